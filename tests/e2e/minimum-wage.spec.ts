// Why a browser: whether the pages hydrate without a console error, fit a 360 px phone with their
// tables scrolling inside their own region, and follow a link client-side; every figure, link and
// piece of structured data is read from the exported HTML in Node (builtPage), as a visitor without
// scripts gets it.
import { expect, test } from './support/test';
import { SITE_URL } from './support/site';
import { builtPage, labelled } from './support/built-page';
import { overflow } from './support/overflow';

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

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

test.describe('minimum-wage pages, as exported', () => {
  for (const { path, h1, rate } of PAGES) {
    test(`${path} has its h1, rate, own canonical and FAQ data`, () => {
      const page = builtPage(path);
      expect(text(page.querySelector('h1'))).toBe(h1);
      const figure = page.querySelector('[data-testid="rate-figure"]');
      expect(text(figure?.querySelector('data'))).toBe(rate);
      expect(text(figure)).toMatch(/In effect since \w+ \d{1,2}, \d{4}/);
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}${path}`);
      expect(page.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
        `${SITE_URL}${path}`,
      );
      const faq = JSON.parse(page.querySelector('script#faq-jsonld')?.textContent ?? '') as {
        '@type': string;
        mainEntity: unknown[];
      };
      expect(faq['@type']).toBe('FAQPage');
      expect(faq.mainEntity.length).toBeGreaterThanOrEqual(5);
      expect(text(labelled(page, 'aside', 'Disclaimer'))).toContain('Figures as of November 22, 2026');
    });
  }

  test('the overview table links every state page, highest first, each to its own h1', () => {
    const overview = builtPage('/minimum-wage/');
    const table = labelled(overview, '[role="region"]', /State minimum wages in 2026, highest first/);
    const links = [...table.querySelectorAll('a')];
    expect(links).toHaveLength(12);
    expect(new Set(links.map((link) => link.getAttribute('href')))).toEqual(
      new Set(PAGES.slice(1).map((entry) => entry.path)),
    );
    // Sorted highest first on the server; the table works without scripts.
    expect(text(links[0])).toBe('Washington');
    expect(text(links.at(-1))).toBe('Ohio');
    expect(overview.querySelectorAll('#state-rates tbody tr')).toHaveLength(12);
    for (const entry of PAGES.slice(1)) {
      const link = links.find((anchor) => text(anchor) === entry.h1.replace(/ minimum wage 2026$/, ''));
      expect(link?.getAttribute('href'), entry.h1).toBe(entry.path);
      expect(text(builtPage(entry.path).querySelector('h1'))).toBe(entry.h1);
    }
  });

  test('a state page shows its history and official sources, and no research notes', () => {
    const page = builtPage('/minimum-wage/ohio/');
    const history = labelled(page, '[role="region"]', /Ohio minimum wage rates, 2025 to 2026/);
    const rows = history.querySelectorAll('tr');
    expect(rows).toHaveLength(3);
    expect(text(rows[rows.length - 1])).toContain('$11.00');
    const sources = labelled(page, 'ol, ul', 'Official sources').querySelectorAll('li');
    expect(sources).toHaveLength(4);
    expect(text(sources[0])).toContain('Ohio Department of Commerce');
    expect(text(page.querySelector('#sources'))).toContain('Last reviewed November 22, 2026.');
    expect(text(page.querySelector('main'))).not.toMatch(/research notes|third parties/i);
    const takeHome = [...page.querySelectorAll('main a')].find((a) => text(a) === 'Estimate take-home pay');
    expect(takeHome?.getAttribute('href')).toMatch(
      /\/tools\/paycheck-calculator\/\?grossPay=440\.00&payFrequency=weekly&state=OH/,
    );
  });
});

test.describe('minimum-wage pages in a browser', () => {
  test('every page hydrates without a console error and fits a 360 px phone, its table scrolling inside its region', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { path, h1, rate } of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByTestId('rate-figure').locator('data')).toHaveText(rate);
      const wider = await overflow(page);
      expect(wider, path).toBeLessThanOrEqual(0);
      // The first table region: the state table on the overview, the rate history on a state page.
      const region = page.locator('[role="region"][tabindex="0"]').first();
      const scrolls = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(scrolls, `${path} table scrolls inside its region`).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test('a state link in the overview opens the state page', async ({ page }) => {
    await page.goto('/minimum-wage/');
    await page
      .getByRole('region', { name: /highest first/ })
      .getByRole('link', { name: 'Nevada', exact: true })
      .click();
    await expect(page).toHaveURL(/\/minimum-wage\/nevada\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nevada minimum wage 2026');
  });
});
