import { askTool } from '@/lib/ai/ask-tool';
import type { AiResult } from '@/lib/ai/result';
import type { ArtPromptAnswer } from './ai-template';
import { knownWord, MOODS, type Mood } from './prompt';

/**
 * "Improve my prompt with AI": the AI text service suggests scene words, colors and a mood. It
 * draws nothing: its words are filtered to those the on-device generator understands, its colors
 * to valid hex codes, and the visitor decides whether to use them. Loaded only when asked.
 */
export type PromptIdea = { keywords: string[]; palette: string[]; mood: Mood | null };

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
  const result = await askTool<ArtPromptAnswer>('art-prompt', { prompt: prompt.trim().slice(0, 300), kind });
  return result.ok ? { ...result, data: cleanIdea(result.data) } : result;
}
