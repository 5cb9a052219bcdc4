import { aiDetector } from './ai-detector';
import { characterCounter } from './character-counter';
import { grammarChecker } from './grammar-checker';
import { plagiarismChecker } from './plagiarism-checker';
import { wordCounter } from './word-counter';

/** The writing tools that are built, in catalogue order. */
export const writingTools = [
  wordCounter,
  characterCounter,
  grammarChecker,
  plagiarismChecker,
  aiDetector,
] as const;

export { aiDetector, characterCounter, grammarChecker, plagiarismChecker, wordCounter };
