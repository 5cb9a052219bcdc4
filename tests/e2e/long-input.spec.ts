// Why a browser: whether 100,000 typed characters widen a page depends on layout (wrapping, flex and
// grid minimums, results and messages that echo the text), which only a rendering engine computes.
import { devices, expect, test, type Page } from '@playwright/test';
import { sitemapPaths } from './support/site';
import { idle } from './support/idle';

const DESKTOP = devices['Desktop Chrome'].viewport;
const PHONE = { width: 390, height: 844 };
/** Every tool of every family: each has its own fields, results and messages. */
const TOOLS = sitemapPaths().filter((path) => /^\/tools\/[^/]+\/$/.test(path));

/**
 * 100,000 characters: one unbroken run (a pasted URL, a token, a word with no spaces) and then
 * ordinary words, so both the no-break case and a long wrapped text are laid out.
 */
const LONG =
  `${'Supercalifragilistic'.repeat(2_500)} ${'the quick brown fox jumps over a lazy dog '.repeat(1_200)}`.slice(
    0,
    100_000,
  );

const TEXT_FIELDS = [
  'textarea',
  'input:not([type])',
  'input[type="text"]',
  'input[type="search"]',
  'input[type="email"]',
  'input[type="url"]',
  'input[type="tel"]',
]
  .map((selector) => `main ${selector}:not([readonly]):not([disabled])`)
  .join(', ');

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** One tab per worker: the framework's scripts come from the cache after the first tool. */
const typed = test.extend<object, { tab: Page }>({
  tab: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        ...devices['Desktop Chrome'],
        baseURL: workerInfo.project.use.baseURL,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

typed.describe('100,000 characters in every text field never widen the page', () => {
  for (const path of TOOLS) {
    typed(`${path} at 1280 and 390 px`, async ({ tab }) => {
      // A calculator with fourteen boxes recomputes after each 100,000-character fill.
      typed.setTimeout(120_000);
      await tab.setViewportSize(DESKTOP);
      await tab.goto(path, { waitUntil: 'load' });
      await idle(tab);
      const fields = tab.locator(TEXT_FIELDS);
      const count = await fields.count();
      let filled = 0;
      for (let index = 0; index < count; index += 1) {
        const field = fields.nth(index);
        if (!(await field.isVisible()) || !(await field.isEditable())) continue;
        await field.fill(LONG);
        filled += 1;
      }
      await idle(tab);
      expect(
        await overflow(tab),
        `${path} (${filled} fields filled) is wider than 1280 px`,
      ).toBeLessThanOrEqual(0);
      await tab.setViewportSize(PHONE);
      await idle(tab);
      expect(
        await overflow(tab),
        `${path} (${filled} fields filled) is wider than 390 px`,
      ).toBeLessThanOrEqual(0);
    });
  }
});
