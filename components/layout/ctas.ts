import { linkExists } from '@/content/routes';

/** Where the two calls to action of every page go: their pages when built, else the lead modals. */
export function primaryCtas(): { trial: string; demo: string } {
  return {
    trial: linkExists('/try-for-free/') ? '/try-for-free/' : '#getStartedNew',
    demo: linkExists('/book-demo/') ? '/book-demo/' : '#contactUs',
  };
}
