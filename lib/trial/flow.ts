import { withUtm } from '@/lib/utm';

export const TRIAL_PAGE_PATH = '/try-for-free/';
export const TRIAL_THANK_YOU_PATH = '/try-for-free/thank-you/';

/** The analytics event a completed sign-up sends, with the Email property the analytics reports group by. */
export const TRIAL_SIGNUP_EVENT = 'trial_signup';

/** Where a successful sign-up goes: the thank-you page with the current utm parameters. */
export function thankYouHref(currentSearch: string): string {
  return withUtm(TRIAL_THANK_YOU_PATH, currentSearch);
}

/**
 * Set in sessionStorage when a sign-up succeeds, so the thank-you page can tell a visitor who has
 * just signed up from one who opened its address directly (a bookmark, a shared link, a search
 * result). Per tab and per session: the claim "your trial has started" is only true right after it.
 */
export const TRIAL_STARTED_KEY = 'trialStarted';

/** False when storage is unavailable; the thank-you page then reads as for a direct visit. */
export function markTrialStarted(storage: Pick<Storage, 'setItem'> = sessionStorage): boolean {
  try {
    storage.setItem(TRIAL_STARTED_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

export function trialJustStarted(storage: Pick<Storage, 'getItem'> = sessionStorage): boolean {
  try {
    return storage.getItem(TRIAL_STARTED_KEY) === '1';
  } catch {
    return false;
  }
}
