import { defineEntries } from '../define';
import { alternatives } from './alternatives';
import { comparisons } from './comparisons';
import { competitorEntrySchema, type CompetitorEntry } from './schema';

export type { CompetitorEntry } from './schema';

/** Every comparison and competitor page, validated once; the first alternative is the category page, listed first. */
export const competitorEntries: CompetitorEntry[] = defineEntries(
  'content/competitors',
  competitorEntrySchema,
  [...alternatives.slice(0, 1), ...comparisons, ...alternatives.slice(1)],
  'slug',
);

export const competitorPath = (entry: Pick<CompetitorEntry, 'slug'>) => `/compare/${entry.slug}/`;

export function competitorAt(slug: string): CompetitorEntry | undefined {
  return competitorEntries.find((entry) => entry.slug === slug);
}

/** The /compare/ index page. */
export const compareIndex = {
  eyebrow: 'Comparisons',
  title: 'How Quotient compares',
  lead: 'Side-by-side comparisons with other sourcing, assessment and video interview tools. Each page says what both products do, what only one does, and when we last checked.',
  comparisonsTitle: 'Head-to-head comparisons',
  alternativesTitle: 'Looking for an alternative?',
} as const;
