import { defineEntries } from '../../define';
import { landingPageSchema } from '../../schema/landing';
import { privacyPolicy } from './privacy-policy';
import { termsAndConditions } from './terms-and-conditions';

/**
 * Site-wide legal documents: the website, its free tools and forms, and the Quotient Assess and
 * Quotient Interview platform (Quotient Source has its own, in legal/, whose style these follow).
 * The privacy policy describes what this site's code does: keep it true when that changes, e.g.
 * a new form, a new browser-storage key, a new outside service (lib/env.ts lists them). When a
 * document changes, change its effective date in
 * shared.ts.
 */
export const siteLegalPages = defineEntries(
  'content/landing/site-legal/index.ts',
  landingPageSchema,
  [privacyPolicy, termsAndConditions],
  'path',
);
