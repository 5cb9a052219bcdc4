import type { CSSProperties } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { Badge } from '@/components/ui/Card';
import { cx } from '@/components/ui/cx';
import type { Plan } from '@/content/plans';
import { sanitizePriceHtml } from '@/lib/sanitize/price';
import { isExternal, planHref } from './links';
import styles from './pricing.module.css';

/** One plan of spec §3. The price is content HTML and is sanitized here, at build time, before it is rendered. */
export function PlanCard({ plan, headingLevel = 'h3' }: { plan: Plan; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const href = planHref(plan.link);
  const external = isExternal(href);
  const accent = { '--plan-bg': plan.bgColor, '--plan-color': plan.color } as CSSProperties;
  return (
    <article
      id={`plan-${plan.id}`}
      className={cx(styles.plan, plan.recommended && styles.recommended)}
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
      <ul className={styles.points}>
        {plan.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
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
