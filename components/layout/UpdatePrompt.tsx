'use client';

import { buttonClass } from '@/components/ui/button-class';
import { switchTo } from '@/lib/offline/register';
import styles from './service-worker.module.css';

/** "A new version of this site is ready", loaded only when one is. */
export default function UpdatePrompt({ worker, onLater }: { worker: ServiceWorker; onLater: () => void }) {
  return (
    <div className={`${styles.update} no-print`} role="status">
      <p className={styles.text}>A new version of this site is ready.</p>
      <button
        type="button"
        className={buttonClass({ variant: 'primary', size: 'sm' })}
        onClick={() => switchTo(worker)}
      >
        Reload
      </button>
      <button type="button" className={buttonClass({ variant: 'secondary', size: 'sm' })} onClick={onLater}>
        Later
      </button>
    </div>
  );
}
