import { defineEntries } from '../../define';
import { landingPageSchema } from '../../schema/landing';
import { affiliateMarketing } from './affiliate-marketing';
import { leadGenerationSoftware } from './lead-generation-software';
import { linkedinPeopleDirectory } from './linkedin-people-directory';
import { prospecting } from './prospecting';

/**
 * The sourcing tool (Quotient Source) used outside recruiting: sales prospecting, lead generation
 * and finding partners. These pages make no hiring claims; the product's published figures are about hiring.
 * Messaging-law summaries checked 2026-11-22 and framed as good practice, not legal advice.
 */
export const salesPages = defineEntries(
  'content/landing/sales/index.ts',
  landingPageSchema,
  [leadGenerationSoftware, linkedinPeopleDirectory, prospecting, affiliateMarketing],
  'path',
);
