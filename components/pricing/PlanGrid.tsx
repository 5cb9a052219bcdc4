import type { Plan } from '@/content/plans';
import { PlanCard } from './PlanCard';
import styles from './pricing.module.css';

/**
 * The plan cards of a pricing page. Where a plan has a yearly price (content/plans.ts accepts one
 * only when it differs from twelve monthly ones), a monthly/yearly switch appears above the cards: two native radio buttons whose state CSS reads
 * (`:has()`), so it works by keyboard, without JavaScript, and costs nothing to load.
 */
export function PlanGrid({
  plans,
  id = 'plans',
  headingLevel = 'h3',
}: {
  plans: Plan[];
  id?: string;
  /** h2 when the cards sit right under the page's h1, h3 inside a titled section. */
  headingLevel?: 'h2' | 'h3';
}) {
  const hasToggle = plans.some((plan) => plan.annualPrice);
  const tiers = plans.filter((plan) => !plan.enterprise);
  const enterprise = plans.filter((plan) => plan.enterprise);
  return (
    <div className={styles.pricing} id={id}>
      {hasToggle ? (
        <fieldset className={styles.toggle}>
          <legend className={styles.toggleLegend}>Billing period</legend>
          <div className={styles.toggleOptions}>
            <input type="radio" name={`${id}-billing`} id={`${id}-monthly`} value="monthly" defaultChecked />
            <label htmlFor={`${id}-monthly`}>Monthly</label>
            <input type="radio" name={`${id}-billing`} id={`${id}-annual`} value="annual" />
            <label htmlFor={`${id}-annual`}>Yearly</label>
          </div>
        </fieldset>
      ) : null}
      <div className={styles.grid} data-count={tiers.length}>
        {tiers.map((plan) => (
          <PlanCard key={plan.id} plan={plan} headingLevel={headingLevel} />
        ))}
      </div>
      {enterprise.map((plan) => (
        <PlanCard key={plan.id} plan={plan} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
