import { aiDetector } from './ai-detector';
import { characterCounter } from './character-counter';
import { grammarChecker } from './grammar-checker';
import { paragraphRewriter } from './paragraph-rewriter';
import { paraphrasingTool } from './paraphrasing-tool';
import { plagiarismChecker } from './plagiarism-checker';
import { summaryGenerator } from './summary-generator';
import { wordCounter } from './word-counter';

/** The writing tools that are built, in catalogue order. */
export const writingTools = [
  wordCounter,
  characterCounter,
  grammarChecker,
  plagiarismChecker,
  aiDetector,
  paraphrasingTool,
  paragraphRewriter,
  summaryGenerator,
] as const;

export {
  aiDetector,
  characterCounter,
  grammarChecker,
  paragraphRewriter,
  paraphrasingTool,
  plagiarismChecker,
  summaryGenerator,
  wordCounter,
};
