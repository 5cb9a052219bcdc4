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
    // The footer's "Cookie settings" is server HTML; its press becomes the open event here.
    const onPress = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('[data-consent-open]'))
        window.dispatchEvent(new Event(CONSENT_OPEN));
    };
    window.addEventListener(CONSENT_OPEN, open);
    document.addEventListener('click', onPress);
    return () => {
      window.removeEventListener(CONSENT_OPEN, open);
      document.removeEventListener('click', onPress);
    };
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
