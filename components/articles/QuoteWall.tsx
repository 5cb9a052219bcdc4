import type { ReactNode } from 'react';
import styles from './quote-card.module.css';

/** Quote cards in balanced columns, as many as fit the width. */
export function QuoteWall({ children }: { children: ReactNode }) {
  return <div className={styles.wall}>{children}</div>;
}
