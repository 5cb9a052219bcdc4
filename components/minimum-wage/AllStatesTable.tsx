import Link from '@/components/ui/Link';
import { cx } from '@/components/ui/cx';
import type { JurisdictionRow } from '@/content/minimum-wage/jurisdictions';
import { dollars, longDate } from '@/content/minimum-wage/words';
import { ScrollTable } from './ScrollTable';
import styles from './minimum-wage.module.css';

/**
 * Every state and D.C., alphabetical. A state whose rate has not been confirmed here says so and
 * links its labour agency, so a visitor still leaves with the place to check.
 */
export function AllStatesTable({ rows, year }: { rows: readonly JurisdictionRow[]; year: number }) {
  const confirmed = rows.filter((row) => row.status === 'confirmed').length;
  return (
    <ScrollTable
      id="all-states"
      caption={`Minimum wage in all 50 states and D.C., ${year}`}
      detail={`${confirmed} rates confirmed against official sources, with their own pages; for the other ${rows.length - confirmed}, the agency that publishes the rate.`}
    >
      <thead>
        <tr>
          <th scope="col" className={styles.sticky}>
            State
          </th>
          <th scope="col" className={styles.num}>
            Minimum wage
          </th>
          <th scope="col">In effect since</th>
          <th scope="col">Official source</th>
          <th scope="col">Last reviewed</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) =>
          row.status === 'confirmed' ? (
            <tr key={row.code} data-state={row.code}>
              <th scope="row" className={styles.sticky}>
                <Link href={row.path}>{row.name}</Link>
              </th>
              <td className={cx(styles.num, styles.strong)}>{dollars(row.hourly)}</td>
              <td>
                <time dateTime={row.effectiveDate}>{longDate(row.effectiveDate)}</time>
              </td>
              <td>
                <a href={row.source.url} rel="noopener noreferrer">
                  {row.source.publisher}
                </a>
              </td>
              <td>
                <time dateTime={row.lastReviewed}>{longDate(row.lastReviewed)}</time>
              </td>
            </tr>
          ) : (
            <tr key={row.code} data-state={row.code}>
              <th scope="row" className={styles.sticky}>
                {row.name}
              </th>
              <td colSpan={2} className={styles.muted}>
                Not confirmed here: check with the state agency
              </td>
              <td>
                <a href={row.department.url} rel="noopener noreferrer">
                  {row.department.agency}
                </a>
              </td>
              <td className={styles.muted}>
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">Not reviewed</span>
              </td>
            </tr>
          ),
        )}
      </tbody>
    </ScrollTable>
  );
}
