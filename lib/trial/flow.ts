import { withUtm } from '@/lib/utm';

export const TRIAL_PAGE_PATH = '/try-for-free/';
export const TRIAL_THANK_YOU_PATH = '/try-for-free/thank-you/';

/** The analytics event a completed sign-up sends, with the Email property (spec §4). */
export const TRIAL_SIGNUP_EVENT = 'trial_signup';

/** Where a successful sign-up goes: the thank-you page with the current utm parameters. */
export function thankYouHref(currentSearch: string): string {
  return withUtm(TRIAL_THANK_YOU_PATH, currentSearch);
}
