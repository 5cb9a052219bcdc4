/**
 * The visitor's consent to what is not strictly necessary: analytics (page measurement, and any
 * session recording) and experiments (A/B tests). Nothing of either runs until the visitor says
 * yes; the choice is kept on the device and can be changed from the footer at any time.
 */
export const CONSENT_KEY = 'quotient-consent';
/** Raised on window when the choice changes, and asked for by the footer's "Cookie settings". */
export const CONSENT_CHANGED = 'quotient-consent-changed';
export const CONSENT_OPEN = 'quotient-consent-open';

export type ConsentPurpose = 'analytics' | 'experiments';
export type ConsentChoice = Record<ConsentPurpose, boolean> & { at: string };

export const ALL_PURPOSES: readonly ConsentPurpose[] = ['analytics', 'experiments'];

export function readChoice(storage: Storage | undefined): ConsentChoice | null {
  try {
    const raw = storage?.getItem(CONSENT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    if (typeof value.analytics !== 'boolean' || typeof value.experiments !== 'boolean') return null;
    return { analytics: value.analytics, experiments: value.experiments, at: String(value.at ?? '') };
  } catch {
    return null;
  }
}

export function saveChoice(
  storage: Storage | undefined,
  choice: Record<ConsentPurpose, boolean>,
): ConsentChoice {
  const saved = { ...choice, at: new Date().toISOString() };
  try {
    storage?.setItem(CONSENT_KEY, JSON.stringify(saved));
  } catch {
    // Storage blocked: the choice holds for this page view only, and the banner asks again next time.
  }
  if (typeof window !== 'undefined')
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGED, { detail: saved }));
  return saved;
}

export function granted(storage: Storage | undefined, purpose: ConsentPurpose): boolean {
  return readChoice(storage)?.[purpose] === true;
}

/**
 * Google Consent Mode v2: the four signals gtag reads. Advertising is always denied (the site runs
 * no ads); analytics storage follows the visitor's choice.
 */
export function consentModeSignals(choice: ConsentChoice | null) {
  return {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: choice?.analytics ? 'granted' : 'denied',
  } as const;
}
