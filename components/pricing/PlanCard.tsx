import type { CSSProperties } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { Badge } from '@/components/ui/Card';
import { cx } from '@/components/ui/cx';
import type { Plan } from '@/content/plans';
import { sanitizePriceHtml } from '@/lib/sanitize/price';
import { isExternal, planHref } from './links';
import styles from './pricing.module.css';

/**
 * One plan card. The price is content HTML and is sanitized here, at build time, before it is
 * rendered. The Enterprise plan spans the row under the others, its list in columns.
 */
export function PlanCard({ plan, headingLevel = 'h3' }: { plan: Plan; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const href = planHref(plan.link);
  const external = isExternal(href);
  const accent = { '--plan-bg': plan.bgColor, '--plan-color': plan.color } as CSSProperties;
  return (
    <article
      id={`plan-${plan.id}`}
      className={cx(
        styles.plan,
        plan.recommended && styles.recommended,
        plan.enterprise && styles.enterprise,
      )}
      style={accent}
      aria-labelledby={`plan-${plan.id}-name`}
    >
      {plan.recommended ? (
        <p className={styles.ribbon}>
          <Badge>Recommended</Badge>
        </p>
      ) : null}
      <header className={styles.planHead}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG from public/, nothing to optimise */}
        <img src={plan.img} alt="" width={48} height={48} className={styles.planIcon} />
        <Heading id={`plan-${plan.id}-name`} className={styles.planName}>
          {plan.name}
        </Heading>
      </header>
      <p
        className={cx(styles.price, plan.annualPrice && styles.monthlyOnly)}
        dangerouslySetInnerHTML={{ __html: sanitizePriceHtml(plan.price) }}
      />
      {plan.annualPrice ? (
        <p
          className={cx(styles.price, styles.annualOnly)}
          dangerouslySetInnerHTML={{ __html: sanitizePriceHtml(plan.annualPrice) }}
        />
      ) : null}
      <p className={styles.desc}>{plan.desc}</p>
      <ul className={styles.points} aria-label={`${plan.name} includes`}>
        {plan.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {plan.notIncluded?.length ? (
        <div className={styles.missing}>
          <p id={`plan-${plan.id}-missing`} className={styles.missingTitle}>
            Not included
          </p>
          <ul aria-labelledby={`plan-${plan.id}-missing`}>
            {plan.notIncluded.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ButtonLink
        href={href}
        variant={plan.recommended ? 'primary' : 'secondary'}
        block
        className={styles.planButton}
        {...(external ? { rel: 'noopener' } : {})}
      >
        {plan.btnText}
        <span className="visually-hidden">
          {' '}
          – {plan.name}
          {external ? ' (secure checkout)' : ''}
        </span>
      </ButtonLink>
    </article>
  );
}
