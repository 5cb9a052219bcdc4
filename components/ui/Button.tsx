import Link from 'next/link';
import type { ComponentProps } from 'react';
import styles from './button.module.css';
import { cx } from './cx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'onDark';
type Size = 'sm' | 'md' | 'lg';
type Common = { variant?: Variant; size?: Size; block?: boolean };

export function buttonClass({ variant = 'primary', size = 'md', block }: Common, extra?: string): string {
  return cx(styles.button, styles[variant], size !== 'md' && styles[size], block && styles.block, extra);
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...props
}: Common & ComponentProps<'button'>) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...props} />;
}

/** A link styled as a button; hash links (`#contactUs`) open the site's modals. */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  href,
  ...props
}: Common & ComponentProps<'a'> & { href: string }) {
  const cls = buttonClass({ variant, size, block }, className);
  if (href.startsWith('/') && !href.startsWith('//')) return <Link href={href} className={cls} {...props} />;
  return <a href={href} className={cls} {...props} />;
}
