import { defineEntries } from '../../define';
import { landingPageSchema } from '../../schema/landing';
import { candidateSourcingSoftware } from './candidate-sourcing-software';
import { sourcingForAiCompanies } from './sourcing-for-ai-companies';
import { talentSourcingPartners } from './talent-sourcing-partners';

/**
 * Landing pages for candidate sourcing: the sourcing software, managed sourcing partnerships and
 * sourcing for AI companies. Claims are the registered ones (content/claims.ts): 550 candidates
 * sourced and 213 assessed in 50 days, 2+ fit candidates in under 20 hours, 150+ candidates in a
 * year, hires in under 14 days; sourcing plan features from content/plans.ts.
 */
export const sourcingPages = defineEntries(
  'content/landing/sourcing/index.ts',
  landingPageSchema,
  [candidateSourcingSoftware, talentSourcingPartners, sourcingForAiCompanies],
  'path',
);
