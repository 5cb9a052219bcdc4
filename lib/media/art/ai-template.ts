import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { defineAiTool } from '@/lib/ai/tool-template';
import { MOODS } from './prompt';

const fields = z.object({
  prompt: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  kind: z.enum(['image', 'painting']),
});
export type ArtPromptFields = z.infer<typeof fields>;

const answer = z.object({
  keywords: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(40)),
  palette: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20)),
  mood: z.string().check(z.maxLength(60)),
});
export type ArtPromptAnswer = z.infer<typeof answer>;

export const artPromptTool = defineAiTool({
  id: 'art-prompt',
  fields,
  answer,
  build: ({ prompt, kind }) => ({
    system:
      'You help people describe pictures for a simple procedural generator. Reply with short scene keywords (time of day, landscape, weather), a palette of 3 to 5 hex colors and one mood.',
    prompt: `Suggest keywords, a palette and a mood for a ${kind === 'painting' ? 'generative painting' : 'vector scene'} described as: "${prompt}". Moods: ${MOODS.join(', ')}.`,
    example: {
      keywords: ['night', 'city', 'rain'],
      palette: ['#0b1026', '#ffd36b', '#2c3a74'],
      mood: 'moody',
    },
  }),
});
