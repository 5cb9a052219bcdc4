import { isKnownName } from './rules/names';
import type { Problem } from './problems';

/**
 * Words Fix all must not change by itself: a word in the visitor's dictionary, and a word that
 * looks like a name (capitalised in mid-sentence, written with a capital elsewhere in the text,
 * or on the small list of names the rules know). A capital added to a known name is allowed:
 * that is the fix, not a guess.
 */
export function isProtected(
  text: string,
  problem: Problem,
  dictionary: ReadonlySet<string> = new Set(),
): boolean {
  const word = problem.flagged.trim();
  if (!/^[\p{L}'’-]+$/u.test(word)) return false;
  if (dictionary.has(word.toLowerCase())) return true;
  const fix = problem.fixes[0];
  if (fix?.kind === 'replace' && fix.text.toLowerCase() === word.toLowerCase()) return false;
  if (isKnownName(word)) return true;
  const lineStart = /(^|[.!?:]\s+|\n\s*)$/.test(text.slice(0, problem.start));
  if (/^\p{Lu}/u.test(word) && !lineStart) return true;
  const capitalised = word.charAt(0).toUpperCase() + word.slice(1);
  return word !== capitalised && new RegExp(`(?<![\\p{L}])${capitalised}(?![\\p{L}])`, 'u').test(text);
}

/** Whether a word is in the visitor's dictionary (kept lower case). */
export function inDictionary(dictionary: ReadonlySet<string>, word: string): boolean {
  return dictionary.has(word.trim().toLowerCase());
}
