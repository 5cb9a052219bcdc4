/** The trial user's link token is kept in the browser under this key, which the app reads too. */
export const TRIAL_TOKEN_KEY = 'trialUserToken';

/** False when storage is unavailable (private mode, blocked cookies); the sign-up still counts. */
export function storeTrialToken(token: string, storage: Pick<Storage, 'setItem'> = localStorage): boolean {
  try {
    storage.setItem(TRIAL_TOKEN_KEY, token);
    return true;
  } catch {
    return false;
  }
}
