'use client';

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { CONSENT_OPEN, readChoice } from '@/lib/consent/choice';

const ConsentBanner = lazy(() => import('./ConsentBanner'));

/**
 * Most page views come from visitors who have already chosen, so the banner's code loads only
 * for a visitor with no stored choice, or when "Cookie settings" asks for it.
 */
export function ConsentGate() {
  // Read once at hydration (never on the server): whether this visitor has yet to choose.
  const undecided = useSyncExternalStore(noChange, hasNoChoice, () => false);
  const [reopen, setReopen] = useState(false);

  useEffect(() => {
    const open = () => setReopen(true);
    window.addEventListener(CONSENT_OPEN, open);
    return () => window.removeEventListener(CONSENT_OPEN, open);
  }, []);

  if (!undecided && !reopen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner reopen={reopen} />
    </Suspense>
  );
}

const noChange = () => () => undefined;
function hasNoChoice(): boolean {
  try {
    return readChoice(window.localStorage) === null;
  } catch {
    // Storage blocked: nothing can be remembered, so ask.
    return true;
  }
}
