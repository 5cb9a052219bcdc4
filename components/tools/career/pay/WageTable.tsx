import {
  OEWS_SOURCE,
  PERCENTILES,
  formatEmployment,
  formatWage,
  wageNotes,
  type OccupationRow,
} from '@/lib/career/pay/oews';
import { TITLES_CREDIT } from '@/lib/career/pay/titles';
import styles from './pay.module.css';
import kitStyles from '../../kit/kit.module.css';

/**
 * One occupation's national figures: employment, means, the percentile table and its notes.
 * `matched`: the job title the visitor searched by, when it is not the occupation's own name.
 */
export function WageTable({ row, matched }: { row: OccupationRow; matched?: string }) {
  const [code, title, employment, hourlyMean, annualMean, hourly, annual] = row;
  const notes = wageNotes(row);
  return (
    <>
      <div>
        <h2 className={styles.sectionTitle}>{title}</h2>
        <p className={styles.code}>SOC code {code} · United States, all industries, May 2024</p>
        {matched ? <p className={styles.code}>Includes the job title “{matched}”.</p> : null}
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Employment</dt>
          <dd>{formatEmployment(employment)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Mean annual wage</dt>
          <dd>{formatWage(annualMean, 'year')}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Mean hourly wage</dt>
          <dd>{formatWage(hourlyMean, 'hour')}</dd>
        </div>
      </dl>
      <div className={kitStyles.tableScroll}>
        <table className={styles.table}>
          <caption>Wage percentiles: {title}</caption>
          <thead>
            <tr>
              <th scope="col">Percentile</th>
              <th scope="col">Hourly</th>
              <th scope="col">Annual</th>
            </tr>
          </thead>
          <tbody>
            {PERCENTILES.map((percentile, index) => (
              <tr key={percentile}>
                <th scope="row">{percentile}</th>
                <td>{formatWage(hourly[index] ?? '*', 'hour')}</td>
                <td>{formatWage(annual[index] ?? '*', 'year')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.hint}>
        The 10th percentile means 10% of workers in the occupation earn less and 90% earn more; the median is
        the middle. Wages are straight-time pay before deductions, without overtime, bonuses or benefits.
      </p>
      {notes.length ? (
        <ul className={styles.notes}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.source}>
        Source: {OEWS_SOURCE} <a href="https://www.bls.gov/oes/tables.htm">bls.gov/oes</a>
        {matched ? (
          <>
            {' '}
            {TITLES_CREDIT} <a href="https://www.onetcenter.org/database.html">onetcenter.org</a>
          </>
        ) : null}
      </p>
    </>
  );
}
