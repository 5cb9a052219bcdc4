// Why a browser: every check here is layout on a 390 px screen (what is in view while typing, how
// tall the footer is, whether a table's figures fit the screen), which only a rendering engine
// computes; the markup of the folds and tables is unit-tested in tests/unit/phones/phone-folds.test.tsx.
import { expect, test, type Locator, type Page } from './support/test';
import { axeViolations } from './support/axe';

const PHONE = { width: 390, height: 844 };
/**
 * A phone's on-screen keyboard covers the lower part of the screen while the visitor types, and
 * the page keeps its full height behind it (Chrome on Android and Safari resize only the visual
 * viewport), so only this much of the top of an 844 px screen is seen: a bar fixed to the bottom
 * is under the keyboard.
 */
const ABOVE_KEYBOARD = 460;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** As the phone does when a field gets the keyboard: scrolls it up to sit just above the keys. */
async function typeAboveKeyboard(field: Locator, text: string) {
  await field.fill(text);
  await field.evaluate(
    (el, limit) => window.scrollBy(0, el.getBoundingClientRect().bottom - limit),
    ABOVE_KEYBOARD,
  );
}

/** Whether some element showing exactly `text` (or matching it) lies in the seen part of the screen. */
function shownAboveKeyboard(page: Page, text: string | RegExp) {
  const source = typeof text === 'string' ? { exact: text } : { pattern: text.source };
  return page.evaluate(
    ({ source, limit }) => {
      const wanted = (value: string) =>
        source.exact !== undefined ? value === source.exact : new RegExp(source.pattern!).test(value);
      return [...document.querySelectorAll<HTMLElement>('body *')].some((el) => {
        if (!wanted((el.textContent ?? '').trim()) || !el.checkVisibility()) return false;
        const box = el.getBoundingClientRect();
        // Visually hidden status lines are 1 px boxes: present for screen readers, not seen.
        return box.width > 2 && box.height > 2 && box.top >= 0 && box.bottom <= limit;
      });
    },
    { source, limit: ABOVE_KEYBOARD },
  );
}

/** Seen on screen; a closed fold's content keeps a box, so Playwright's visibility is not enough. */
const seen = (locator: Locator) => locator.evaluate((el) => el.checkVisibility());

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
}

test('the paycheck’s take-home figure stays in sight while the visitor fills the last fields', async ({
  page,
}) => {
  await ready(page, '/tools/paycheck-calculator/');
  await page.getByLabel('Gross pay per paycheck').fill('4000');
  await typeAboveKeyboard(page.getByLabel('Extra withholding per paycheck (W-4 Step 4c)'), '25');
  const output = page.locator('output').first();
  await expect(output).toContainText('Take-home pay');
  const figure = (await output.locator('span').nth(1).textContent())!.trim();
  expect(figure).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect.poll(() => shownAboveKeyboard(page, figure)).toBe(true);
  // The figure is told as it changes: the result is an <output>, a polite live region.
  await expect(output).toHaveRole('status');
});

test('no table is wider than a 390 px screen, and no figure in one is cut off', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of [
    '/tools/paycheck-calculator/',
    '/tools/loan-calculator/',
    '/tools/car-payment-calculator/',
    '/tools/retirement-calculator/',
    '/tools/gpa-calculator/',
    '/tools/inches-to-feet/',
  ]) {
    await ready(page, path);
    // Folded tables (a loan's schedule) too.
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('table')]
        .filter((table) => table.checkVisibility())
        .flatMap((table) => {
          const box = table.getBoundingClientRect();
          const cut = [...table.querySelectorAll('td, th')].filter(
            (cell) =>
              cell.getBoundingClientRect().right > window.innerWidth ||
              cell.scrollWidth > cell.clientWidth + 1,
          );
          return box.right > window.innerWidth || cut.length
            ? [
                `${table.caption?.textContent ?? 'table'}: ${Math.round(box.width)} px, ${cut.length} cells cut`,
              ]
            : [];
        }),
    );
    expect(wide, path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
      PHONE.width,
    );
  }
  await ready(page, '/tools/paycheck-calculator/');
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
});

test('the footer folds to a short list of columns on a phone and opens one by keyboard', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  const height = await footer.evaluate((el) => el.getBoundingClientRect().height);
  // It was 2,569 px: ninety links, two columns wide.
  expect(height).toBeLessThan(1_200);
  const legal = footer.locator('summary', { hasText: 'Legal' });
  const privacy = footer.locator('a[href="/privacy-policy/"]');
  expect(await seen(privacy)).toBe(false);
  await legal.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => seen(privacy)).toBe(true);
  expect(await axeViolations(page, { include: 'footer' })).toEqual([]);
});

test('on a wide screen every footer column is open, with no fold to press', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.locator('summary').first()).toBeHidden();
  const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  expect(await links.count()).toBeGreaterThan(60);
  expect(await links.evaluateAll((all) => all.filter((a) => !a.checkVisibility()).length)).toBe(0);
});

test('the tools hub and the glossary show more by keyboard, and are far shorter on a phone', async ({
  page,
}) => {
  for (const [path, before] of [
    ['/tools/', 23_453],
    ['/hr-glossary/', 29_438],
  ] as const) {
    await page.goto(path);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Heights at 390 px before the folds (scripts/bench/phone-heights.ts); at least a third off.
    expect(height, path).toBeLessThan((before * 2) / 3);
    const fold = page.locator('main details').first();
    // Not by role: a closed fold's links are out of the accessibility tree until it opens.
    const hidden = fold.locator('a').first();
    expect(await seen(hidden), path).toBe(false);
    await fold.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => seen(hidden)).toBe(true);
    // What it says on screen now (its "Show more" wording is still in the markup, hidden).
    expect(await fold.locator('summary').evaluate((el) => (el as HTMLElement).innerText.trim())).toBe(
      'Show fewer',
    );
  }
});

test('the word counter’s count stays in sight above the box while typing', async ({ page }) => {
  await ready(page, '/tools/word-counter/');
  const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
  await typeAboveKeyboard(page.getByLabel('Your text'), words);
  await expect(page.locator('[data-count="words"] dd')).toHaveText('120');
  await expect.poll(() => shownAboveKeyboard(page, /^120 words\b/)).toBe(true);
});

test('the grammar checker’s outcome stays in sight above the box while typing', async ({ page }) => {
  test.setTimeout(120_000);
  await ready(page, '/tools/grammar-checker/');
  await typeAboveKeyboard(page.getByLabel('Your text'), 'I saw the the cat today.');
  await expect(page.locator('[data-grammar-status]')).toContainText(/problem/);
  await expect.poll(() => shownAboveKeyboard(page, /^(\d+ problems?|No problems found)\b/)).toBe(true);
});
