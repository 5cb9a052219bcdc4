'use client';

import { lazy, Suspense } from 'react';
import { toCsv } from '@/lib/kit/csv';
import { saveCsv } from '@/lib/kit/save-file';
import type { ChartView, TableView } from '@/lib/tools/view';
import styles from './island.module.css';
import { actionButton } from '../kit/buttons';
import kitStyles from '../kit/kit.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { cx } from '@/components/ui/cx';
import tableStyles from '@/components/ui/stack-table.module.css';

// uPlot and its drawing code load only on pages whose result has a chart, and only in the browser.
const ToolChart = lazy(() => import('./ToolChart'));

export function ResultTables({ chart, tables }: { chart?: ChartView; tables: readonly TableView[] }) {
  const inBrowser = useHydrated();
  if (!chart && !tables.length) return null;
  return (
    <section className={styles.tables} aria-label="Breakdown">
      {chart ? (
        <figure className={`${styles.chartBox} no-print`} aria-labelledby="chart-title">
          <figcaption id="chart-title" className={styles.chartTitle}>
            {chart.title}
            <span className={styles.chartNote}>
              {' '}
              · the same figures are in the table <a href={`#table-${chart.tableId}`}>below the chart</a>
            </span>
          </figcaption>
          {inBrowser ? (
            <Suspense fallback={<ChartPlaceholder />}>
              <ToolChart chart={chart} />
            </Suspense>
          ) : (
            <ChartPlaceholder />
          )}
        </figure>
      ) : null}
      {tables.map((table) => (
        <Table key={table.id} table={table} />
      ))}
    </section>
  );
}

export function ChartPlaceholder({ text = 'Loading the chart…' }: { text?: string }) {
  return (
    <div className={styles.chartPlaceholder} role="status">
      <span className={kitStyles.spinner} aria-hidden="true" />
      {text}
    </div>
  );
}

function Table({ table }: { table: TableView }) {
  const body = (
    <div
      className={kitStyles.tableScroll}
      tabIndex={0}
      role="region"
      aria-labelledby={`table-${table.id}-caption`}
    >
      {/* role="table": the rows stack on phones (stack-table.module.css), which some browsers
          would otherwise read as plain text. */}
      <table className={cx(kitStyles.table, tableStyles.stack)} role="table">
        <caption
          id={`table-${table.id}-caption`}
          className={table.folded ? 'visually-hidden' : styles.caption}
        >
          {table.caption}
        </caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? kitStyles.num : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td
                    key={cellIndex}
                    className={table.columns[cellIndex]?.numeric ? kitStyles.num : undefined}
                    data-label={table.columns[cellIndex]?.label}
                  >
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  const csv = table.csv;
  const download = csv ? (
    <button
      type="button"
      className={`${actionButton} no-print`}
      onClick={() => saveCsv(toCsv([csv.header, ...csv.rows.map((row) => row.map(cents))]), csv.filename)}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M11 4h2v9l3.5-3.5 1.4 1.4L12 16.8l-5.9-5.9 1.4-1.4L11 13zM5 18h14v2H5z"
          fill="currentColor"
        />
      </svg>
      Download CSV
    </button>
  ) : null;

  return (
    <div id={`table-${table.id}`} className={styles.tableBlock}>
      {table.folded ? (
        <details className={styles.fold}>
          <summary className={styles.foldSummary}>{table.caption}</summary>
          {download ? <div className={kitStyles.tableTools}>{download}</div> : null}
          {body}
        </details>
      ) : (
        <>
          {body}
          {download ? <div className={kitStyles.tableTools}>{download}</div> : null}
        </>
      )}
    </div>
  );
}

/**
 * The CSV keeps the figures unformatted (a spreadsheet reads them as numbers), rounded to cents as
 * the tables show them; the loan schedules are already whole cents, so their rows add up exactly.
 */
const cents = (value: string | number) => (typeof value === 'number' ? Math.round(value * 100) / 100 : value);
