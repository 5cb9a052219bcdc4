import { aiEmailGenerator } from './ai-email-generator';
import { aiLetterGenerator } from './ai-letter-generator';
import { workAnniversaryMessageGenerator } from './work-anniversary-message-generator';
import { aiSentenceGenerator } from './ai-sentence-generator';
import { aiAnswerGenerator } from './ai-answer-generator';
import type { ComposerTool } from '../../types';

/** The text composers (family `generator`): emails, letters, messages, sentences and answers. */
export const composerTools: readonly ComposerTool[] = [
  aiEmailGenerator,
  aiLetterGenerator,
  workAnniversaryMessageGenerator,
  aiSentenceGenerator,
  aiAnswerGenerator,
];
