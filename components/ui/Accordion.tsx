import type { ReactNode } from 'react';
import styles from './accordion.module.css';

export type AccordionItem = { question: string; answer: ReactNode };

/** Native disclosure: works by keyboard and without script. */
export function Accordion({ items }: { items: AccordionItem[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.summary}>{item.question}</summary>
          <div className={styles.answer}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
