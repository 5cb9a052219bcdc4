import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Section';
import { cx } from '@/components/ui/cx';
import heroText from '@/components/ui/hero-text.module.css';
import styles from './page-intro.module.css';

/** The top of a hub page (blog, newsroom, customer stories): eyebrow, the page's h1, a lead and extras. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <header className={cx(styles.intro, heroText.band)}>
      <Container>
        <div className={styles.inner}>
          <p className={heroText.pill}>{eyebrow}</p>
          <h1>{title}</h1>
          <p className={cx(heroText.lead, styles.lead)}>{lead}</p>
          {children}
        </div>
      </Container>
    </header>
  );
}
