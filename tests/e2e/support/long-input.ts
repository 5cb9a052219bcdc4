import { expect, type Page } from '@playwright/test';
import { idle } from './idle';
import { overflow } from './overflow';

/**
 * 100,000 characters: one unbroken run (a pasted URL, a token, a word with no spaces) and then
 * ordinary words, so both the no-break case and a long wrapped text are laid out.
 */
export const LONG_INPUT =
  `${'Supercalifragilistic'.repeat(2_500)} ${'the quick brown fox jumps over a lazy dog '.repeat(1_200)}`.slice(
    0,
    100_000,
  );

/** Every field a visitor types free text into, in a page's main content. */
export const TEXT_FIELDS = [
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

/**
 * Puts `LONG_INPUT` in every visible text field of the page, then checks the page is no wider than
 * each of `viewports` (results and messages may echo the text; flex and grid minimums may not give).
 */
export async function expectLongInputFits(
  page: Page,
  path: string,
  viewports: { width: number; height: number }[],
): Promise<void> {
  const fields = page.locator(TEXT_FIELDS);
  const count = await fields.count();
  let filled = 0;
  for (let index = 0; index < count; index += 1) {
    const field = fields.nth(index);
    if (!(await field.isVisible()) || !(await field.isEditable())) continue;
    await field.fill(LONG_INPUT);
    filled += 1;
  }
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await idle(page);
    expect(
      await overflow(page),
      `${path} (${filled} fields holding 100,000 characters) is wider than ${viewport.width} px`,
    ).toBeLessThanOrEqual(0);
  }
}
