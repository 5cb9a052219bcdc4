// Why a browser: the header, menus, search dialog and footer are driven by keyboard and pointer.
import { expect, test } from './support/test';
import { axeViolations } from './support/axe';
import { idle } from './support/idle';
import { overflow } from './support/overflow';

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
    // The calls to action come first, and every group fits on the first screen, closed.
    const trial = drawer.getByRole('link', { name: 'Start free trial' });
    await expect(trial).toBeInViewport();
    await expect(drawer.getByRole('link', { name: 'Book a demo' })).toBeInViewport();
    const groups = drawer.getByRole('navigation', { name: 'Mobile' }).locator('button[aria-expanded]');
    expect(await groups.count()).toBeGreaterThanOrEqual(5);
    for (const toggle of await groups.all()) {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeInViewport();
    }
    const trialBox = (await trial.boundingBox())!;
    const firstGroup = (await groups.first().boundingBox())!;
    expect(trialBox.y, 'the calls to action sit above the menus').toBeLessThan(firstGroup.y);

    // A group opens by keyboard and shows its pages.
    const solutions = drawer.getByRole('button', { name: 'Solutions' });
    await solutions.focus();
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await solutions.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link')).toHaveCount(11);
    await expect(panel.getByRole('link', { name: 'SaaS companies' })).toBeVisible();
    expect(await axeViolations(page, { include: 'dialog[open]' })).toEqual([]);

    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
      expect(inside, 'focus stays inside the open menu').toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('site search loads on first use and finds a page by keyboard', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/search-index.json') indexRequests.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(indexRequests, 'no search index before the visitor asks').toEqual([]);

    const trigger = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    const box = dialog.getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toBeFocused();
    await page.keyboard.type('qwxzv');
    await expect(dialog.getByRole('status')).toHaveText('No results for “qwxzv”');
    expect(indexRequests).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // "/" opens it again; the index is not fetched twice.
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await box.fill('minimum wage ohio');
    const result = dialog.getByRole('link', { name: /Ohio/ }).first();
    await expect(result).toBeVisible();
    await expect(result.locator('mark').first()).toBeVisible();
    expect(await axeViolations(page, { include: 'dialog[open]' })).toEqual([]);
    const target = (await result.getAttribute('href'))!;
    await page.keyboard.press('ArrowDown');
    await expect(result).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ohio');
    await expect(dialog).toBeHidden();
    expect(indexRequests).toHaveLength(1);
  });

  test('links fetch their page on intent, not on sight, and still navigate in place', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.txt')) fetched.push(url.pathname);
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/', { waitUntil: 'networkidle' });
    await idle(page);
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
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Rated 4.9/5 from 9,600 reviews');
    const feed = footer.getByRole('link', { name: 'RSS feed' });
    await expect(feed).toHaveCount(1);
    await expect(feed).toHaveAttribute('href', '/rss/feed.xml');
    await expect(footer.getByRole('link', { name: 'Quotient on LinkedIn' })).toHaveAttribute(
      'href',
      /linkedin\.com/,
    );
    for (const href of ['/trust/', '/trust/accessibility/', '/recruiting-awards/', '/compare/'])
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
  });

  test('the header fits its row from phone to desktop', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    for (const width of [360, 1179, 1180, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const header = page.getByRole('banner');
      const last =
        width >= 1180
          ? header.getByRole('link', { name: 'Start free trial' })
          : header.getByRole('button', { name: 'Menu' });
      await expect(last, `${width} px`).toBeVisible();
      const box = (await last.boundingBox())!;
      expect(box.x + box.width, `${width} px: the last control is inside the window`).toBeLessThanOrEqual(
        width,
      );
      await expect(header.getByRole('button', { name: 'Search' })).toBeInViewport();
    }
  });

  test('the footer reads at phone width without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/', { waitUntil: 'networkidle' });
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const wider = await overflow(page);
    expect(wider).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, { include: 'footer' })).toEqual([]);
  });
});
