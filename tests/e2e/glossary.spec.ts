import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';

/** Opens the glossary and waits for the search island to hydrate, collecting console errors. */
async function open(page: Page, path = '/hr-glossary/') {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-ready="true"]')).toBeVisible();
  return errors;
}

const terms = (page: Page) => page.locator('article[data-term]');
const status = (page: Page) => page.getByRole('status').filter({ hasText: /terms? (match|from)/ });
const index = (page: Page) => page.getByRole('navigation', { name: 'Glossary A to Z' });

test.describe('the HR glossary', () => {
  test('loads with every term, anchored by slug, and the A–Z index', async ({ page }) => {
    const errors = await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HR glossary');
    const count = await terms(page).count();
    expect(count).toBeGreaterThanOrEqual(55);
    await expect(status(page)).toHaveText(`${count} terms from A to Z.`);

    for (const slug of ['cost-per-hire', 'attrition-rate', 'i-9', 'w-2-vs-1099', 'yield-ratio']) {
      await expect(page.locator(`article#${slug} h3`)).toBeVisible();
    }
    await expect(page.locator('#cost-per-hire')).toContainText(
      'Cost per hire = (internal recruiting costs + external recruiting costs) ÷ total hires',
    );
    await expect(index(page).getByRole('link', { name: 'C', exact: true })).toHaveAttribute(
      'href',
      '#letter-c',
    );
    await expect(index(page).getByRole('link', { name: 'X', exact: true })).toHaveCount(0);
    await expect(index(page)).toContainText('X (no terms)');
    expect(errors).toEqual([]);
  });

  test('a #slug link lands on its term', async ({ page }) => {
    const errors = await open(page, '/hr-glossary/#time-to-fill');
    const target = page.locator('article#time-to-fill');
    await expect(target).toBeInViewport();
    await expect(target.getByRole('heading', { level: 3 })).toHaveText('Time to fill');
    await target.getByRole('link', { name: 'Cost of vacancy' }).click();
    await expect(page).toHaveURL(/#cost-of-vacancy$/);
    await expect(page.locator('article#cost-of-vacancy')).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test('typing filters the terms and announces the count; nothing found says so', async ({ page }) => {
    const errors = await open(page);
    const box = page.getByRole('searchbox', { name: 'Search the glossary' });
    await box.fill('turnover');
    await expect(page.locator('article#turnover-rate')).toBeVisible();
    await expect(page.locator('article#voluntary-turnover')).toBeVisible();
    await expect(page.locator('article#cost-per-hire')).toBeHidden();
    const shown = await page.locator('article[data-term]:visible').count();
    expect(shown).toBeGreaterThanOrEqual(2);
    await expect(status(page)).toHaveText(`${shown} terms match “turnover”.`);
    await expect(index(page).getByRole('link', { name: 'C', exact: true })).toHaveCount(0);
    await index(page).getByRole('link', { name: 'T', exact: true }).click();
    await expect(page.locator('#letter-t')).toBeInViewport();

    await box.fill('zzzz');
    await expect(status(page)).toHaveText('0 terms match “zzzz”.');
    await expect(page.getByText('No term matches “zzzz”.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /show all \d+ terms/ }).click();
    await expect(box).toHaveValue('');
    await expect(page.locator('article#cost-per-hire')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('links each metric with a free tool to that tool', async ({ page }) => {
    await open(page);
    const tool = page
      .locator('article#attrition-rate')
      .getByRole('link', { name: /Attrition rate calculator/ });
    await expect(tool).toHaveAttribute('href', '/tools/attrition-rate-calculator/');
  });

  test('publishes a DefinedTermSet with one term per entry', async ({ page }) => {
    await open(page);
    const json = await page.locator('script#glossary-jsonld').textContent();
    const data = JSON.parse(json ?? '') as { '@type': string; hasDefinedTerm: { url: string }[] };
    expect(data['@type']).toBe('DefinedTermSet');
    expect(data.hasDefinedTerm).toHaveLength(await terms(page).count());
    expect(data.hasDefinedTerm.map((term) => term.url)).toContainEqual(
      expect.stringMatching(/\/hr-glossary\/#cost-per-hire$/),
    );
  });

  test('fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every term is visible', async ({ page }) => {
    await page.goto('/hr-glossary/');
    const count = await page.locator('article[data-term]').count();
    expect(count).toBeGreaterThanOrEqual(55);
    await expect(page.locator('article[data-term]:visible')).toHaveCount(count);
  });
});
