import type { FeatureRow, Plan } from '@/content/plans';
import { cx } from '@/components/ui/cx';
import styles from './plan-comparison.module.css';

/** Included or not, said in words for screen readers; the drawn mark is decoration for sighted readers. */
function Mark({ included }: { included: boolean }) {
  return (
    <span className={included ? styles.yes : styles.no}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="10" />
        {included ? <path d="m5.5 10.5 3 3 6-7" /> : <path d="M6 10h8" />}
      </svg>
      <span className="visually-hidden">{included ? 'Included' : 'Not included'}</span>
    </span>
  );
}

/**
 * Features × plans, from the same rows the cards are derived from. On a phone the table scrolls
 * sideways inside its own region (named and focusable, so a keyboard scrolls it too) with the
 * feature names held at the left, rather than widening the page.
 */
export function PlanComparison({
  id,
  caption,
  plans,
  rows,
}: {
  id: string;
  caption: string;
  plans: Plan[];
  rows: FeatureRow[];
}) {
  const captionId = `${id}-caption`;
  return (
    <div className={styles.card}>
      <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} id={id}>
          <caption id={captionId} className={styles.caption}>
            {caption}
            <span className={styles.hint} aria-hidden="true">
              Swipe sideways to see every plan.
            </span>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                Feature
              </th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className={cx(plan.recommended && styles.recommendedHead)}>
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                {plans.map((plan) => {
                  const value = row.values[plan.id];
                  return (
                    <td key={plan.id} className={cx(plan.recommended && styles.recommendedCell)}>
                      {typeof value === 'boolean' ? <Mark included={value} /> : value}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
