import type { Page } from '@playwright/test';

/**
 * Resolves when the page's main thread has nothing left to do (or after `timeout` ms of being
 * busy): the state in which a check that something did NOT happen (a dialog, a request, a second
 * send) is meaningful, without guessing a fixed time.
 */
export function idle(page: Page, timeout = 2_000): Promise<unknown> {
  return page.evaluate(
    (limit) => new Promise((done) => requestIdleCallback(() => done(null), { timeout: limit })),
    timeout,
  );
}
