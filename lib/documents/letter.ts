import {
  fill,
  strong,
  type Block,
  type DocumentModel,
  type Inline,
  type Letterhead,
  type RichText,
} from '@/lib/downloads/document';
import type { Reader } from './read';

/**
 * Building blocks for letter templates. Templates write conditional sentences as `condition && …`;
 * these helpers drop whatever came out empty, so a missing optional value removes its sentence
 * without leaving a stray space, comma or empty paragraph behind.
 */
export type Part = Inline | readonly Inline[] | false | null | undefined;

/** Joins pieces of rich text, skipping empty ones. */
export function rich(...parts: Part[]): Inline[] {
  const out: Inline[] = [];
  for (const part of parts) {
    if (part === false || part === null || part === undefined || part === '') continue;
    if (Array.isArray(part)) out.push(...(part as readonly Inline[]).filter((inline) => inline !== ''));
    else out.push(part as Inline);
  }
  return out;
}

/**
 * A sentence ending with a value the visitor typed: the full stop is added unless the value already
 * ends with one ("Northwind Analytics, Inc." does not become "Inc..").
 */
export function stop(...parts: Part[]): Inline[] {
  const text = rich(...parts);
  const last = text[text.length - 1];
  const ending =
    last === undefined ? '' : typeof last === 'string' ? last : last.kind === 'fill' ? ']' : last.text;
  return /[.!?]["”’)]?$/.test(ending) ? text : [...text, '.'];
}

/** Sentences joined with single spaces; empty ones are left out. */
export function sentences(...items: Part[]): Inline[] {
  const present = items.map((item) => rich(item)).filter((item) => item.length > 0);
  return present.flatMap((item, index) => (index === 0 ? item : [' ', ...item]));
}

/** A paragraph of sentences, or nothing when every sentence dropped out. */
export function paragraph(...items: Part[]): Block | null {
  const text = sentences(...items);
  return text.length ? { kind: 'paragraph', text } : null;
}

/** A paragraph opening with a bold lead-in ("Compensation."), or nothing without sentences. */
export function section(title: string, ...items: Part[]): Block | null {
  const text = sentences(...items);
  return text.length ? { kind: 'paragraph', text: [strong(`${title}. `), ...text] } : null;
}

export function bullets(items: readonly RichText[]): Block | null {
  return items.length ? { kind: 'list', style: 'bullet', items } : null;
}

/** `a`, `a and b`, `a, b, and c` (the serial comma, as US business writing uses it). */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

/** Ends a typed fragment as a sentence unless the visitor already did. */
export function asSentence(text: string): string {
  return /[.!?]["”’)]?$/.test(text) ? text : `${text}.`;
}

/** A typed fragment placed mid-sentence: without the full stop or semicolon it may end with. */
export function fragment(text: string): string {
  return text.replace(/[\s.;,]+$/, '');
}

/** The first word of a name, for a friendly greeting ("Jane" from "Jane Doe"). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** Lines joined with line breaks, as an address block writes them. */
export function lines(...items: Part[]): Inline[] {
  const present = items.map((item) => rich(item)).filter((item) => item.length > 0);
  return present.flatMap((item, index) => (index === 0 ? item : ['\n', ...item]));
}

export function addressBlock(...items: Part[]): Block | null {
  const text = lines(...items);
  return text.length ? { kind: 'paragraph', text } : null;
}

/** The sender's letterhead: a name (or its blank) and address lines. */
export function letterheadFrom(
  read: Reader,
  nameKey: string,
  linesKey?: string,
  extra: string[] = [],
): Letterhead {
  return {
    name: read.text(nameKey) ?? `[${read.label(nameKey)}]`,
    lines: [...(linesKey ? read.lines(linesKey) : []), ...extra],
  };
}

/** The sign-off: closing, room to sign, then the name and the lines under it. */
export function signOff(closing: string, name: Inline, ...under: Part[]): Block {
  return {
    kind: 'signature',
    closing,
    lines: [
      rich(typeof name === 'string' ? strong(name) : name),
      ...under.map((part) => rich(part)).filter((part) => part.length),
    ],
  };
}

/** A line for someone to sign on, with what goes under it (a name, "Date"). */
export function signLine(label: RichText): Block {
  return { kind: 'signature', lines: [label], signLine: true };
}

export type LetterOptions = {
  /** The file's title property: "Offer letter for Jane Doe". */
  title: string;
  description: string;
  /** The author property: the organization or person sending it. */
  author: string;
  /** The letter's own date (`YYYY-MM-DD`); the file is dated with it. */
  date: string | undefined;
  today: string;
  letterhead?: Letterhead;
  keywords?: readonly string[];
  blocks: readonly (Block | null | false | undefined | '')[];
};

export function letter(options: LetterOptions): DocumentModel {
  return {
    layout: 'letter',
    title: options.title,
    author: options.author,
    description: options.description,
    keywords: options.keywords,
    updated: options.date ?? options.today,
    letterhead: options.letterhead,
    blocks: options.blocks.filter((block): block is Block => Boolean(block)),
  };
}

export { fill, strong };
