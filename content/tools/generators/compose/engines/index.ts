import type { ComposeEngine, ComposerId } from '@/lib/generators/compose/types';

/**
 * The engines (the wording, and for sentences a part-of-speech tagger) load as their own chunks
 * when the visitor first reaches for the form, so the page ships only the form before that. Here in
 * content because three of them are lib/generators/compose's logic put together with this site's wording.
 */
export const engineLoaders: Record<ComposerId, () => Promise<{ default: ComposeEngine }>> = {
  email: () => import('./email'),
  letter: () => import('@/lib/generators/compose/letter/engine'),
  anniversary: () => import('./anniversary'),
  sentence: () => import('./sentence'),
  answer: () => import('@/lib/generators/compose/answer/engine'),
};

export async function loadEngine(id: ComposerId): Promise<ComposeEngine> {
  return (await engineLoaders[id]()).default;
}
