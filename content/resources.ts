import { defineEntries } from './define';
import { resourceCardSchema } from './schema/marketing';

/**
 * The free resource library: each card opens the freeTemplateDownload form,
 * and the file downloads once the lead is sent. Files at a path on this site are generated at build
 * from content/downloads/ (scripts/downloads.ts); tests check every card points at one of them.
 */
export const resources = defineEntries(
  'content/resources.ts',
  resourceCardSchema,
  [
    {
      title: 'Job description template',
      type: 'Template',
      text: 'A Word template with every section a strong job ad needs, from outcomes and must-haves to the pay range, with a note on what to write in each.',
      img: '/images/resources/job-description.svg',
      resource: '/api/jd-template',
      format: 'DOCX',
    },
    {
      title: 'Structured interview scorecard',
      type: 'Template',
      text: 'Rate every candidate on the same competencies with a 1–5 scale anchored in behavior, then debrief on evidence instead of impressions.',
      img: '/images/resources/interview-scorecard.svg',
      resource: '/downloads/interview-scorecard-template.docx',
      format: 'DOCX',
    },
    {
      title: 'Future-proof your staffing company',
      type: 'E-Book/Guide',
      text: 'A practical e-book for agency owners: where margins go, how to submit faster with assessments and video screening, the metrics to track and a 90-day plan.',
      img: '/images/resources/staffing-ebook.svg',
      resource: '/api/future-proof-your-staffing-company',
      format: 'PDF',
    },
  ],
  'resource',
);
