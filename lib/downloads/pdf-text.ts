/**
 * Text for the PDF renderer: the standard Helvetica fonts only know the WinAnsi (Windows-1252)
 * characters, and jsPDF silently garbles a whole string that contains anything else, so text is
 * mapped to WinAnsi first. Then rich text is broken into lines: breaks fall only on whitespace
 * (a placeholder followed by a comma stays together) and a word longer than the line is cut.
 */
import { spansOf, type RichText, type Span } from './document';

export type FontStyle = 'normal' | 'bold' | 'italic' | 'bolditalic';

export interface PieceStyle {
  readonly font: FontStyle;
  readonly kind: Span['kind'];
  readonly href?: string;
}

export interface Piece {
  readonly text: string;
  readonly style: PieceStyle;
  readonly width: number;
}

export interface Line {
  readonly pieces: readonly Piece[];
  readonly width: number;
}

/** Width of `text` in points, in the given style, at the size the caller lays out. */
export type Measure = (text: string, font: FontStyle) => number;

/** The Windows-1252 characters above Latin-1's control range; jsPDF encodes these itself. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const REPLACEMENTS: Record<string, string> = {
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '\u2212': '\u2013', // minus: the en dash is the closest WinAnsi glyph
  '\u2011': '-',
  '\u2010': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2713': 'x',
  '\u2714': 'x',
  '\u2610': '[ ]',
  '\u2009': ' ',
  '\u200A': ' ',
  '\u202F': '\u00A0',
  '\u2007': '\u00A0',
  '\u200B': '',
};

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/** Maps text to characters Helvetica can show; anything unknown becomes `?` rather than garbling. */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text) {
    if (char === '\n' || isWinAnsi(char)) result += char;
    else result += REPLACEMENTS[char] ?? (char.trim() === '' ? ' ' : '?');
  }
  return result;
}

function fontOf(bold: boolean, italic: boolean): FontStyle {
  if (bold && italic) return 'bolditalic';
  if (bold) return 'bold';
  return italic ? 'italic' : 'normal';
}

interface Segment {
  readonly text: string;
  readonly style: PieceStyle;
}

/** A word is what must not be broken: segments between two whitespace runs. */
interface Word {
  readonly segments: Segment[];
  /** The whitespace before the word (kept with its style, so a placeholder's highlight spans it). */
  readonly space: Segment | undefined;
  /** The word starts a new line (an explicit newline before it). */
  readonly hardBreak: boolean;
}

function words(text: RichText, base: { bold?: boolean; italic?: boolean }): Word[] {
  const result: Word[] = [];
  let current: Segment[] = [];
  let space: Segment | undefined;
  let hardBreak = false;
  const finish = () => {
    if (!current.length) return;
    result.push({ segments: current, space, hardBreak });
    current = [];
    space = undefined;
    hardBreak = false;
  };
  for (const span of spansOf(text)) {
    const style: PieceStyle =
      span.kind === 'text'
        ? { font: fontOf(span.bold ?? base.bold ?? false, span.italic ?? base.italic ?? false), kind: 'text' }
        : span.kind === 'fill'
          ? { font: fontOf(true, base.italic ?? false), kind: 'fill' }
          : { font: fontOf(base.bold ?? false, base.italic ?? false), kind: 'link', href: span.href };
    const content = toWinAnsi(span.kind === 'fill' ? `[${span.label}]` : span.text);
    for (const token of content.match(/\n|[^\S\n\u00A0]+|[^\s]+|\u00A0+/g) ?? []) {
      if (token === '\n') {
        finish();
        hardBreak = true;
        space = undefined;
      } else if (/^[^\S\u00A0]+$/.test(token)) {
        finish();
        space = { text: ' ', style };
      } else {
        current.push({ text: token, style });
      }
    }
  }
  finish();
  return result;
}

function sameStyle(a: PieceStyle, b: PieceStyle): boolean {
  return a.font === b.font && a.kind === b.kind && a.href === b.href;
}

class LineBuilder {
  private segments: Segment[] = [];
  width = 0;

  constructor(private readonly measure: Measure) {}

  get empty(): boolean {
    return this.segments.length === 0;
  }

  widthOf(segments: readonly Segment[]): number {
    return segments.reduce((sum, segment) => sum + this.measure(segment.text, segment.style.font), 0);
  }

  add(segments: readonly Segment[]): void {
    this.segments.push(...segments);
    this.width += this.widthOf(segments);
  }

  /** Merges neighbours of one style into a piece, so a line is drawn with few text operations. */
  build(): Line {
    const merged: Segment[] = [];
    for (const segment of this.segments) {
      const last = merged[merged.length - 1];
      if (last && sameStyle(last.style, segment.style)) {
        merged[merged.length - 1] = { text: last.text + segment.text, style: last.style };
      } else merged.push(segment);
    }
    const pieces = merged.map((segment) => ({
      ...segment,
      width: this.measure(segment.text, segment.style.font),
    }));
    return { pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0) };
  }
}

/** Cuts a word wider than a whole line into parts that fit, character by character. */
function cutWord(segments: readonly Segment[], maxWidth: number, measure: Measure): Segment[][] {
  const parts: Segment[][] = [];
  let part: Segment[] = [];
  let width = 0;
  for (const segment of segments) {
    for (const char of segment.text) {
      const charWidth = measure(char, segment.style.font);
      if (width + charWidth > maxWidth && width > 0) {
        parts.push(part);
        part = [];
        width = 0;
      }
      const last = part[part.length - 1];
      if (last && last.style === segment.style) part[part.length - 1] = { ...last, text: last.text + char };
      else part.push({ text: char, style: segment.style });
      width += charWidth;
    }
  }
  if (part.length) parts.push(part);
  return parts;
}

/** Breaks rich text into lines no wider than `maxWidth` (greedy, left-aligned). */
export function layoutLines(
  text: RichText,
  maxWidth: number,
  measure: Measure,
  base: { bold?: boolean; italic?: boolean } = {},
): Line[] {
  const lines: Line[] = [];
  let line = new LineBuilder(measure);
  const breakLine = () => {
    lines.push(line.build());
    line = new LineBuilder(measure);
  };
  for (const word of words(text, base)) {
    if (word.hardBreak) breakLine();
    const wordWidth = line.widthOf(word.segments);
    const space = word.space && !line.empty ? [word.space] : [];
    if (!line.empty && line.width + line.widthOf(space) + wordWidth > maxWidth) breakLine();
    if (line.empty && wordWidth > maxWidth) {
      const parts = cutWord(word.segments, maxWidth, measure);
      parts.forEach((part, index) => {
        line.add(part);
        if (index < parts.length - 1) breakLine();
      });
      continue;
    }
    line.add(line.empty ? word.segments : [...space, ...word.segments]);
  }
  if (!line.empty || lines.length === 0) lines.push(line.build());
  return lines;
}
