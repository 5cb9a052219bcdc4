import { blogArticles } from './blog';
import { newsArticles } from './news/items';
import type { Article } from './schema/article';
import { storyArticles } from './stories';

/**
 * Everything the RSS feed syndicates. Each content collection (blog, newsroom, case studies)
 * validates its own entries and joins by being listed here.
 */
const collections: readonly (readonly Article[])[] = [blogArticles, newsArticles, storyArticles];

export function feedArticles(): Article[] {
  return collections.flat();
}
