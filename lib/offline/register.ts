type SaveDataNavigator = Navigator & { connection?: { saveData?: boolean } };

/**
 * Registers the service worker (worker/sw.ts); not when the visitor asked to save data, since it
 * keeps every tool for offline use. `onWaiting` hears of a new version that has installed beside
 * the running one (never of the first install, which has nothing older to replace).
 */
export function registerServiceWorker(onWaiting: (worker: ServiceWorker) => void): void {
  if ((navigator as SaveDataNavigator).connection?.saveData) return;
  const offer = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) onWaiting(worker);
  };
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
}

/** Lets the waiting version take over, and reloads the page under it. */
export function switchTo(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
