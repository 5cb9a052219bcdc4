import type { Page } from '@playwright/test';

/** How far the page is wider than the window: 0 or less when it fits. */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
