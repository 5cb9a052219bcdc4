// Why a browser: what a link shows before the page's scripts arrive, and the clipboard, exist only in
// a rendering browser.
import { expect, test, type Page } from '@playwright/test';

const names = (page: Page) => page.locator('main article h3').allInnerTexts();

test('a KPI scorecard’s copied link opens the same scorecard elsewhere, never the default first', async ({
  browser,
  baseURL,
}) => {
  const first = await browser.newContext({ baseURL });
  await first.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const page = await first.newPage();
  await page.goto('/tools/hr-kpi-generator/');
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
  await page.getByLabel('Number of KPIs').selectOption('4');
  await page
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(page).toHaveURL(/count=3.*drop=/);
  const shown = await names(page);
  expect(shown).toHaveLength(3);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(page.url());
  await first.close();

  // Before any script of the page's own arrives: the built default scorecard is not shown.
  const bare = await browser.newContext({ baseURL });
  const early = await bare.newPage();
  await early.route('**/_next/static/**/*.js', (route) => route.abort());
  await early.goto(link);
  await expect(early.getByText('Building the scorecard from your link…')).toBeVisible();
  await expect(early.locator('main article').first()).toBeHidden();
  await bare.close();

  const second = await browser.newContext({ baseURL });
  const later = await second.newPage();
  await later.goto(link);
  await expect.poll(() => names(later)).toEqual(shown);
  await expect(later.getByText('Building the scorecard from your link…')).toBeHidden();
  await second.close();
});
