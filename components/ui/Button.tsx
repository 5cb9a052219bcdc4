import Link from '@/components/ui/Link';
import type { ComponentProps } from 'react';
import { buttonClass, type ButtonLook as Common } from './button-class';

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
