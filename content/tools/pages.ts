import type { PageEntry } from '@/lib/seo/page-entry';

/** The page entries of the free tools (the /tools hub and one page per tool), from the tool registry. */
export function toolPages(): PageEntry[] {
  return [];
}
