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
      stack
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
              <td className={cx(styles.num, styles.strong)} data-label="Minimum wage">
                {dollars(row.hourly)}
              </td>
              <td data-label="In effect since">
                <time dateTime={row.effectiveDate}>{longDate(row.effectiveDate)}</time>
              </td>
              <td data-label="Official source">
                <a href={row.source.url} rel="noopener noreferrer">
                  {row.source.publisher}
                </a>
              </td>
              <td data-label="Last reviewed">
                <time dateTime={row.lastReviewed}>{longDate(row.lastReviewed)}</time>
              </td>
            </tr>
          ) : (
            <tr key={row.code} data-state={row.code}>
              <th scope="row" className={styles.sticky}>
                {row.name}
              </th>
              <td colSpan={2} className={styles.muted} data-label="Minimum wage">
                Not confirmed
              </td>
              <td data-label="Check with">
                <a href={row.department.url} rel="noopener noreferrer">
                  {row.department.agency}
                </a>
              </td>
              {/* Empty, so a phone's stacked row leaves it out: there is no rate to have reviewed. */}
              <td data-label="Last reviewed" />
            </tr>
          ),
        )}
      </tbody>
    </ScrollTable>
  );
}
