import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { Illustration, type IllustrationName } from '@/components/illustrations/Illustration';
import { cx } from '@/components/ui/cx';
import type { ScreenData } from '@/content/schema/screen';
import heroText from '@/components/ui/hero-text.module.css';
import styles from './sections.module.css';

type Props = {
  eyebrow?: string;
  title: string;
  lead: string;
  proof?: string;
  illustration?: IllustrationName;
  /** What the product screen shows, in the page's own words; without it, a general example. */
  screen?: ScreenData;
  primary: { label: string; href: string };
  secondary?: { label: string; href: string };
  children?: ReactNode;
};

/** The top band of a marketing page: the promise, one line of proof, two calls to action, a picture. */
export function Hero({
  eyebrow,
  title,
  lead,
  proof,
  illustration = 'dashboard',
  screen,
  primary,
  secondary,
  children,
}: Props) {
  return (
    <section className={cx(styles.hero, heroText.band)} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <div className={styles.heroCopy}>
          {eyebrow && <p className={heroText.pill}>{eyebrow}</p>}
          <h1 id="hero-title">{title}</h1>
          <p className={cx(heroText.lead, styles.heroLead)}>{lead}</p>
          <div className={styles.heroActions}>
            <ButtonLink href={primary.href} size="lg">
              {primary.label}
            </ButtonLink>
            {secondary && (
              <ButtonLink href={secondary.href} size="lg" variant="secondary">
                {secondary.label}
              </ButtonLink>
            )}
          </div>
          {proof && <p className={styles.heroProof}>{proof}</p>}
          {children}
        </div>
        <div className={styles.heroArt}>
          <Illustration name={illustration} screen={screen} />
        </div>
      </div>
    </section>
  );
}
