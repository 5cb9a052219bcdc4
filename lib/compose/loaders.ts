import type { ComposeEngine, ComposerId } from './types';

/**
 * The engines (the wording, and for sentences a part-of-speech tagger) load as their own chunks
 * when the visitor first reaches for the form, so the page ships only the form before that.
 */
export const engineLoaders: Record<ComposerId, () => Promise<{ default: ComposeEngine }>> = {
  email: () => import('./email/engine'),
  letter: () => import('./letter/engine'),
  anniversary: () => import('./anniversary/engine'),
  sentence: () => import('./sentence/engine'),
  answer: () => import('./answer/engine'),
};

export async function loadEngine(id: ComposerId): Promise<ComposeEngine> {
  return (await engineLoaders[id]()).default;
}
