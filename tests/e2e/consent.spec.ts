// Why a browser: what loads before and after a visitor's choice is the browser's own network traffic.
import { expect, test, type Page, type Request } from './support/test';

/**
 * Consent before measurement. The test build has a Google Analytics ID and an A/B script configured
 * (scripts/e2e-env.sh); these tests watch every request the page makes and prove that nothing of
 * either is requested before the visitor agrees, and that agreeing starts both at once.
 */
const gaId = process.env.NEXT_PUBLIC_GA_ID;
const abUrl = process.env.NEXT_PUBLIC_AB_SCRIPT_URL;

test.use({ storageState: { cookies: [], origins: [] } });

function watch(page: Page) {
  const tracking: string[] = [];
  const isTracking = (request: Request) =>
    /googletagmanager\.com|google-analytics\.com|doubleclick\.net/.test(request.url()) ||
    (abUrl !== undefined && request.url().startsWith(abUrl));
  page.on('request', (request) => {
    if (isTracking(request)) tracking.push(request.url());
  });
  return tracking;
}

test.beforeEach(async ({ page }) => {
  expect(gaId && abUrl, 'the end-to-end build needs scripts/e2e-env.sh').toBeTruthy();
  // No network here: answer gtag.js with a stand-in that only records what it is given.
  await page.route(/googletagmanager\.com\/gtag\/js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.gtagLoaded = true;' }),
  );
});

test('nothing is requested before consent, and nothing after Reject all', async ({ page }) => {
  const tracking = watch(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies and measurement' });
  await expect(banner).toBeVisible();
  await page.goto('/pricing/sourcing/');
  await page.goto('/tools/word-counter/');
  await page.waitForLoadState('networkidle');
  expect(tracking).toEqual([]);

  await page
    .getByRole('region', { name: 'Cookies and measurement' })
    .getByRole('button', { name: 'Reject all' })
    .click();
  await expect(banner).toBeHidden();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(banner).toBeHidden();
  expect(tracking).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});

test('Accept all starts measurement with Consent Mode signals, and the A/B script on the next page', async ({
  page,
}) => {
  const tracking = watch(page);
  await page.goto('/pricing/sourcing/');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => tracking.some((url) => url.includes(`gtag/js?id=${gaId}`))).toBe(true);
  await expect.poll(() => tracking.some((url) => url.startsWith(abUrl!))).toBe(true);
  const layer = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args)),
  );
  expect(layer.slice(0, 2)).toEqual([
    ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })],
    ['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_user_data: 'denied' })],
  ]);

  // A later page loads the A/B script from the head, before it paints, and is shown again.
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => (window as unknown as { abLoads?: number }).abLoads)).toBe(1);
  await expect(page.locator('html')).not.toHaveClass(/ab-hide/);
  await expect(page.getByRole('region', { name: 'Cookies and measurement' })).toBeHidden();
});

test('choosing only analytics loads analytics and never the A/B script', async ({ page }) => {
  const tracking = watch(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Choose' }).click();
  await page.getByRole('checkbox', { name: /Analytics/ }).check();
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect.poll(() => tracking.some((url) => url.includes('gtag/js'))).toBe(true);
  await page.goto('/pricing/sourcing/');
  await page.waitForLoadState('networkidle');
  expect(tracking.filter((url) => url.startsWith(abUrl!))).toEqual([]);
});
