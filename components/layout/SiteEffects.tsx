'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { analyticsEnabled, trackPageView } from '@/lib/analytics/ga';
import { rememberFirstReferrer } from '@/lib/analytics/referrer';

/** Session behaviour of spec §2/§4: first external referrer kept; a page view per route or hash change. */
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

  return null;
}
