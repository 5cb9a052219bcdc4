import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { defineAiTool } from '@/lib/ai/tool-template';

/** As many as the browser keeps (MAX_SUGGESTIONS in ./ai), which imports nothing from here. */
const MAX_SUGGESTIONS = 5;

const fields = z.object({
  mode: z.enum(['interview', 'survey']),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  context: z.string().check(z.trim(), z.maxLength(500)),
  topics: z.array(z.string().check(z.trim(), z.maxLength(120))).check(z.maxLength(30)),
  /** The questions already in the set, so the model does not repeat them. */
  existing: z.array(z.string().check(z.maxLength(400))).check(z.maxLength(80)),
});
export type SurveyQuestionFields = z.infer<typeof fields>;

const answer = z.object({
  questions: z
    .array(
      z.object({
        text: z.string().check(z.minLength(10), z.maxLength(300)),
        probe: z.optional(z.string().check(z.maxLength(300))),
      }),
    )
    .check(z.minLength(1), z.maxLength(10)),
});
export type SurveyQuestionAnswer = z.infer<typeof answer>;

/** "Suggest more questions with AI", for interview kits and employee surveys. */
export const surveyQuestionsTool = defineAiTool({
  id: 'survey-questions',
  fields,
  answer,
  build: ({ mode, title, context, topics, existing }) => {
    const interview = mode === 'interview';
    return {
      system: interview
        ? 'You write structured interview questions for HR teams. Questions are job-related, open, neutral and legal: never about age, family, religion, health, nationality or other protected characteristics.'
        : 'You write employee survey questions for HR teams. Each question is neutral, not leading, asks about one thing only, and is a statement that can be rated on an agreement scale.',
      prompt: `Suggest ${MAX_SUGGESTIONS} more ${interview ? 'interview questions, each with one follow-up probe,' : 'survey statements'} for "${title}" (${context}), covering: ${topics.join(', ')}. Do not repeat these:\n${existing.map((text) => `- ${text}`).join('\n')}`,
      example: {
        questions: [
          interview
            ? {
                text: 'Tell me about a time you had to change your plan because a priority shifted.',
                probe: 'What did you drop, and how did you tell people?',
              }
            : { text: 'I know what is expected of me at work.' },
        ],
      },
    };
  },
});
