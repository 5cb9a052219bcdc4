import { linkExists } from '@/content/routes';

/**
 * Where a plan button goes. Content names the page it should open; until that page is built the
 * button opens the matching lead form instead of a broken link (a modal on every page).
 */
export function planHref(link: string): string {
  if (!link.startsWith('/') || linkExists(link)) return link;
  return link.startsWith('/book-demo') ? '#contactUs' : '#getStartedNew';
}

export const isExternal = (href: string) => /^https?:\/\//.test(href);
