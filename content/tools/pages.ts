import type { PageEntry } from '@/lib/seo/page-entry';
import { allTools } from './registry';

export const TOOLS_HUB: PageEntry = {
  path: '/tools/',
  title: 'Free Calculators and Converters for Work, Money and School',
  description:
    'Free online calculators and unit converters from Quotient: loans, interest, pay, pricing, HR metrics, grades and conversions, with every formula shown.',
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
