import { z } from 'zod';
import { askAi, type AiResult } from '@/lib/ai/client';

/** "Feedback with AI" on one typed answer; loaded on the click, shown beside the on-device feedback. */
const feedbackSchema = z.object({
  strengths: z.array(z.string().trim().min(3).max(300)).min(1).max(4),
  improvements: z.array(z.string().trim().min(3).max(300)).min(1).max(4),
});
export type AiAnswerFeedback = z.infer<typeof feedbackSchema>;

export function answerFeedbackWithAi(question: string, answer: string): Promise<AiResult<AiAnswerFeedback>> {
  return askAi({
    system:
      'You are a supportive, candid US interview coach. Judge only the answer given: structure (situation, task, action, result), specificity, evidence and clarity. Never comment on the person, their accent, age, gender or background.',
    prompt: `Interview question: "${question}"\nCandidate's answer (typed notes of what they said):\n${answer}\nGive up to three strengths and up to three specific improvements.`,
    example: {
      strengths: ['Clear description of the actions you took yourself.'],
      improvements: ['End with the measurable result, for example how much time was saved.'],
    },
    schema: feedbackSchema,
  });
}
