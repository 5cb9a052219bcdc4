import { withDeadline } from '@/lib/net/deadline';

/**
 * The trial sign-up. Posts the email form-encoded with a header naming the site's own origin, and
 * maps every answer to the message the visitor is shown for it.
 */

export const TRIAL_SIGNUP_PATH = '/api/trial-user/signup';

/** Past this the request is abandoned, so a hung service never leaves the form waiting. */
export const TRIAL_SIGNUP_TIMEOUT_MS = 10_000;

/** The header that tells the sign-up service which site the visitor signed up on. */
export const SITE_ORIGIN_HEADER = 'X-Site-Origin';

/**
 * Every try of one sign-up carries the same key (lib/trial/attempt.ts); a service that has seen
 * it answers with that sign-up's link token instead of creating another (the emulator does).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The sign-up service's own wording, kept letter for letter (the typo in "unexptected" included)
 * because the product's other clients show the same text.
 */
export const SIGNUP_MESSAGES = {
  errorField: 'error',
  unreadable: 'error while submitting',
  badStatus: 'unexptected error occurred',
  timeout: `The sign-up service did not answer within ${TRIAL_SIGNUP_TIMEOUT_MS / 1000} seconds. Your trial may have started anyway: look for the sign-in email, or try again; trying again will not start a second trial.`,
  network: 'We could not reach the sign-up service. Check your connection and try again.',
} as const;

export type SignupFailure = keyof typeof SIGNUP_MESSAGES;

export class TrialSignupError extends Error {
  constructor(readonly reason: SignupFailure) {
    super(SIGNUP_MESSAGES[reason]);
    this.name = 'TrialSignupError';
  }
}

type Options = {
  apiUrl: string;
  siteOrigin: string;
  /** The same for every try of this sign-up, so a retry after a late answer is not a second one. */
  idempotencyKey?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/** Resolves with the link token; rejects with a TrialSignupError whose message is shown as is. */
export async function signUpForTrial(
  email: string,
  { apiUrl, siteOrigin, idempotencyKey, timeoutMs = TRIAL_SIGNUP_TIMEOUT_MS, fetchImpl = fetch }: Options,
): Promise<string> {
  return withDeadline(timeoutMs, async (deadline) => {
    let response: Response;
    try {
      response = await fetchImpl(`${apiUrl}${TRIAL_SIGNUP_PATH}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
          [SITE_ORIGIN_HEADER]: siteOrigin,
          ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
        },
        body: new URLSearchParams({ email }).toString(),
        signal: deadline.signal,
      });
    } catch {
      throw new TrialSignupError(deadline.timedOut() ? 'timeout' : 'network');
    }
    // A non-200 answer carries a JSON body, but it is an unexpected error whatever it says.
    if (response.status !== 200) throw new TrialSignupError('badStatus');
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new TrialSignupError(deadline.timedOut() ? 'timeout' : 'unreadable');
    }
    if (!body || typeof body !== 'object') throw new TrialSignupError('unreadable');
    if ('error' in body) throw new TrialSignupError('errorField');
    const { linkToken } = body as { linkToken?: unknown };
    if (typeof linkToken !== 'string' || !linkToken) throw new TrialSignupError('unreadable');
    return linkToken;
  });
}
