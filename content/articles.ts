import type { Article } from './schema/article';

/**
 * Everything the RSS feed syndicates. Each content collection (blog, newsroom, case studies)
 * validates its own entries and joins by being listed here.
 */
const collections: readonly (readonly Article[])[] = [];

export function feedArticles(): Article[] {
  return collections.flat();
}
