import { askTool } from '@/lib/ai/ask-tool';
import type { AiResult } from '@/lib/ai/result';
import type { AiAnswerFeedback, InterviewFeedbackFields } from './ai-template';

export type { AiAnswerFeedback };

/** "Feedback with AI" on one typed answer; loaded on the click, shown beside the on-device feedback. */
export function answerFeedbackWithAi(question: string, answer: string): Promise<AiResult<AiAnswerFeedback>> {
  const fields: InterviewFeedbackFields = { question: question.slice(0, 500), answer: answer.slice(0, 6000) };
  return askTool<AiAnswerFeedback>('interview-feedback', fields);
}
