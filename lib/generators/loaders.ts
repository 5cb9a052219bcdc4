import type { Engine, GeneratorId } from './types';

/**
 * Each generator's engine and word banks, as its own chunk: the page ships none of them, and the
 * island imports the one it needs on the visitor's first intent (focus, pointer, Generate).
 */
export const engineLoaders: Record<GeneratorId, () => Promise<{ engine: Engine }>> = {
  'business-name': () => import('./engines/business-name'),
  username: () => import('./engines/username'),
  'team-name': () => import('./engines/team-name'),
  'podcast-name': () => import('./engines/podcast-name'),
  'blog-name': () => import('./engines/blog-name'),
  'youtube-name': () => import('./engines/youtube-name'),
  slogan: () => import('./engines/slogan'),
  title: () => import('./engines/title'),
  meta: () => import('./engines/meta'),
  'youtube-tags': () => import('./engines/youtube-tags'),
  'linkedin-headline': () => import('./engines/linkedin-headline'),
  'random-word': () => import('./engines/random-word'),
};

export async function loadEngine(id: GeneratorId): Promise<Engine> {
  return (await engineLoaders[id]()).engine;
}
