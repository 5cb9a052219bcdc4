// Why a browser: what a browser tab keeps between tests (storage, cookies, routes, offline) is the
// browser's; this checks the shared tab of support/test.ts gives each test a first-time visitor.
import { expect, test } from './support/test';

test.describe.serial('the worker’s tab between two tests', () => {
  test('a test leaves storage, a cookie, a route, another tab and the connection off', async ({
    page,
    context,
  }) => {
    await page.goto('/privacy-policy/');
    await page.evaluate(async () => {
      localStorage.setItem('left-behind', '1');
      sessionStorage.setItem('left-behind', '1');
      document.cookie = 'left-behind=1; path=/';
      await new Promise((done) => {
        const request = indexedDB.open('left-behind');
        request.onupgradeneeded = () => request.result.createObjectStore('things');
        request.onsuccess = () => {
          request.result.close();
          done(null);
        };
      });
    });
    await page.route('**/pricing/sourcing/', (route) => route.fulfill({ body: 'routed' }));
    await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await context.setOffline(true);
    expect(await page.evaluate(() => localStorage.getItem('left-behind'))).toBe('1');
  });

  test('the next test meets none of it, with the stored consent and the default window', async ({
    page,
    context,
  }) => {
    expect(context.pages()).toHaveLength(1);
    const response = await page.goto('/pricing/sourcing/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
    const left = await page.evaluate(async () => ({
      local: localStorage.getItem('left-behind'),
      session: sessionStorage.getItem('left-behind'),
      cookie: document.cookie,
      databases: (await indexedDB.databases()).map((database) => database.name),
      consent: JSON.parse(localStorage.getItem('quotient-consent') ?? 'null') as unknown,
    }));
    expect(left).toEqual({
      local: null,
      session: null,
      cookie: '',
      databases: [],
      consent: { analytics: false, experiments: false, at: 'e2e' },
    });
  });
});
