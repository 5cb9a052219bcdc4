import { parseAttributes } from '../security/html';

/** One start tag of an HTML file: its lower-case name and attributes, values entity-decoded. */
export interface StartTag {
  name: string;
  attributes: Record<string, string>;
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
  middot: '·',
  times: '×',
  copy: '©',
};

/** Character references as the browser reads them; an unknown named one stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

// Comments and the raw-text elements, whose contents hold no tags, read left to right in one pass
// as the tokenizer does (a `<!--` inside a script is script text, not a comment).
const HIDDEN = /<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<([a-z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;

/** The markup without comments and without the text of scripts and style sheets (their tags stay). */
export function withoutRawText(html: string): string {
  return html.replace(HIDDEN, (whole, tag?: string) => (tag ? /^<[^>]*>/.exec(whole)![0] : ' '));
}

/** Every start tag outside comments and the text of scripts and style sheets. */
export function startTags(html: string): StartTag[] {
  const tags: StartTag[] = [];
  for (const match of withoutRawText(html).matchAll(TAG)) {
    const attributes = parseAttributes(match[2] ?? '');
    for (const key of Object.keys(attributes)) attributes[key] = decodeEntities(attributes[key]!);
    tags.push({ name: match[1]!.toLowerCase(), attributes });
  }
  return tags;
}

/** The text of every `<style>` element. */
export function styleSheets(html: string): string[] {
  return [...html.matchAll(HIDDEN)]
    .filter((m) => m[1]?.toLowerCase() === 'style')
    .map((m) => m[0].replace(/^<style\b[^>]*>|<\/style\s*>$/gi, ''));
}
