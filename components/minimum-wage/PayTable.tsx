import type { FullTimePay } from '@/lib/minimum-wage/pay';
import { HOURS_PER_DAY, HOURS_PER_WEEK, HOURS_PER_YEAR } from '@/lib/minimum-wage/pay';
import { dollars } from '@/content/minimum-wage/words';
import { cx } from '@/components/ui/cx';
import { ScrollTable } from './ScrollTable';
import styles from './minimum-wage.module.css';

const ROWS: { key: keyof FullTimePay; label: string; hours: string }[] = [
  { key: 'hourly', label: 'Hour', hours: '1 hour' },
  { key: 'daily', label: 'Day', hours: `${HOURS_PER_DAY} hours` },
  { key: 'weekly', label: 'Week', hours: `${HOURS_PER_WEEK} hours` },
  { key: 'biweekly', label: 'Two weeks', hours: `${HOURS_PER_WEEK * 2} hours` },
  { key: 'monthly', label: 'Month', hours: `${HOURS_PER_YEAR.toLocaleString('en-US')} ÷ 12 hours` },
  { key: 'annual', label: 'Year', hours: `${HOURS_PER_YEAR.toLocaleString('en-US')} hours` },
];

/** Gross full-time pay at the state rate beside the federal rate, worked out when the site is built. */
export function PayTable({ name, pay, federal }: { name: string; pay: FullTimePay; federal: FullTimePay }) {
  return (
    <ScrollTable
      id="pay-table"
      caption={`Full-time pay at the ${name} minimum wage`}
      detail="Gross pay before taxes and deductions, 40 hours a week for 52 weeks."
    >
      <thead>
        <tr>
          <th scope="col">Per</th>
          <th scope="col" className={styles.num}>
            {name} minimum
          </th>
          <th scope="col" className={styles.num}>
            Federal minimum
          </th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.key}>
            <th scope="row">
              {row.label}
              <span className={styles.cellNote}> {row.hours}</span>
            </th>
            <td className={cx(styles.num, styles.strong)}>{dollars(pay[row.key])}</td>
            <td className={styles.num}>{dollars(federal[row.key])}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
