import { provideRewriteWords, type RewriteWords } from '@/lib/writing/rewrite/words';
import { PHRASES } from './phrases';
import { SYNONYMS } from './synonyms';

/** The paraphraser's and rewriter's word lists: the synonym table and the phrase lists. */
export const REWRITE_WORDS: RewriteWords = { synonyms: SYNONYMS, phrases: PHRASES };

/** Hands the lists to the engines in lib (which never import content). */
export function provideWords(): void {
  provideRewriteWords(REWRITE_WORDS);
}
