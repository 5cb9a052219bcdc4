import { expect, test } from './support/test';
import { SITE_URL } from './support/site';

test('the custom 404 page answers unknown URLs with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const body = await (await request.get('/robots.txt')).text();
  expect(body).toContain('User-Agent: *');
  expect(body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test('the RSS feed is RSS 2.0 and every page links it', async ({ page, request }) => {
  const response = await request.get('/rss/feed.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  expect(xml).toContain(
    `<atom:link href="${SITE_URL}/rss/feed.xml" rel="self" type="application/rss+xml" />`,
  );
  await page.goto('/');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    `${SITE_URL}/rss/feed.xml`,
  );
});

test('favicons are served', async ({ request }) => {
  for (const path of ['/favicon.ico', '/icon.svg', '/apple-icon.png']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});
