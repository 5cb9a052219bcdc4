import { expect, test } from '@playwright/test';

test.describe('site shell', () => {
  test('phone: the menu opens as a modal drawer, keeps focus inside, and closes with Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/', { waitUntil: 'networkidle' });
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Start free trial' })).toBeVisible();
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
      expect(inside, 'focus stays inside the open menu').toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('links fetch their page on intent, not on sight, and still navigate in place', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.txt')) fetched.push(url.pathname);
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    expect(fetched, 'no page data fetched for links merely in view').toEqual([]);
    const link = page.getByRole('main').getByRole('link', { name: 'Start free trial' }).first();
    const target = (await link.getAttribute('href'))!;
    await link.hover();
    await expect.poll(() => fetched.filter((path) => path.startsWith(target)).length).toBeGreaterThan(0);
    await page.evaluate(() => ((window as unknown as { beforeNav: boolean }).beforeNav = true));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    expect(
      await page.evaluate(() => (window as unknown as { beforeNav?: boolean }).beforeNav),
      'a client-side navigation keeps the page’s JavaScript state',
    ).toBe(true);
  });

  test('desktop: menus open by keyboard and close with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/', { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggles = nav.locator('button[aria-expanded]');
    const count = await toggles.count();
    test.skip(count === 0, 'no navigation group has more than one page yet');
    const toggle = toggles.first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    // Escape from a link inside the menu: closed, and the focus is back on its button.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    // Tab past the last link: the menu closes behind the focus.
    await page.keyboard.press('Enter');
    const links = await panel.getByRole('link').count();
    for (let step = 0; step < links; step += 1) await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('every page links the RSS feed and the footer carries the rating', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('contentinfo')).toContainText('Rated 4.9/5 from 9,600 reviews');
    const feed = page.getByRole('contentinfo').getByRole('link', { name: 'RSS feed' });
    await expect(feed).toHaveCount(1);
    await expect(feed).toHaveAttribute('href', '/rss/feed.xml');
  });
});
