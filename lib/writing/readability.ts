import type { Span } from './segment';
import { syllables } from './syllables';

export type Readability = {
  /** Words with a Latin letter: the formulas are defined for English, so numbers and other scripts sit out. */
  words: number;
  sentences: number;
  syllables: number;
  /** Flesch reading ease: 206.835 − 1.015 × words per sentence − 84.6 × syllables per word. */
  ease: number;
  /** Flesch–Kincaid grade: 0.39 × words per sentence + 11.8 × syllables per word − 15.59. */
  grade: number;
  /** Under 100 words, or with most words not in Latin letters, the scores say little. */
  reliable: boolean;
  /** Most words are written in Latin letters (so likely English). */
  latin: boolean;
};

const LATIN = /[A-Za-z]/;

/** What the formulas are computed from; sums of parts of a text add up to the whole's. */
export type ReadabilityTotals = { words: number; latinWords: number; syllables: number; sentences: number };

export function readabilityTotals(wordList: readonly Span[], sentenceCount: number): ReadabilityTotals {
  let latinWords = 0;
  let syllableCount = 0;
  for (const word of wordList) {
    if (!LATIN.test(word.text)) continue;
    latinWords += 1;
    syllableCount += syllables(word.text);
  }
  return { words: wordList.length, latinWords, syllables: syllableCount, sentences: sentenceCount };
}

/** The two Flesch scores from a text's totals, or null while there is no sentence of English words. */
export function readabilityOf(totals: ReadabilityTotals): Readability | null {
  const { latinWords, sentences } = totals;
  if (!latinWords || sentences === 0) return null;
  const perSentence = latinWords / sentences;
  const perWord = totals.syllables / latinWords;
  const latin = latinWords >= totals.words / 2;
  return {
    words: latinWords,
    sentences,
    syllables: totals.syllables,
    ease: 206.835 - 1.015 * perSentence - 84.6 * perWord,
    grade: 0.39 * perSentence + 11.8 * perWord - 15.59,
    reliable: latinWords >= 100 && latin,
    latin,
  };
}

/** The two Flesch scores, or null while there is no sentence of English words to score. */
export function readability(wordList: readonly Span[], sentenceCount: number): Readability | null {
  return readabilityOf(readabilityTotals(wordList, sentenceCount));
}

/** Flesch's own bands for the reading ease score, with the schooling each one suits. */
export function easeBand(ease: number): { label: string; audience: string } {
  if (ease >= 90) return { label: 'Very easy', audience: 'an average 11-year-old (5th grade)' };
  if (ease >= 80) return { label: 'Easy', audience: '6th grade, conversational English' };
  if (ease >= 70) return { label: 'Fairly easy', audience: '7th grade' };
  if (ease >= 60) return { label: 'Plain English', audience: '8th to 9th grade' };
  if (ease >= 50) return { label: 'Fairly difficult', audience: '10th to 12th grade' };
  if (ease >= 30) return { label: 'Difficult', audience: 'college students' };
  return { label: 'Very difficult', audience: 'college graduates' };
}
