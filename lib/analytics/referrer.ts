export const REFERRER_KEY = 'firstReferrer';

/**
 * Keeps the first external referrer of the session: only when none is kept yet, and
 * only when it comes from another site, so internal navigation never overwrites it.
 */
export function rememberFirstReferrer(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  referrer: string,
  ownOrigin: string,
): boolean {
  if (!referrer) return false;
  let origin: string;
  try {
    origin = new URL(referrer).origin;
  } catch {
    return false;
  }
  if (origin === ownOrigin) return false;
  try {
    if (storage.getItem(REFERRER_KEY)) return false;
    storage.setItem(REFERRER_KEY, referrer);
    return true;
  } catch {
    // Storage can be disabled (private modes, blocked cookies); the site must go on without it.
    return false;
  }
}

export function firstReferrer(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    return storage.getItem(REFERRER_KEY);
  } catch {
    return null;
  }
}
