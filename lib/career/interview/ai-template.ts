import { z } from 'zod';
import '@/lib/zod-jitless';
import { defineAiTool } from '@/lib/ai/tool-template';

const fields = z.object({
  question: z.string().trim().min(1).max(500),
  answer: z.string().trim().min(1).max(6000),
});
export type InterviewFeedbackFields = z.infer<typeof fields>;

const feedbackSchema = z.object({
  strengths: z.array(z.string().trim().min(3).max(300)).min(1).max(4),
  improvements: z.array(z.string().trim().min(3).max(300)).min(1).max(4),
});
export type AiAnswerFeedback = z.infer<typeof feedbackSchema>;

/** "Feedback with AI" on one typed answer, shown beside the on-device feedback. */
export const interviewFeedbackTool = defineAiTool({
  id: 'interview-feedback',
  fields,
  answer: feedbackSchema,
  build: ({ question, answer }) => ({
    system:
      'You are a supportive, candid US interview coach. Judge only the answer given: structure (situation, task, action, result), specificity, evidence and clarity. Never comment on the person, their accent, age, gender or background.',
    prompt: `Interview question: "${question}"\nCandidate's answer (typed notes of what they said):\n${answer}\nGive up to three strengths and up to three specific improvements.`,
    example: {
      strengths: ['Clear description of the actions you took yourself.'],
      improvements: ['End with the measurable result, for example how much time was saved.'],
    },
  }),
});
