import type { LandingPage } from '../schema/landing';
import { featurePages } from './features';
import { industryPages } from './industries';
import { interviewPages } from './interviews';
import { softwarePages } from './software';
import { solutionPages } from './solutions';
import { sourcingPages } from './sourcing';
import { guidePages } from './guides';
import { salesPages } from './sales';
import { legalPages } from './legal';
import { companyPages } from './company';
import { siteLegalPages } from './site-legal';
import { trustPages } from './trust';
import { jobPages } from './jobs';
import { definitionPages } from './definitions';

/**
 * Every landing page of the site, rendered by app/[...slug]/page.tsx. Each group beside this one
 * validates its own entries (defineEntries with landingPageSchema) and is listed here once; a group
 * of several pages is a folder with one file per page and an index.ts that lists them in order.
 */
const collections: readonly (readonly LandingPage[])[] = [
  featurePages,
  interviewPages,
  softwarePages,
  sourcingPages,
  solutionPages,
  industryPages,
  guidePages,
  salesPages,
  legalPages,
  companyPages,
  siteLegalPages,
  trustPages,
  jobPages,
  definitionPages,
];

export function landingPages(): LandingPage[] {
  return collections.flat();
}

export function landingAt(path: string): LandingPage | undefined {
  return landingPages().find((page) => page.path === path);
}
