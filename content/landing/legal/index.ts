import { defineEntries } from '../../define';
import { landingPageSchema } from '../../schema/landing';
import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms-of-service';

/**
 * Legal documents of the sourcing tool (Quotient Source: web app + browser extension), in plain
 * language. No hero: the first section is a document whose title is the page's h1. When a
 * document changes, change its effective date in shared.ts and tell customers as section "Changes" says.
 */
export const legalPages = defineEntries(
  'content/landing/legal/index.ts',
  landingPageSchema,
  [privacyPolicy, termsOfService],
  'path',
);
