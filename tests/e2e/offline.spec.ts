// Why a browser: a service worker, its caches and an offline network exist only in a real browser.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { OUT } from './support/site';

test('after one visit, tools open offline: a tool already used with new inputs, and one never opened', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/tools/inches-to-feet/?value=30&from=inch');
  await expect(page.locator('output').first()).toContainText('30 inches is');
  // Shown once the page is in the worker's cache, which the worker fills as it installs.
  await expect(page.getByText('Available offline')).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  // The same tool with other inputs: the page from the cache, its converter code kept when first used.
  await page.goto('/tools/inches-to-feet/?value=48&from=inch');
  await expect(page.locator('output').first()).toContainText('48 inches is');
  await expect(page.locator('output').first()).toContainText('4');

  // A tool never opened before: its page and what it loads first were kept on the first visit.
  await page.goto('/tools/kpi-generator/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();

  // A page that is not a tool and was never visited is not there without a connection.
  const pricing = await page.goto('/pricing/sourcing/').catch(() => null);
  expect(pricing?.ok() ?? false).toBe(false);
  await context.close();
});

test('a new version of the site is offered, and taken on Reload', async ({ browser, baseURL }) => {
  const worker = join(OUT, 'sw.js');
  const original = readFileSync(worker, 'utf8');
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/tools/inches-to-feet/');
    await expect(page.getByText('Available offline')).toBeVisible({ timeout: 30_000 });
    const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
    expect(first).toContain('/sw.js');

    // A deploy: the worker's bytes change.
    writeFileSync(worker, `${original}\n// next version`);
    await page.reload();
    await expect(page.getByText('A new version of this site is ready.')).toBeVisible({ timeout: 30_000 });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByText('A new version of this site is ready.')).toBeHidden();
    // The page now runs under the new worker, which is active with none waiting.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return Boolean(registration?.active && !registration.waiting && navigator.serviceWorker.controller);
      }),
    ).toBe(true);
  } finally {
    writeFileSync(worker, original);
    await context.close();
  }
});
