import type { CSSProperties } from 'react';
import { Section } from '@/components/ui/Section';
import styles from './timeline.module.css';

type Milestone = { when: string; title: string; text: string };

/** A dated sequence (hour 0 to hour 48, a hiring season): a rail down the page on phones, across on wide screens. */
export function Timeline({
  eyebrow,
  title,
  lead,
  items,
  tone,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  items: Milestone[];
  tone?: 'plain' | 'muted';
}) {
  return (
    <Section eyebrow={eyebrow} title={title} lead={lead} tone={tone}>
      <ol className={styles.rail} style={{ '--count': items.length } as CSSProperties}>
        {items.map((item, index) => (
          <li key={`${index}-${item.when}`} className={styles.milestone}>
            <span className={styles.dot} aria-hidden="true" />
            <p className={styles.when}>{item.when}</p>
            <h3>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
