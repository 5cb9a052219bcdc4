import { defineEntries } from '../define';
import { pageEntrySchema } from '../schema/page';

/** Pages of the site shell. Each page group keeps its own file beside this one. */
export const corePages = defineEntries(
  'content/pages/core.ts',
  pageEntrySchema,
  [
    {
      path: '/',
      title: 'Accelerate Hiring with Recruitment Automation Software',
      description:
        'Hire the top 10% of talent in half the time with AI sourcing, job-simulation skill assessments and one-way video interviews on one platform.',
      share: 'default',
      section: 'Recruitment automation',
    },
  ],
  'path',
);
