import type { z } from 'zod';
import type { landingPageSchema } from '../../schema/landing';

/** One job-search page as written, before the schema fills defaults. */
export type JobPageInput = z.input<typeof landingPageSchema>;

export const JOBS_UPDATED = '2026-11-22';

/** Every job-search guide with the line its link card shows on the other guides. */
const GUIDES = {
  'jobs-near-me': {
    title: 'Jobs near me',
    text: 'Local jobs, what they pay and where openings are posted beyond the big boards.',
  },
  'jobs-hiring-near-me': {
    title: 'Jobs hiring near me',
    text: 'How to tell which employers are really hiring now, and get in front of them fast.',
  },
  'part-time-jobs': {
    title: 'Part-time jobs',
    text: 'Part-time roles, what they pay over a year and your rights on hours and schedules.',
  },
  'jobs-hiring-immediately': {
    title: 'Jobs hiring immediately',
    text: 'Roles that start within days, the paperwork to have ready and the scams that copy them.',
  },
  'remote-customer-service-jobs': {
    title: 'Remote customer service jobs',
    text: 'Work-from-home support roles, the setup they need and how to spot a fake offer.',
  },
  'remote-marketing-jobs': {
    title: 'Remote marketing jobs',
    text: 'Remote roles in content, SEO, PR and design, and how to compete nationally.',
  },
  'data-entry-jobs': {
    title: 'Data entry jobs',
    text: 'Where real data entry work is today, the tests you will take and the scams to avoid.',
  },
  'sales-and-retail-jobs': {
    title: 'Sales and retail jobs',
    text: 'From sales floor to account executive: pay plans, commission and career steps.',
  },
  'digital-marketing-jobs': {
    title: 'Digital marketing jobs',
    text: 'SEO, paid media, email and analytics roles, and how to prove skills without experience.',
  },
  'marketing-jobs-near-me': {
    title: 'Marketing jobs near me',
    text: 'Local agencies, in-house teams and event roles, and how to network into them.',
  },
} as const;

export type JobGuide = keyof typeof GUIDES;

export const jobGuideSlugs = Object.keys(GUIDES) as JobGuide[];

export const jobGuidePath = (slug: JobGuide) => `/jobs/${slug}/`;

/** Link cards to other job-search guides. */
export function guideCards(slugs: readonly JobGuide[]): { title: string; text: string; href: string }[] {
  return slugs.map((slug) => ({ ...GUIDES[slug], href: jobGuidePath(slug) }));
}

/** The scam-report and help pages every guide may point to, written once. */
export const HELP = {
  ftcJobScams: 'https://consumer.ftc.gov/articles/job-scams',
  reportFraud: 'https://reportfraud.ftc.gov/',
  ic3: 'https://www.ic3.gov/',
  jobCenters: 'https://www.careeronestop.org/LocalHelp/AmericanJobCenters/find-american-job-centers.aspx',
  careerOneStop: 'https://www.careeronestop.org/',
  usajobs: 'https://www.usajobs.gov/',
  ooh: 'https://www.bls.gov/ooh/',
  oewsTables: 'https://www.bls.gov/oes/tables.htm',
  youthRules: 'https://www.youthrules.gov/',
  wageAndHour: 'https://www.dol.gov/agencies/whd',
} as const;
