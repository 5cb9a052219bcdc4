/**
 * One idempotency key per email per tab (sessionStorage), sent with every try of that sign-up. A
 * try the visitor was told had failed may still have reached the service (it answered after the
 * deadline); the retry carries the same key, so the service returns that sign-up, not a second.
 */
export const TRIAL_ATTEMPT_KEY = 'quotient-trial-attempt';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const session = (): Store | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The key of this tab's sign-up of `email`: the same until it succeeds or another email is tried. */
export function attemptKeyFor(email: string, storage: Store | undefined = session()): string {
  const normalised = email.trim().toLowerCase();
  try {
    const kept = JSON.parse(storage?.getItem(TRIAL_ATTEMPT_KEY) ?? 'null') as {
      email?: unknown;
      key?: unknown;
    };
    if (kept && kept.email === normalised && typeof kept.key === 'string' && kept.key) return kept.key;
  } catch {
    // Unreadable: start a new attempt.
  }
  const key = newKey();
  try {
    storage?.setItem(TRIAL_ATTEMPT_KEY, JSON.stringify({ email: normalised, key }));
  } catch {
    // Storage blocked: retries in this page still share the key through the caller.
  }
  return key;
}

export function clearTrialAttempt(storage: Store | undefined = session()): void {
  try {
    storage?.removeItem(TRIAL_ATTEMPT_KEY);
  } catch {
    // Nothing kept.
  }
}
