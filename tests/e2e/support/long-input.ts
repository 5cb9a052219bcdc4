import { expect, type Page } from '@playwright/test';
import { idle } from './idle';
import { overflow } from './overflow';

/** One unbroken run (a pasted URL, a token, a word with no spaces) and then ordinary words. */
function longText(length: number): string {
  const run = 'Supercalifragilistic'.repeat(Math.ceil(length / 40));
  const words = 'the quick brown fox jumps over a lazy dog '.repeat(Math.ceil(length / 80));
  return `${run} ${words}`.slice(0, length);
}

/** A whole document pasted into a text box: 100,000 characters. */
export const LONG_PASTE = longText(100_000);
/**
 * What a one-line field gets: 5,000 characters, an unbroken run of 2,500 and then words. The run is
 * over 10,000 px at any legible size, so whatever does not wrap it is wider than 1280 px just as it
 * would be with 100,000; a one-line field holding a whole document only made each check slower (a
 * template with 34 fields took 28 s).
 */
export const LONG_LINE = longText(5_000);

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
 * Puts `LONG_PASTE` in every visible text box and `LONG_LINE` in every visible one-line field of the
 * page, then checks the page is no wider than each of `viewports` (results and messages may echo the
 * text; flex and grid minimums may not give).
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
    const box = await field.evaluate((element) => element.tagName === 'TEXTAREA');
    await field.fill(box ? LONG_PASTE : LONG_LINE);
    filled += 1;
  }
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await idle(page);
    expect(
      await overflow(page),
      `${path} (${filled} fields holding 5,000 to 100,000 characters) is wider than ${viewport.width} px`,
    ).toBeLessThanOrEqual(0);
  }
}
