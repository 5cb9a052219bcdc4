'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore, type Toast } from '@/lib/toast/store';
import styles from './toaster.module.css';

/** A page loads the toast's own code only when it first shows one. */
const ToastItem = lazy(() => import('./ToastItem'));
const empty: readonly Toast[] = [];

/** Renders the toast store; the live region is always present so additions are announced politely. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.list, () => empty);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label="Notifications">
      <ol className={styles.list}>
        {toasts.length > 0 ? (
          <Suspense fallback={null}>
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={toastStore.remove} />
            ))}
          </Suspense>
        ) : null}
      </ol>
    </div>
  );
}
