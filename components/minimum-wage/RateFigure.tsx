import type { ReactNode } from 'react';
import { dollars, longDate } from '@/content/minimum-wage/words';
import styles from './minimum-wage.module.css';

export type Fact = { term: string; value: string; note?: string };

/** The rate in large type with its effective date, then the few facts people look for next. */
export function RateFigure({
  id,
  label,
  hourly,
  effectiveDate,
  facts,
  children,
}: {
  id: string;
  label: string;
  hourly: number;
  effectiveDate: string;
  facts: Fact[];
  children?: ReactNode;
}) {
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-label`} data-testid="rate-figure">
      <p className={styles.figureLabel} id={`${id}-label`}>
        {label}
      </p>
      <p className={styles.figureValue}>
        <data className={styles.figureAmount} value={hourly.toFixed(2)}>
          {dollars(hourly)}
        </data>{' '}
        <span className={styles.figureUnit}>an hour</span>
      </p>
      <p className={styles.figureSince}>
        In effect since <time dateTime={effectiveDate}>{longDate(effectiveDate)}</time>
      </p>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>
              {fact.value}
              {fact.note ? <small> {fact.note}</small> : null}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </figure>
  );
}
