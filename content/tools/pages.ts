import type { PageEntry } from '@/lib/seo/page-entry';
import { allTools } from './registry';

export const TOOLS_HUB: PageEntry = {
  path: '/tools/',
  title: 'Free Tools: Calculators, HR Letters, Resumes and More',
  description:
    'Free tools from Quotient: calculators, unit converters, HR letter and policy generators, writing tools, avatars and a resume builder. No signup needed.',
  share: 'default',
  section: 'Free tools',
  updated: '2026-11-22',
};

/** The page entries of the free tools (the /tools hub and one page per tool), from the tool registry. */
export function toolPages(): PageEntry[] {
  return [
    TOOLS_HUB,
    ...allTools().map((tool): PageEntry => ({
      path: `/tools/${tool.slug}/`,
      title: tool.title,
      description: tool.description,
      share: 'default',
      updated: tool.updated,
    })),
  ];
}
