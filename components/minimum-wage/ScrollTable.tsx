import type { ReactNode } from 'react';
import styles from './minimum-wage.module.css';

/**
 * A table that scrolls sideways inside its own region on a narrow phone rather than widening the
 * page. The title sits outside the scrolling part so it stays readable; the region is named by it
 * and focusable, so keyboard users can scroll it too. The caption repeats the title for the table.
 */
export function ScrollTable({
  id,
  caption,
  detail,
  children,
}: {
  id: string;
  caption: string;
  detail?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <div className={styles.tableCard}>
      <div className={styles.tableHead}>
        <p id={titleId} className={styles.tableTitle}>
          {caption}
        </p>
        {detail ? <p className={styles.tableDetail}>{detail}</p> : null}
      </div>
      <div className={styles.scroll} role="region" aria-labelledby={titleId} tabIndex={0}>
        <table className={styles.table} id={id}>
          <caption className="visually-hidden">{caption}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}
