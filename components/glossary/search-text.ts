/**
 * Folds text for matching, the same way for the terms (their name and short definition, read from
 * the page) and for what was typed: case, accents (“résumé” finds “resume”), curly apostrophes and hyphens
 * (“full time” finds “full-time”) do not decide whether a term matches.
 */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[-‐‑–—]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every word of the query appears somewhere in the folded text; an empty query matches everything. */
export function matchesQuery(folded: string, query: string): boolean {
  return searchText(query)
    .split(' ')
    .filter(Boolean)
    .every((word) => folded.includes(word));
}
