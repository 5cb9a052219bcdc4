import { Section } from '@/components/ui/Section';
import type { WageTableSection } from '@/content/jobs/wage-table-schema';
import {
  annualText,
  employmentText,
  hourlyText,
  isFlag,
  longDate,
  rangeText,
} from '@/content/jobs/wage-format';
import { OEWS_CAVEATS, OEWS_SOURCE, wageFor, type OccupationWage } from '@/content/jobs/wages';
import longform from './longform.module.css';
import styles from './wage-table.module.css';

const COLUMNS = ['Occupation', 'US jobs', 'Median hourly', 'Median annual', 'Middle 80% earn'] as const;
const NUMBER_COLUMNS: readonly string[] = [COLUMNS[1], COLUMNS[2], COLUMNS[3]];
const PERCENTILES = '10th to 90th percentile';

type Row = { wage: OccupationWage; titles?: string };

function valuesOf(wage: OccupationWage) {
  return [...Object.values(wage.hourly), ...Object.values(wage.annual)];
}

/**
 * National pay for a few occupations with the source and its caveats right under the table, so
 * the figures are never read without their date. Styled as the site's content tables (cards on phones).
 */
export function WageTable({ section }: { section: WageTableSection }) {
  // The schema already refused unknown codes; the filter only narrows the type.
  const rows: Row[] = section.rows.flatMap((row) => {
    const wage = wageFor(row.soc);
    return wage ? [{ wage, titles: row.titles }] : [];
  });
  const flags = new Set(rows.flatMap((row) => valuesOf(row.wage)).filter(isFlag));
  const notes: string[] = [
    flags.has('#') ? OEWS_CAVEATS.topCoded : null,
    flags.has('*') ? OEWS_CAVEATS.notAvailable : null,
    OEWS_CAVEATS.annualIsFullTime,
    OEWS_CAVEATS.whatPayIncludes,
    OEWS_CAVEATS.employees,
    OEWS_CAVEATS.national,
  ].filter((note) => note !== null);
  return (
    <Section
      id={section.anchor}
      eyebrow={section.eyebrow}
      title={section.title}
      lead={section.lead}
      tone={section.tone}
    >
      <table className={longform.table} role="table">
        <caption className={longform.caption}>{section.caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={NUMBER_COLUMNS.includes(column) ? styles.number : undefined}
              >
                {column}
                {column === COLUMNS[4] ? (
                  <>
                    {' '}
                    <span className={styles.hint}>({PERCENTILES})</span>
                  </>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ wage, titles }) => (
            <tr key={wage.soc}>
              <th scope="row">
                <span className={styles.title}>{wage.title}</span>
                <span className={styles.soc}>SOC {wage.soc}</span>
                {titles ? <span className={styles.titles}>{titles}</span> : null}
              </th>
              <td data-label={COLUMNS[1]} className={styles.number}>
                {employmentText(wage.employment)}
              </td>
              <td data-label={COLUMNS[2]} className={styles.number}>
                {hourlyText(wage.hourly.median)}
              </td>
              <td data-label={COLUMNS[3]} className={styles.number}>
                {annualText(wage.annual.median)}
              </td>
              <td data-label={`${COLUMNS[4]} (${PERCENTILES})`}>
                <span className={styles.range}>
                  {rangeText(wage.annual.p10, wage.annual.p90, annualText)} a year
                </span>
                <span className={styles.rangeHourly}>
                  {rangeText(wage.hourly.p10, wage.hourly.p90, hourlyText)} an hour
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.source}>
        <p>
          Source:{' '}
          <a href={OEWS_SOURCE.url} rel="noopener noreferrer">
            {OEWS_SOURCE.publisher}, {OEWS_SOURCE.survey}
          </a>
          , {OEWS_SOURCE.reference} {OEWS_SOURCE.scope}, released {longDate(OEWS_SOURCE.released)}.
        </p>
        <ul className={styles.notes}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
