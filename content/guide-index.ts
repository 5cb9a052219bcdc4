import { guidePages } from './landing/guides';
import { MINIMUM_WAGE_PATH } from './minimum-wage/view';
import { sitePages } from './routes';

const GLOSSARY_PATH = '/hr-glossary/';

/**
 * The list on /guides/, worked out from the page modules each time the page is built: a guide
 * added to content/landing/guides/ appears here by itself, and a path that is not a declared
 * page of the site is left out rather than linked.
 */
export type GuideLink = { href: string; title: string; description: string; updated?: string };
export type GuideGroup = { id: string; title: string; lead: string; items: GuideLink[] };

/** Card titles where the page's short section label would say too little on its own. */
const labels: Record<string, string> = {
  [MINIMUM_WAGE_PATH]: 'Minimum wage by state',
  '/tools/': 'Free calculators and converters',
  '/blog/': 'Hiring blog',
};

const JOB_GUIDES_PREFIX = '/jobs/';

const groups = (declared: string[]): { id: string; title: string; lead: string; paths: string[] }[] => [
  {
    id: 'hiring-guides',
    title: 'Hiring guides',
    lead: 'Step-by-step guides for running a hiring process, with examples, checklists and prompts to copy.',
    paths: guidePages.map((page) => page.path),
  },
  {
    id: 'hr-reference',
    title: 'HR reference',
    lead: 'Definitions and figures to check before you write a policy, a job ad or an offer.',
    // The glossary's index only: its term pages are reached from it.
    paths: [GLOSSARY_PATH, MINIMUM_WAGE_PATH],
  },
  {
    id: 'templates-and-tools',
    title: 'Templates, tools and articles',
    lead: 'Documents to download and edit, calculators that show their formulas, and longer reading.',
    paths: ['/hr-toolkit/', '/tools/', '/blog/'],
  },
  {
    id: 'job-search-guides',
    title: 'Job-search guides',
    lead: 'For job seekers: what common jobs involve and pay, how to search near you and how to spot a scam.',
    // Whatever job-search pages the site declares, so a new one is listed without editing this file.
    paths: declared.filter((path) => path.startsWith(JOB_GUIDES_PREFIX)),
  },
];

export function guideIndex(): GuideGroup[] {
  const pages = new Map(sitePages().map((page) => [page.path, page]));
  return groups([...pages.keys()])
    .map(({ paths, ...group }) => ({
      ...group,
      items: paths.flatMap((path): GuideLink[] => {
        const page = pages.get(path);
        if (!page) return [];
        return [
          {
            href: page.path,
            title: labels[path] ?? page.section ?? page.title,
            description: page.description,
            updated: page.updated,
          },
        ];
      }),
    }))
    .filter((group) => group.items.length > 0);
}
