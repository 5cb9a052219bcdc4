/**
 * The trial email as typed, per tab (sessionStorage), so a reload while the sign-up request is
 * under way does not empty the field. Cleared once the sign-up succeeds.
 */
export const TRIAL_DRAFT_KEY = 'quotient-trial-email';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const session = (): Store | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

export function readTrialDraft(storage: Store | undefined = session()): string {
  try {
    return storage?.getItem(TRIAL_DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveTrialDraft(email: string, storage: Store | undefined = session()): void {
  try {
    if (email.trim()) storage?.setItem(TRIAL_DRAFT_KEY, email);
    else storage?.removeItem(TRIAL_DRAFT_KEY);
  } catch {
    // Storage blocked: the field works, it just does not survive a reload.
  }
}

export function clearTrialDraft(storage: Store | undefined = session()): void {
  try {
    storage?.removeItem(TRIAL_DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}
