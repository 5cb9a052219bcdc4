import { defineEntries } from '../define';
import { pageEntrySchema } from '../schema/page';

/** The trial sign-up flow: sign-up form, then the thank-you page with the app link. */
export const trialPages = defineEntries(
  'content/pages/trial.ts',
  pageEntrySchema,
  [
    {
      path: '/try-for-free/',
      title: 'Try Quotient Free: AI Sourcing, Assessments and Video Interviews',
      description:
        'Start a free Quotient trial with your work email: job-simulation skill assessments, one-way video interviews and AI sourcing. No credit card needed.',
      share: 'default',
      section: 'Free trial',
    },
    {
      path: '/try-for-free/thank-you/',
      // Anyone can open this address, so its title and description claim no sign-up.
      title: 'Your Quotient Free Trial: Next Steps',
      description:
        'Next steps for a Quotient free trial: open the sign-in link in your inbox, build your first skill assessment and invite candidates.',
      share: 'none',
      section: 'Free trial',
    },
  ],
  'path',
);
