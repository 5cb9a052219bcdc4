'use client';

import { useEffect, useState } from 'react';
import styles from './kit.module.css';

/**
 * "Available offline" once this page is in the service worker's cache (worker/sw.ts keeps every
 * tool page on the first visit): asked when the page loads and again once the worker is active.
 */
export function OfflineNote() {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('caches' in window)) return;
    let live = true;
    const check = () =>
      void caches
        .match(window.location.pathname, { ignoreSearch: true })
        .then((hit) => live && setKept(Boolean(hit)))
        .catch(() => undefined);
    check();
    void navigator.serviceWorker.ready.then(check);
    navigator.serviceWorker.addEventListener('controllerchange', check);
    return () => {
      live = false;
      navigator.serviceWorker.removeEventListener('controllerchange', check);
    };
  }, []);
  return (
    <p className={styles.offlineNote} role="status">
      {kept ? 'Available offline: this tool now works on this device without a connection.' : ''}
    </p>
  );
}
