import type { LimitStatus } from '@/lib/writing/limits';
import styles from './text.module.css';

const STATE_CLASS = {
  empty: styles.barEmpty,
  under: styles.barUnder,
  within: styles.barWithin,
  over: styles.barOver,
} as const;

/**
 * A bar filled to the share of the limit used, with its minimum marked. The sentence beside it
 * carries the meaning, so the bar itself is hidden from screen readers.
 */
export function LimitBar({ status, min, max }: { status: LimitStatus; min?: number; max: number }) {
  return (
    <div className={styles.bar} aria-hidden="true">
      <div
        className={`${styles.barFill} ${STATE_CLASS[status.state]}`}
        style={{ width: `${status.fill * 100}%` }}
      />
      {min !== undefined ? <div className={styles.barMin} style={{ left: `${(min / max) * 100}%` }} /> : null}
    </div>
  );
}
