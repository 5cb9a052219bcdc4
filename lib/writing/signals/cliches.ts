/** A pattern-safe form of a listed word: apostrophes and hyphens match their typographic twins. */
function escape(text: string): string {
  return text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/'/g, "['\u2019]")
    .replace(/-/g, '[-\u2010\u2011 ]');
}

/**
 * One pattern for every listed word and phrase (the lists are content:
 * content/tools/writing/cliches.ts), longest first so a phrase wins over its words.
 */
export function clichePattern(words: readonly string[], phrases: readonly string[]): RegExp {
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...phrases, ...words]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
}
