'use client';

import { useEffect, useRef, useState } from 'react';
import { DISMISS_AFTER_MS, type Toast } from '@/lib/toast/store';
import styles from './toaster.module.css';

export default function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef<number>(DISMISS_AFTER_MS[toast.type]);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, onDismiss]);
  return (
    <li
      className={
        toast.type === 'ERROR' ? `${styles.toast} ${styles.error}` : `${styles.toast} ${styles.success}`
      }
      data-toast-type={toast.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss(toast.id);
      }}
    >
      <span aria-hidden="true" className={styles.icon}>
        {toast.type === 'ERROR' ? '!' : '✓'}
      </span>
      <p className={styles.message}>{toast.message}</p>
      <button
        type="button"
        className={styles.close}
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss notification"
      >
        ×
      </button>
    </li>
  );
}
