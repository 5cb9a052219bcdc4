import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Section';
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
    <header className={styles.intro}>
      <Container>
        <div className={styles.inner}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {children}
        </div>
      </Container>
    </header>
  );
}
