import type { ReactNode } from 'react';
import styles from './live-summary.module.css';

/**
 * One line above a writing tool's text box that sticks under the header on phones, where the
 * counts or the check's outcome sit below a tall box and the keyboard covers the rest of the screen
 * while the visitor types. One line of fixed height, so a change never moves the box. Shown, not
 * announced: each tool's own status line is read out once typing pauses.
 */
export function LiveSummary({ children }: { children: ReactNode }) {
  return (
    <p className={styles.summary} data-live-summary="">
      {children}
    </p>
  );
}
