// Why a browser: a frame on another origin, its height message and its layout at a phone's width
// exist only in a rendering browser.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { FAMILIES } from '../../content/tools/families';

const SLUG = 'loan-payment-calculator';

let host: Server;
let hostOrigin = '';
let snippet = '';

test.beforeAll(async () => {
  // Another site: 127.0.0.1 on its own port is another origin than the site's localhost.
  host = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Our careers blog</title></head>` +
        `<body style="margin:0"><main><h1>Plan a loan</h1>${snippet}</main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

test('a tool embedded on another site fits a phone, sizes its frame and is accessible', async ({
  page,
  baseURL,
}) => {
  await page.goto(`/tools/${SLUG}/`);
  await page.getByText('Embed this tool').click();
  const code = page.getByLabel(/Embed code for/);
  await expect(code).toHaveValue(new RegExp(`src="${baseURL}/embed/tools/${SLUG}/"`));
  snippet = await code.inputValue();

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${hostOrigin}/`);
  const frameElement = page.locator('iframe[data-quotient-embed]');
  // The embed page posts its height; the snippet's listener gives the frame exactly that.
  await expect
    .poll(() => frameElement.evaluate((frame: HTMLIFrameElement) => frame.style.height))
    .toMatch(/^\d+px$/);
  const frame = page.frameLocator('iframe[data-quotient-embed]');
  await expect(frame.locator('[data-ready="true"]').first()).toBeVisible();
  const inner = await frame.locator('html').evaluate((html) => ({
    height: Math.ceil(html.getBoundingClientRect().height),
    scrollWidth: html.scrollWidth,
    clientWidth: html.clientWidth,
  }));
  expect(inner.scrollWidth, 'no sideways scrolling inside the frame').toBeLessThanOrEqual(inner.clientWidth);
  await expect
    .poll(() => frameElement.evaluate((frame: HTMLIFrameElement) => parseInt(frame.style.height, 10)))
    .toBeGreaterThanOrEqual(inner.height - 1);
  const box = await frameElement.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);

  const credit = frame.getByRole('link', { name: /Powered by Quotient/ });
  await expect(credit).toHaveAttribute('href', `/tools/${SLUG}/`);
  await expect(credit).toHaveAttribute('target', '_blank');
  await expect(credit).toHaveAttribute('rel', /noopener/);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(/Loan payment calculator/i);
  // No site header or footer inside the frame.
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await expect(frame.getByRole('contentinfo')).toHaveCount(0);

  // Axe over the host page and, through it, the framed tool.
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('only the embed pages may be framed, and they point search engines at the full page', async ({
  request,
  baseURL,
}) => {
  const embed = await request.get(`/embed/tools/${SLUG}/`);
  expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(embed.headers()['x-frame-options']).toBeUndefined();
  const html = await embed.text();
  expect(html).toMatch(/<meta name="robots" content="noindex, ?follow"/);
  expect(html).toContain(`<link rel="canonical" href="`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/tools/${SLUG}/"`));

  const full = await request.get(`/tools/${SLUG}/`);
  expect(full.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(full.headers()['x-frame-options']).toBe('DENY');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/tools/${SLUG}/`);
  expect(sitemap).not.toContain('/embed/');
  expect(baseURL).toBeTruthy();
});

test('the embed page of one tool of every family loads without errors and fits 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const family of FAMILIES) {
    const slug = family.tools[0]!.slug;
    await page.goto(`/embed/tools/${slug}/`);
    await expect(page.getByRole('heading', { level: 1 }), slug).toHaveText(family.tools[0]!.name);
    await expect(page.getByRole('link', { name: /Powered by Quotient/ }), slug).toBeVisible();
    await page.waitForLoadState('load');
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(width[0], `${slug} scrolls sideways`).toBeLessThanOrEqual(width[1]!);
  }
  expect(errors).toEqual([]);
});
