import type { Engine, GeneratorId } from '@/lib/generators/types';

/**
 * Each generator's engine and words, as its own chunk: the page ships none of them, and the island
 * imports the one it needs on the visitor's first intent (focus, pointer, Generate). Here in content
 * because each is lib/generators/engines' logic put together with this site's words (../words/).
 */
export const engineLoaders: Record<GeneratorId, () => Promise<{ default: Engine }>> = {
  'business-name': () => import('./business-name'),
  username: () => import('./username'),
  'team-name': () => import('./team-name'),
  'podcast-name': () => import('./podcast-name'),
  'blog-name': () => import('./blog-name'),
  'youtube-name': () => import('./youtube-name'),
  slogan: () => import('./slogan'),
  title: () => import('./title'),
  meta: () => import('./meta'),
  'youtube-tags': () => import('./youtube-tags'),
  'linkedin-headline': () => import('./linkedin-headline'),
  'random-word': () => import('./random-word'),
};

export async function loadEngine(id: GeneratorId): Promise<Engine> {
  return (await engineLoaders[id]()).default;
}
