import type { Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../../lib/leads/bot-check';

/**
 * The lead and trial forms drop, as a bot's, a submit that comes sooner after the form showed than
 * a person could fill it. Playwright fills in milliseconds, so a test that needs its submission to
 * arrive waits that long first, as a person would have taken.
 */
export async function takeFillTime(page: Page): Promise<void> {
  await page.waitForTimeout(MIN_FILL_MS);
}
