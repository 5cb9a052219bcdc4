import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './phone-fold.module.css';

/**
 * Content that is folded behind a summary on phones and simply shown from tablet width up. It is
 * a native <details>: the links stay in the HTML for crawlers and for find-in-page (which opens it),
 * it works by keyboard and without script, and the wide layout is decided by CSS alone, so nothing
 * moves when the page hydrates.
 */
export function PhoneFold({
  summary,
  opened,
  className,
  summaryClassName,
  children,
}: {
  summary: ReactNode;
  /** What the summary says while open, e.g. "Show fewer"; the summary stays as it is without one. */
  opened?: ReactNode;
  className?: string;
  summaryClassName?: string;
  children: ReactNode;
}) {
  return (
    <details className={cx(styles.fold, className)} data-phone-fold="">
      <summary className={cx(styles.summary, summaryClassName)}>
        {opened ? (
          <>
            <span className={styles.closed}>{summary}</span>
            <span className={styles.opened}>{opened}</span>
          </>
        ) : (
          summary
        )}
      </summary>
      {children}
    </details>
  );
}
