'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { CONSENT_CHANGED, granted } from '@/lib/consent/choice';
import { abScriptUrl, gaId } from '@/lib/analytics/switches';
import { rememberFirstReferrer } from '@/lib/analytics/referrer';
import { outboxWaiting } from '@/lib/leads/outbox-key';

/**
 * The measuring code loads only for a visitor who has agreed to it: most visitors never download it.
 */
let analyticsLoaded = false;
const analytics = () => {
  analyticsLoaded = true;
  return import('@/lib/analytics/ga');
};
function agreed(purpose: 'analytics' | 'experiments'): boolean {
  try {
    return granted(window.localStorage, purpose);
  } catch {
    return false;
  }
}
const measuring = () => Boolean(gaId) && agreed('analytics');
const here = () => window.location.pathname + window.location.search + window.location.hash;
const countView = () =>
  void analytics()
    .then(({ trackPageView }) => trackPageView(here(), document.title))
    .catch(() => undefined);

/**
 * What the site does once per session and per page: first external referrer kept; a page view per route or hash
 * change, once the visitor has agreed to analytics.
 */
export function SiteEffects() {
  const pathname = usePathname();

  useEffect(() => {
    try {
      rememberFirstReferrer(window.sessionStorage, document.referrer, window.location.origin);
    } catch {
      // sessionStorage itself can throw when storage is blocked.
    }
  }, []);

  useEffect(() => {
    if (measuring()) countView();
    // Keyed on the path only: tools mirror their inputs into the query string as people type,
    // and each keystroke must not count as a page view.
  }, [pathname]);

  useEffect(() => {
    const onHash = () => {
      if (measuring()) countView();
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  // A choice made during the visit applies at once: measurement starts with this page, the A/B
  // script loads, or an already loaded gtag is told to stop storing.
  useEffect(() => {
    const onChoice = () => {
      // A loaded gtag must hear a withdrawal; otherwise only an agreement loads the code.
      if (gaId && (analyticsLoaded || measuring()))
        void analytics()
          .then(({ updateConsent }) => {
            updateConsent();
            if (measuring()) countView();
          })
          .catch(() => undefined);
      const abScript = abScriptUrl;
      if (abScript && agreed('experiments'))
        void import('@/lib/analytics/ab-hide')
          .then(({ loadAbScript }) => loadAbScript(abScript))
          .catch(() => undefined);
    };
    window.addEventListener(CONSENT_CHANGED, onChoice);
    return () => window.removeEventListener(CONSENT_CHANGED, onChoice);
  }, []);

  // Leads kept on the device after a failed send go when the connection returns or on the next
  // visit. The sending code loads only when something is waiting.
  useEffect(() => {
    const resend = () => {
      let storage: Storage | undefined;
      try {
        storage = window.localStorage;
      } catch {
        return;
      }
      if (!navigator.onLine || !outboxWaiting(storage)) return;
      void import('@/lib/leads/resend')
        .then(({ resendSavedLeads }) => resendSavedLeads())
        .catch(() => undefined);
    };
    resend();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, []);

  return null;
}
