import type { HistoryRow, SpecialRateRow } from '@/content/minimum-wage/view';
import { changeText, dollars, longDate } from '@/content/minimum-wage/words';
import { cx } from '@/components/ui/cx';
import { ScrollTable } from './ScrollTable';
import styles from './minimum-wage.module.css';

function DateCell({ iso }: { iso: string }) {
  return <time dateTime={iso}>{longDate(iso)}</time>;
}

/** Every rate of the period, oldest first, with how long it lasted and how much it moved. */
export function RateHistoryTable({ name, rows }: { name: string; rows: HistoryRow[] }) {
  const withScope = rows.some((row) => row.appliesTo);
  const years = [...new Set(rows.map((row) => row.effectiveDate.slice(0, 4)))];
  const caption =
    years.length > 1
      ? `${name} minimum wage rates, ${years[0]} to ${years[years.length - 1]}`
      : `${name} minimum wage rate since ${years[0]}`;
  return (
    <ScrollTable id="rate-history" caption={caption} detail="The highlighted row is the rate in force now.">
      <thead>
        <tr>
          <th scope="col">Took effect</th>
          <th scope="col">In force until</th>
          <th scope="col" className={styles.num}>
            Minimum wage
          </th>
          <th scope="col" className={styles.num}>
            Tipped cash wage
          </th>
          <th scope="col">Change</th>
          {withScope ? <th scope="col">Applies to</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.effectiveDate} className={row.current ? styles.currentRow : undefined}>
            <th scope="row">
              <DateCell iso={row.effectiveDate} />
            </th>
            <td>
              {row.until ? (
                <DateCell iso={row.until} />
              ) : (
                <span className={styles.strong}>Still in force</span>
              )}
            </td>
            <td className={cx(styles.num, styles.strong)}>{dollars(row.hourly)}</td>
            <td className={styles.num}>
              {row.tippedCash === null ? (
                <span className={styles.muted}>Not in sources</span>
              ) : (
                <>
                  {dollars(row.tippedCash)}
                  {row.tippedPercent ? <span className={styles.muted}> ({row.tippedPercent}%)</span> : null}
                </>
              )}
            </td>
            <td>
              {row.change ? (
                <span className={row.change.amount > 0 ? styles.up : undefined}>
                  {changeText(row.change)}
                </span>
              ) : (
                <span className={styles.muted}>Earliest rate listed</span>
              )}
            </td>
            {withScope ? <td className={styles.wrap}>{row.appliesTo ?? '—'}</td> : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Rates for particular groups (youth, seasonal, agricultural), one row per group, one column per date. */
export function SpecialRatesTable({
  name,
  dates,
  rows,
}: {
  name: string;
  dates: string[];
  rows: SpecialRateRow[];
}) {
  return (
    <ScrollTable id="special-rates" caption={`Other ${name} minimum wage rates`}>
      <thead>
        <tr>
          <th scope="col">Who</th>
          {dates.map((date) => (
            <th key={date} scope="col" className={styles.num}>
              From <DateCell iso={date} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, index) => (
              <td key={dates[index]} className={styles.num}>
                {value === null ? <span className={styles.muted}>Not in sources</span> : dollars(value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
