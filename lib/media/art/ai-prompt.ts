import * as z from 'zod/mini';
import { askAi, type AiResult } from '@/lib/ai/client';
import { knownWord, MOODS, type Mood } from './prompt';

/**
 * "Improve my prompt with AI": the AI text service suggests scene words, colors and a mood. It
 * draws nothing: its words are filtered to those the on-device generator understands, its colors
 * to valid hex codes, and the visitor decides whether to use them. Loaded only when asked.
 */
export type PromptIdea = { keywords: string[]; palette: string[]; mood: Mood | null };

const answer = z.object({
  keywords: z.array(z.string()),
  palette: z.array(z.string()),
  mood: z.string(),
});

const HEX = /^#?([0-9a-f]{6})$/i;

/** Keeps only what the generator can use; exported for tests. */
export function cleanIdea(raw: { keywords: string[]; palette: string[]; mood: string }): PromptIdea {
  const keywords: string[] = [];
  for (const phrase of raw.keywords) {
    for (const word of phrase.toLowerCase().match(/[a-z]+/g) ?? []) {
      if (knownWord(word) && !keywords.includes(word)) keywords.push(word);
    }
  }
  const palette = raw.palette
    .map((color) => HEX.exec(color.trim())?.[1])
    .filter((hex): hex is string => Boolean(hex))
    .map((hex) => `#${hex.toLowerCase()}`)
    .slice(0, 5);
  const mood = raw.mood.toLowerCase().trim();
  return {
    keywords: keywords.slice(0, 8),
    palette,
    mood: (MOODS as readonly string[]).includes(mood) ? (mood as Mood) : null,
  };
}

export async function improvePrompt(
  prompt: string,
  kind: 'image' | 'painting',
): Promise<AiResult<PromptIdea>> {
  const result = await askAi({
    system:
      'You help people describe pictures for a simple procedural generator. Reply with short scene keywords (time of day, landscape, weather), a palette of 3 to 5 hex colors and one mood.',
    prompt: `Suggest keywords, a palette and a mood for a ${kind === 'painting' ? 'generative painting' : 'vector scene'} described as: "${prompt.slice(0, 300)}". Moods: ${MOODS.join(', ')}.`,
    example: {
      keywords: ['night', 'city', 'rain'],
      palette: ['#0b1026', '#ffd36b', '#2c3a74'],
      mood: 'moody',
    },
    schema: answer,
  });
  return result.ok ? { ok: true, data: cleanIdea(result.data) } : result;
}
