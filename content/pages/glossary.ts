import { defineEntries } from '../define';
import { pageEntrySchema } from '../schema/page';

/** The HR glossary; its terms live in content/glossary.ts. */
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
      updated: '2026-11-22',
    },
  ],
  'path',
);
