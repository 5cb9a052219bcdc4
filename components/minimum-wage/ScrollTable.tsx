import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import stackTable from '@/components/ui/stack-table.module.css';
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
  stack = false,
  children,
}: {
  id: string;
  caption: string;
  detail?: ReactNode;
  /** Rows become labelled blocks on a phone (the design system's stack-table; cells carry data-label). */
  stack?: boolean;
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
        {/* role="table": some browsers drop table semantics when the stacked rows change display. */}
        <table
          className={cx(styles.table, stack && stackTable.stack)}
          id={id}
          role={stack ? 'table' : undefined}
        >
          <caption className="visually-hidden">{caption}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}
