'use client';

import { useEffect, useState } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import styles from './service-worker.module.css';

type SaveDataNavigator = Navigator & { connection?: { saveData?: boolean } };

/**
 * Registers the service worker (worker/sw.ts) once the page has loaded, so it never competes with
 * the page's own first load; not when the visitor asked to save data, since it keeps every tool for
 * offline use. When a new version of the site has installed beside the running one, it offers to
 * switch: the page reloads under the new version.
 */
export function ServiceWorker() {
  const [waiting, setWaiting] = useState<globalThis.ServiceWorker | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    if ((navigator as SaveDataNavigator).connection?.saveData) return;
    let live = true;
    const offer = (worker: globalThis.ServiceWorker | null) => {
      // Without a controller this is the first install: there is nothing older to replace.
      if (live && worker && navigator.serviceWorker.controller) setWaiting(worker);
    };
    const register = () => {
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .then((registration) => {
          offer(registration.waiting);
          registration.addEventListener('updatefound', () => {
            const worker = registration.installing;
            worker?.addEventListener('statechange', () => {
              if (worker.state === 'installed') offer(worker);
            });
          });
        })
        .catch(() => undefined);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', register);
    };
  }, []);

  if (!waiting) return null;
  const update = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  return (
    <div className={`${styles.update} no-print`} role="status">
      <p className={styles.text}>A new version of this site is ready.</p>
      <button type="button" className={buttonClass({ variant: 'primary', size: 'sm' })} onClick={update}>
        Reload
      </button>
      <button
        type="button"
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        onClick={() => setWaiting(null)}
      >
        Later
      </button>
    </div>
  );
}
