import { STOP_WORDS } from '@/lib/writing/stopwords';
import type { Sentence } from './tokens';

/**
 * How central each sentence of a paragraph is: the share of its content words that the paragraph's
 * other sentences also use. A sentence that shares nothing with the rest is the one the paragraph
 * loses least without. Names and numbers count double, as they are what a reader looks for.
 */
export function centrality(paragraph: readonly Sentence[]): number[] {
  const stem = (word: string) => word.replace(/(?:ies|es|s|ed|ing)$/, '');
  const contentOf = (sentence: Sentence) =>
    sentence.tokens
      .filter((t) => /\p{L}/u.test(t.text) && !STOP_WORDS.has(t.norm) && t.norm.length > 2)
      .map((t) => stem(t.norm));
  const words = paragraph.map(contentOf);
  return paragraph.map((sentence, index) => {
    const mine = words[index]!;
    if (!mine.length) return 0;
    const others = new Set(words.flatMap((list, k) => (k === index ? [] : list)));
    const shared = mine.filter((w) => others.has(w)).length / mine.length;
    const facts = sentence.tokens.filter((t) => t.locked && /[\p{L}\p{N}]/u.test(t.text)).length;
    return shared + Math.min(facts, 4) * 0.1;
  });
}
