'use client';

import { useMemo } from 'react';
import { checkInput, countWords, looksNonEnglish } from '@/lib/writing/rewrite/input';
import { useDraft } from '@/components/tools/kit/useDraft';

/**
 * The visitor's text in a text tool, kept as a draft in this browser, with what the tools say about
 * it: its word count, why it cannot be worked on (empty, over `limit`), and whether it looks English.
 */
export function useTextInput(slug: string, limit: number) {
  const { text, setText, restored, storage } = useDraft(`quotient-draft:${slug}`);
  const words = useMemo(() => countWords(text), [text]);
  const problem = useMemo(() => checkInput(text, limit), [text, limit]);
  const nonEnglish = useMemo(() => looksNonEnglish(text), [text]);
  return { text, setText, restored, storage, words, problem, nonEnglish };
}
