'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { loadAbScript } from '@/lib/analytics/ab-hide';
import { analyticsEnabled, trackPageView, updateConsent } from '@/lib/analytics/ga';
import { CONSENT_CHANGED, granted } from '@/lib/consent/choice';
import { env } from '@/lib/env';
import { rememberFirstReferrer } from '@/lib/analytics/referrer';
import { outboxWaiting } from '@/lib/leads/outbox-key';

/**
 * Session behaviour of spec §2/§4: first external referrer kept; a page view per route or hash
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
    if (!analyticsEnabled()) return;
    void trackPageView(
      window.location.pathname + window.location.search + window.location.hash,
      document.title,
    );
    // Keyed on the path only: tools mirror their inputs into the query string as people type,
    // and each keystroke must not count as a page view.
  }, [pathname]);

  useEffect(() => {
    if (!analyticsEnabled()) return;
    const onHash = () =>
      void trackPageView(
        window.location.pathname + window.location.search + window.location.hash,
        document.title,
      );
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  // A choice made during the visit applies at once: measurement starts with this page, the A/B
  // script loads, or an already loaded gtag is told to stop storing.
  useEffect(() => {
    const onChoice = () => {
      updateConsent();
      if (analyticsEnabled())
        void trackPageView(
          window.location.pathname + window.location.search + window.location.hash,
          document.title,
        );
      if (env.abScriptUrl && granted(window.localStorage, 'experiments')) loadAbScript(env.abScriptUrl);
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
