import { expect, test, type Page } from '@playwright/test';
import { SITE_URL } from './support/site';

/** The catalogue's thirteen minimum-wage pages, with the h1 and the rate each must show (data of 2026-11-22). */
const PAGES = [
  { path: '/minimum-wage/', h1: 'Minimum wage by state, 2026', rate: '$7.25' },
  { path: '/minimum-wage/ohio/', h1: 'Ohio minimum wage 2026', rate: '$11.00' },
  { path: '/minimum-wage/michigan/', h1: 'Michigan minimum wage 2026', rate: '$13.73' },
  { path: '/minimum-wage/massachusetts/', h1: 'Massachusetts minimum wage 2026', rate: '$15.00' },
  { path: '/minimum-wage/virginia/', h1: 'Virginia minimum wage 2026', rate: '$12.77' },
  { path: '/minimum-wage/illinois/', h1: 'Illinois minimum wage 2026', rate: '$15.00' },
  { path: '/minimum-wage/new-jersey/', h1: 'New Jersey minimum wage 2026', rate: '$15.92' },
  { path: '/minimum-wage/arizona/', h1: 'Arizona minimum wage 2026', rate: '$15.15' },
  { path: '/minimum-wage/colorado/', h1: 'Colorado minimum wage 2026', rate: '$15.16' },
  { path: '/minimum-wage/california/', h1: 'California minimum wage 2026', rate: '$16.90' },
  { path: '/minimum-wage/washington/', h1: 'Washington minimum wage 2026', rate: '$17.13' },
  { path: '/minimum-wage/maryland/', h1: 'Maryland minimum wage 2026', rate: '$15.00' },
  { path: '/minimum-wage/nevada/', h1: 'Nevada minimum wage 2026', rate: '$12.00' },
];

async function open(page: Page, path: string) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return errors;
}

const figure = (page: Page) => page.getByTestId('rate-figure');

test.describe('minimum-wage pages', () => {
  for (const { path, h1, rate } of PAGES) {
    test(`${path} loads with its h1, rate, own canonical and FAQ data`, async ({ page }) => {
      const errors = await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(figure(page).locator('data')).toHaveText(rate);
      await expect(figure(page)).toContainText(/In effect since \w+ \d{1,2}, \d{4}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE_URL}${path}`);
      const faq = JSON.parse((await page.locator('script#faq-jsonld').textContent()) ?? '') as {
        '@type': string;
        mainEntity: unknown[];
      };
      expect(faq['@type']).toBe('FAQPage');
      expect(faq.mainEntity.length).toBeGreaterThanOrEqual(5);
      await expect(page.getByRole('complementary', { name: 'Disclaimer' })).toContainText(
        'Figures as of November 22, 2026',
      );
      expect(errors).toEqual([]);
    });
  }

  test('the overview links reach every state page', async ({ page }) => {
    await open(page, '/minimum-wage/');
    const table = page.getByRole('region', { name: /State minimum wages in 2026, highest first/ });
    const links = table.getByRole('link');
    await expect(links).toHaveCount(12);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(PAGES.slice(1).map((entry) => entry.path)));
    // The table is sorted highest first on the server.
    await expect(links.first()).toHaveText('Washington');
    await expect(links.last()).toHaveText('Ohio');

    for (const entry of PAGES.slice(1)) {
      await page.goto('/minimum-wage/');
      await page
        .getByRole('region', { name: /highest first/ })
        .getByRole('link', { name: entry.h1.replace(/ minimum wage 2026$/, ''), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.h1);
    }
  });

  test('a state page shows its history and official sources, and no research notes', async ({ page }) => {
    await open(page, '/minimum-wage/ohio/');
    const history = page.getByRole('region', { name: /Ohio minimum wage rates, 2025 to 2026/ });
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').last()).toContainText('$11.00');
    const sources = page.getByRole('list', { name: 'Official sources' }).getByRole('listitem');
    await expect(sources).toHaveCount(4);
    await expect(sources.first()).toContainText('Ohio Department of Commerce');
    await expect(page.locator('#sources')).toContainText('Last reviewed November 22, 2026.');
    await expect(page.locator('main')).not.toContainText(/research notes|third parties/i);
    await expect(page.getByRole('link', { name: 'Estimate take-home pay' })).toHaveAttribute(
      'href',
      /\/tools\/paycheck-calculator\/\?grossPay=440\.00&payFrequency=weekly&state=OH/,
    );
  });

  test('fits a 360 px phone: tables scroll inside their region, never the page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/minimum-wage/', '/minimum-wage/new-jersey/']) {
      await open(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      // The first table region: the state table on the overview, the rate history on a state page.
      const region = page.locator('[role="region"][tabindex="0"]').first();
      const scrolls = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(scrolls, `${path} table scrolls inside its region`).toBe(true);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the overview table and a state figure are all there', async ({ page }) => {
    await page.goto('/minimum-wage/');
    await expect(page.locator('#state-rates tbody tr')).toHaveCount(12);
    await page.goto('/minimum-wage/california/');
    await expect(page.getByTestId('rate-figure').locator('data')).toHaveText('$16.90');
  });
});
