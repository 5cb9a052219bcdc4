// Why a browser: the glossary's letter index, old #slug links that redirect in the page, and axe.
import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';
import { overflow } from './support/overflow';

/** Opens a glossary page, collecting console errors. */
async function open(page: Page, path = '/hr-glossary/') {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return errors;
}

const entries = (page: Page) => page.locator('section[id^="letter-"] li');
const index = (page: Page) => page.getByRole('navigation', { name: 'Glossary A to Z' });

test.describe('the HR glossary index', () => {
  test('lists at least 150 terms by letter, each linked to its own page', async ({ page }) => {
    const errors = await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HR glossary');
    const count = await entries(page).count();
    expect(count).toBeGreaterThanOrEqual(150);
    await expect(page.getByText(`${count} terms from A to Z.`)).toBeVisible();
    await expect(
      page.locator('li#cost-per-hire').getByRole('link', { name: 'Cost per hire' }),
    ).toHaveAttribute('href', '/hr-glossary/cost-per-hire/');
    await expect(index(page).getByRole('link', { name: 'C', exact: true })).toHaveAttribute(
      'href',
      '#letter-c',
    );
    await expect(index(page)).toContainText('X (no terms)');
    await index(page).getByRole('link', { name: 'T', exact: true }).click();
    await expect(page.locator('#letter-t')).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an old #slug link still lands on its term, one click from the term page', async ({ page }) => {
    const errors = await open(page, '/hr-glossary/#time-to-fill');
    const target = page.locator('li#time-to-fill');
    await expect(target).toBeInViewport();
    await target.getByRole('link', { name: 'Time to fill' }).click();
    await expect(page).toHaveURL(/\/hr-glossary\/time-to-fill\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Time to fill');
    expect(errors).toEqual([]);
  });

  test('publishes a DefinedTermSet pointing at the term pages', async ({ page }) => {
    await open(page);
    const json = await page.locator('script#glossary-jsonld').textContent();
    const data = JSON.parse(json ?? '') as { '@type': string; hasDefinedTerm: { url: string }[] };
    expect(data['@type']).toBe('DefinedTermSet');
    expect(data.hasDefinedTerm).toHaveLength(await entries(page).count());
    expect(data.hasDefinedTerm.map((term) => term.url)).toContainEqual(
      expect.stringMatching(/\/hr-glossary\/cost-per-hire\/$/),
    );
  });

  test('fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page);
    const wider = await overflow(page);
    expect(wider).toBeLessThanOrEqual(0);
  });
});

test.describe('a glossary term page', () => {
  test('shows the definition, formula, example, related terms and free tool; a related link opens its page', async ({
    page,
  }) => {
    const errors = await open(page, '/hr-glossary/turnover-rate/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turnover rate');
    await expect(page).toHaveTitle(/Turnover rate – Definition, Formula & Example/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/hr-glossary\/turnover-rate\/$/,
    );
    await expect(page.getByRole('heading', { name: 'Formula', level: 2 })).toBeVisible();
    await expect(
      page.getByText('Turnover rate = separations during the period ÷ average headcount × 100'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Example', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Attrition rate calculator/ })).toHaveAttribute(
      'href',
      '/tools/attrition-rate-calculator/',
    );
    const json = await page.locator('script#glossary-jsonld').textContent();
    expect(JSON.parse(json ?? '')).toMatchObject({ '@type': 'DefinedTerm', name: 'Turnover rate' });
    expect(await axeViolations(page)).toEqual([]);

    const related = page.locator('section[aria-labelledby="term-related"]');
    await related.getByRole('link', { name: 'Voluntary turnover' }).click();
    await expect(page).toHaveURL(/\/hr-glossary\/voluntary-turnover\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voluntary turnover');
    expect(errors).toEqual([]);
  });

  test('fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, '/hr-glossary/overtime/');
    const wider = await overflow(page);
    expect(wider).toBeLessThanOrEqual(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the index and a term page are complete', async ({ page }) => {
    await page.goto('/hr-glossary/');
    expect(await entries(page).count()).toBeGreaterThanOrEqual(150);
    await page.goto('/hr-glossary/fmla/');
    await expect(page.getByRole('heading', { name: 'Example', level: 2 })).toBeVisible();
  });
});
