/**
 * Frozen words: words and phrases the visitor lists so that no rule changes, moves or removes them
 * (a product name the tagger takes for a common word, a legal term, a phrase from a job ad).
 */
const SEPARATORS = /[,;\n]+/;

/** "Acme Cloud, on-call; PTO" → ["Acme Cloud", "on-call", "PTO"]: commas, semicolons or new lines. */
export function parseFrozen(input: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of input.split(SEPARATORS)) {
    const phrase = raw.trim().replace(/\s+/g, ' ');
    if (!/[\p{L}\p{N}]/u.test(phrase) || seen.has(phrase.toLowerCase())) continue;
    seen.add(phrase.toLowerCase());
    out.push(phrase);
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the frozen phrases occur in the text, as whole words, in any capitalisation. */
export function frozenRanges(text: string, frozen: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const phrase of frozen) {
    const body = phrase.split(' ').map(escape).join('\\s+');
    // Curly and straight apostrophes match each other, as the visitor may type either.
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${body.replace(/['’]/g, "['’]")}(?![\\p{L}\\p{N}])`,
      'giu',
    );
    for (const m of text.matchAll(pattern)) ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges;
}

export const overlaps = (ranges: readonly [number, number][], start: number, end: number) =>
  ranges.some(([a, b]) => start < b && end > a);
