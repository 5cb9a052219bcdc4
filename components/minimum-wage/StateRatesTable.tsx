import Link from '@/components/ui/Link';
import type { StateView } from '@/content/minimum-wage/view';
import { dollars, longDate } from '@/content/minimum-wage/words';
import { nextShort } from '@/content/minimum-wage/faq';
import { cx } from '@/components/ui/cx';
import { byRateDescending } from '@/lib/minimum-wage/rates';
import { ScrollTable } from './ScrollTable';
import styles from './minimum-wage.module.css';

/** The states in the order the overview shows them: highest current rate first. */
export function ratedStates(states: readonly StateView[]): StateView[] {
  return byRateDescending(states.map((view) => ({ ...view, state: view.name, hourly: view.data.hourly })));
}

/** Every state's current rate, sorted on the server so it reads highest first with no script. */
export function StateRatesTable({ states, year }: { states: readonly StateView[]; year: number }) {
  return (
    <ScrollTable
      id="state-rates"
      caption={`State minimum wages in ${year}, highest first`}
      detail="Sorted by hourly rate. Each state links to its rules, history and sources."
    >
      <thead>
        <tr>
          <th scope="col" className={styles.sticky}>
            State
          </th>
          <th scope="col" className={styles.num} aria-sort="descending">
            Minimum wage
          </th>
          <th scope="col">In effect since</th>
          <th scope="col" className={styles.num}>
            Tipped cash wage
          </th>
          <th scope="col">Next scheduled increase</th>
        </tr>
      </thead>
      <tbody>
        {ratedStates(states).map((view) => (
          <tr key={view.slug} data-state={view.slug}>
            <th scope="row" className={styles.sticky}>
              <Link href={view.path}>{view.name}</Link>
            </th>
            <td className={cx(styles.num, styles.strong)}>{dollars(view.data.hourly)}</td>
            <td>
              <time dateTime={view.data.effectiveDate}>{longDate(view.data.effectiveDate)}</time>
            </td>
            <td className={styles.num}>
              {dollars(view.data.tippedCash)}
              {view.noTipCredit ? <span className={styles.muted}> (no tip credit)</span> : null}
            </td>
            <td>
              {view.next ? (
                <>
                  {dollars(view.next.hourly)} on{' '}
                  <time dateTime={view.next.effectiveDate}>{longDate(view.next.effectiveDate)}</time>
                </>
              ) : (
                <span className={styles.muted}>{nextShort(view).value}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
