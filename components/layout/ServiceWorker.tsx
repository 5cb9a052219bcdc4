'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

const UpdatePrompt = lazy(() => import('./UpdatePrompt'));

/**
 * Rendered by the tools hub and every tool page, which is where the site works offline; the other
 * pages carry none of its weight (once it runs, the worker serves them too, network first).
 * Starts the service worker once the page has loaded, so neither its code nor its work competes
 * with the page's first load; the registration (lib/offline/register.ts) and the update prompt
 * load only then, and only when needed.
 */
export function ServiceWorker() {
  const [waiting, setWaiting] = useState<globalThis.ServiceWorker | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let live = true;
    const start = () =>
      void import('@/lib/offline/register')
        .then(({ registerServiceWorker }) =>
          registerServiceWorker((worker) => {
            if (live) setWaiting(worker);
          }),
        )
        .catch(() => undefined);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', start);
    };
  }, []);

  return waiting ? (
    <Suspense fallback={null}>
      <UpdatePrompt worker={waiting} onLater={() => setWaiting(null)} />
    </Suspense>
  ) : null;
}
