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

/** The two Flesch scores, or null while there is no sentence of English words to score. */
export function readability(wordList: readonly Span[], sentenceCount: number): Readability | null {
  const latinWords = wordList.filter((word) => LATIN.test(word.text));
  if (!latinWords.length || sentenceCount === 0) return null;
  const syllableCount = latinWords.reduce((sum, word) => sum + syllables(word.text), 0);
  const perSentence = latinWords.length / sentenceCount;
  const perWord = syllableCount / latinWords.length;
  const latin = latinWords.length >= wordList.length / 2;
  return {
    words: latinWords.length,
    sentences: sentenceCount,
    syllables: syllableCount,
    ease: 206.835 - 1.015 * perSentence - 84.6 * perWord,
    grade: 0.39 * perSentence + 11.8 * perWord - 15.59,
    reliable: latinWords.length >= 100 && latin,
    latin,
  };
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
