import type { ComponentProps, ReactNode } from 'react';
import styles from './card.module.css';
import { cx } from './cx';

export function Card({
  interactive,
  className,
  ...props
}: ComponentProps<'article'> & { interactive?: boolean }) {
  return <article className={cx(styles.card, interactive && styles.interactive, className)} {...props} />;
}

export function Badge({
  tone = 'brand',
  children,
}: {
  tone?: 'brand' | 'success' | 'neutral';
  children: ReactNode;
}) {
  return <span className={cx(styles.badge, tone !== 'brand' && styles[tone])}>{children}</span>;
}
