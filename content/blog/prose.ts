/**
 * Long-form text (blog posts, case-study sections, news items) is written as a small, strict subset
 * of Markdown so a marketer can edit it as prose rather than as nested objects:
 *
 *   ## Heading          ### Sub-heading
 *   - bullet            1. numbered step
 *   > pull-out line     blank line = new paragraph
 *   **bold** and [link text](/path/) inside any line
 *
 * It is parsed once, when the content module loads, into blocks the article components render.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

export type ProseBlock =
  | { type: 'heading'; level: 2 | 3; id: string; text: string }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; content: Inline[] };

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    if (match[1] !== undefined) parts.push({ kind: 'strong', text: match[1] });
    else parts.push({ kind: 'link', text: match[2]!, href: match[3]! });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** `Why it matters (and when)` → `why-it-matters-and-when`: the anchor a table of contents links to. */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/** Strips the indentation common to every non-blank line, so text may be indented in the source file. */
function dedent(source: string): string[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const indents = lines.filter((line) => line.trim()).map((line) => line.match(/^ */)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(cut).trimEnd());
}

const BULLET = /^- +(.*)$/;
const NUMBERED = /^\d+\. +(.*)$/;

export function parseProse(source: string): ProseBlock[] {
  const blocks: ProseBlock[] = [];
  const usedIds = new Map<string, number>();
  let paragraph: string[] = [];
  let quote: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' ')) });
    if (quote.length) blocks.push({ type: 'quote', content: parseInline(quote.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    quote = [];
    list = undefined;
  };

  for (const line of dedent(source)) {
    const text = line.trim();
    if (!text) {
      flush();
      continue;
    }
    const heading = text.match(/^(#{2,3}) +(.*)$/);
    if (heading) {
      flush();
      const title = heading[2]!.trim();
      const base = headingId(title);
      const seen = usedIds.get(base) ?? 0;
      usedIds.set(base, seen + 1);
      blocks.push({
        type: 'heading',
        level: heading[1]!.length === 2 ? 2 : 3,
        id: seen ? `${base}-${seen + 1}` : base,
        text: title,
      });
      continue;
    }
    const bullet = text.match(BULLET);
    const numbered = bullet ? undefined : text.match(NUMBERED);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (!list || list.ordered !== ordered) {
        flush();
        list = { ordered, items: [] };
      }
      list.items.push((bullet ?? numbered)![1]!.trim());
      continue;
    }
    if (text.startsWith('>')) {
      if (!quote.length) flush();
      quote.push(text.replace(/^> ?/, ''));
      continue;
    }
    // An indented line right after a list item continues that item.
    if (list && line.startsWith('  ')) {
      list.items[list.items.length - 1] += ` ${text}`;
      continue;
    }
    if (list || quote.length) flush();
    paragraph.push(text);
  }
  flush();
  return blocks;
}

/** The plain words of a prose source, without its markup. */
export function plainText(source: string): string {
  return source
    .replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1')
    .replace(/\*\*/g, '')
    .replace(/^\s*(#{2,3}|-|\d+\.|>)\s+/gm, '');
}

export function wordCount(source: string): number {
  return plainText(source)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read at 225 words a minute, the usual adult silent-reading pace; never less than one. */
export function readingMinutes(source: string): number {
  return Math.max(1, Math.ceil(wordCount(source) / 225));
}

/** The link targets used in a prose source, for validation. */
export function proseLinks(source: string): string[] {
  return [...source.matchAll(/\[[^\]]+\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}
