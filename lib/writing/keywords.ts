import type { Span } from './segment';
import { normalizeWord, STOP_WORDS } from './stopwords';

export type Keyword = { word: string; count: number; /** Percent of all words. */ density: number };

const HAS_LETTER = /\p{L}/u;

/** The form a keyword is counted under: lower case, possessive dropped ("Company's" → "company"). */
export function keywordKey(word: string): string {
  return normalizeWord(word).replace(/'s?$/, '');
}

/** The key a word counts under as a keyword, or null for function words, numbers and single letters. */
export function keywordOf(word: string): string | null {
  const key = keywordKey(word);
  if (!HAS_LETTER.test(key) || [...key].length < 2) return null;
  if (STOP_WORDS.has(key) || STOP_WORDS.has(normalizeWord(word))) return null;
  return key;
}

/** The most frequent words that are not function words, most frequent first (ties: first used first). */
export function topKeywords(wordList: readonly Span[], limit = 10): Keyword[] {
  const counts = new Map<string, number>();
  for (const word of wordList) {
    const key = keywordOf(word.text);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const total = wordList.length;
  return [...counts.entries()]
    .map(([word, count], order) => ({ word, count, order }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, limit)
    .map(({ word, count }) => ({ word, count, density: (count / total) * 100 }));
}
