import { env } from '@/lib/env';

type GA = (typeof import('react-ga4'))['default'];

let loading: Promise<GA | null> | undefined;

/**
 * react-ga4 is imported only when a measurement ID is configured, so a site without analytics
 * ships none of it. Every helper is a no-op without the ID and never throws.
 */
function ga(): Promise<GA | null> {
  if (!env.gaId || typeof window === 'undefined') return Promise.resolve(null);
  loading ??= import('react-ga4')
    .then(({ default: ReactGA }) => {
      ReactGA.initialize(env.gaId, { gtagOptions: { send_page_view: false } });
      return ReactGA;
    })
    .catch(() => null);
  return loading;
}

export function analyticsEnabled(): boolean {
  return Boolean(env.gaId);
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
