import type { Problem } from './problems';

/**
 * The visitor's dictionary: words (names, product names, jargon) they told the checker are right.
 * Kept on the device under one localStorage key as a JSON list; compared without letter case.
 */
export const DICTIONARY_KEY = 'quotient-grammar-dictionary';

/** The stored list, or an empty one when nothing (or something unreadable) is stored. */
export function parseDictionary(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter((w): w is string => typeof w === 'string' && w.trim() !== '')
      : [];
  } catch {
    return [];
  }
}

/** The list with a word added once (whatever its case), sorted for the panel. */
export function addWord(words: readonly string[], word: string): string[] {
  const clean = word.trim();
  if (!clean || words.some((w) => w.toLowerCase() === clean.toLowerCase())) return [...words];
  return [...words, clean].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

export function removeWord(words: readonly string[], word: string): string[] {
  return words.filter((w) => w.toLowerCase() !== word.toLowerCase());
}

/** A problem that only says a word is misspelled, and so is the one "Add to dictionary" answers. */
export function isSpellingProblem(problem: Problem): boolean {
  return problem.kind === 'Spelling' && /^[\p{L}\p{N}'’-]+$/u.test(problem.flagged);
}

/** The problems without those about words in the dictionary. */
export function withoutKnownWords(problems: readonly Problem[], words: readonly string[]): Problem[] {
  if (!words.length) return [...problems];
  const known = new Set(words.map((w) => w.toLowerCase()));
  return problems.filter((p) => !(isSpellingProblem(p) && known.has(p.flagged.toLowerCase())));
}
