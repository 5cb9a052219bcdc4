import { STOP_WORDS } from '@/lib/writing/stopwords';

/**
 * Checks on the visitor's text before any engine runs, light enough to ship with the island: its
 * word count against the tool's limit, and whether it looks like English (the word lists and the
 * tagger are English only).
 */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/**
 * A text looks non-English when most of its letters (20 or more) are outside the Latin script, or,
 * from 12 words, when under 12% of its words are common English function words (English prose
 * runs at 40-50%).
 */
export function looksNonEnglish(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = text.match(/[A-Za-z\u00C0-\u024F]/g) ?? [];
  // Chinese or Japanese has few "words" between spaces, so the script is checked first.
  if (letters.length >= 20 && latin.length < letters.length / 2) return true;
  const words = Array.from(text.matchAll(WORD), (m) => m[0].toLowerCase().replace(/’/g, "'"));
  if (words.length < 12) return false;
  const common = words.filter((w) => STOP_WORDS.has(w)).length;
  return common / words.length < 0.12;
}

export type InputProblem = { kind: 'empty' } | { kind: 'too-long'; words: number; limit: number };

export function checkInput(text: string, limit: number): InputProblem | null {
  const words = countWords(text);
  if (!words) return { kind: 'empty' };
  if (words > limit) return { kind: 'too-long', words, limit };
  return null;
}
