import { defineEntries } from '../define';
import { glossary, type GlossaryEntry } from '../glossary';
import type { PageEntry } from '@/lib/seo/page-entry';
import { pageEntrySchema } from '../schema/page';

const UPDATED = '2026-11-26';

/** The path of a term's own page; the index keeps `#slug` anchors so links to the old one-page glossary still land. */
export const glossaryTermPath = (slug: string) => `/hr-glossary/${slug}/`;

/** Cuts at a word boundary so the description fits the 170 characters search results show. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}…`;
}

/** Title and description from the entry itself, so a new term needs no second place to edit. */
export function termPage(entry: GlossaryEntry): PageEntry {
  const name = entry.term;
  // Led by the glossary's name, not the term: a page named after a tool ("Offer letter") should not
  // outrank the tool itself in site search, where titles starting with the query score highest.
  const full = `HR Glossary: ${name} – Definition${entry.formula ? ', Formula' : ''} & Example`;
  const title = full.length <= 70 ? full : clip(`HR Glossary: ${name}`, 70);
  const lead = entry.short.length >= 50 ? entry.short : `${name}: ${entry.short} Definition and example.`;
  return {
    path: glossaryTermPath(entry.slug),
    title,
    description: clip(lead, 170),
    share: 'default',
    section: 'HR glossary',
    updated: UPDATED,
  };
}

/** The HR glossary index and one page per term (terms live in content/glossary.ts). */
export const glossaryPages = defineEntries(
  'content/pages/glossary.ts',
  pageEntrySchema,
  [
    {
      path: '/hr-glossary/',
      title: 'HR Glossary: Recruiting and HR Terms Defined',
      description:
        'Plain-English definitions of HR and recruiting terms, from applicant tracking system to yield ratio, with the formulas behind the metrics and free calculators.',
      share: 'default',
      section: 'HR glossary',
      updated: UPDATED,
    },
    ...glossary.map(termPage),
  ],
  'path',
);
