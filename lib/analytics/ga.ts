import { consentModeSignals, granted, readChoice } from '@/lib/consent/choice';
import { env } from '@/lib/env';

type GA = (typeof import('react-ga4'))['default'];

let loading: Promise<GA | null> | undefined;

type Gtag = (...args: unknown[]) => void;

/**
 * react-ga4 is imported only when a measurement ID is configured and the visitor has agreed to
 * analytics, so nothing of Google's loads or is sent before that. Consent Mode's defaults go into
 * the data layer before gtag.js does, as Google requires. Every helper is a no-op otherwise and
 * never throws.
 */
function ga(): Promise<GA | null> {
  if (!analyticsEnabled()) return Promise.resolve(null);
  loading ??= import('react-ga4')
    .then(({ default: ReactGA }) => {
      const w = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
      w.dataLayer ??= [];
      const push: Gtag = function () {
        // gtag reads the arguments object itself, not an array copy.
        // eslint-disable-next-line prefer-rest-params
        w.dataLayer!.push(arguments);
      };
      push('consent', 'default', { ...consentModeSignals(null), wait_for_update: 500 });
      push('consent', 'update', consentModeSignals(readChoice(window.localStorage)));
      ReactGA.initialize(env.gaId, { gtagOptions: { send_page_view: false } });
      return ReactGA;
    })
    .catch(() => null);
  return loading;
}

/** A measurement ID is configured and the visitor agreed to analytics on this device. */
export function analyticsEnabled(): boolean {
  if (!env.gaId || typeof window === 'undefined') return false;
  try {
    return granted(window.localStorage, 'analytics');
  } catch {
    return false;
  }
}

/** Whether the site has anything that needs consent at all; without it no banner is shown. */
export function consentNeeded(): boolean {
  return Boolean(env.gaId || env.abScriptUrl);
}

export async function trackPageView(page: string, title: string): Promise<void> {
  const client = await ga();
  client?.send({ hitType: 'pageview', page, location: window.location.href, title });
}

export async function trackEvent(
  name: string,
  params: Record<string, string | number | boolean> = {},
): Promise<void> {
  const client = await ga();
  client?.event(name, params);
}

/** After a change of mind: tell an already loaded gtag, which then stops or resumes storing. */
export function updateConsent(): void {
  if (!loading || typeof window === 'undefined') return;
  const w = window as unknown as { gtag?: Gtag };
  w.gtag?.('consent', 'update', consentModeSignals(readChoice(window.localStorage)));
}
