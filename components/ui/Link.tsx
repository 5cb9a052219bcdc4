'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * The site's link: next/link, prefetching its page once the visitor shows intent (pointer over it,
 * a touch, keyboard focus) rather than as soon as it scrolls into view. A page shows dozens of
 * links (menu, footer, cards); fetching and parsing each one's page data right after hydration
 * kept a phone's main thread busy while the visitor was starting to read, which showed as blocking
 * time in the mobile performance budget (scripts/bench).
 * `prefetch={false}` still means never.
 */
export default function Link({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
