// Why a browser: whether the plan comparison fits a 390 px phone (it scrolls inside its own region,
// feature names held in view, the page never wider than the screen) and whether the Enterprise card
// spans the row on a desktop are layout, which only a browser computes. What the table and cards say
// is checked without one (tests/unit/pricing).
import { overflow } from './support/overflow';
import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';

const PAGES = ['/pricing/interview/', '/pricing/assessment/', '/pricing/sourcing/'];

async function pageOverflow(page: Page): Promise<number> {
  return overflow(page);
}

test.describe('pricing pages on a phone', () => {
  for (const path of PAGES) {
    test(`${path}: the comparison scrolls inside its region at 390 px, the page does not`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const region = page.getByRole('region', { name: /compared/ });
      await expect(region.getByRole('table')).toBeVisible();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

      const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);

      // Keyboard users scroll it too, and the feature names stay where they were.
      const feature = region.getByRole('rowheader').first();
      const before = (await feature.boundingBox())!.x;
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      expect(Math.abs((await feature.boundingBox())!.x - before)).toBeLessThan(1);
      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect
        .poll(() => region.evaluate((el) => el.scrollLeft + el.clientWidth - el.scrollWidth))
        .toBeGreaterThanOrEqual(-1);
      const lastPlan = region.getByRole('columnheader').last();
      const box = (await lastPlan.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);

      expect(await axeViolations(page, { include: 'main' })).toEqual([]);
    });
  }

  test('/pricing/assessment/ fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/pricing/assessment/');
    await expect(page.getByRole('table', { name: /compared/ })).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('pricing pages on a desktop', () => {
  test('the whole comparison is in view and the Enterprise card spans the row', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pricing/assessment/');
    const region = page.getByRole('region', { name: /compared/ });
    const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);

    const cards = page.locator('article[id^="plan-"]:not(#plan-enterprise)');
    await expect(cards).toHaveCount(3);
    const first = (await cards.first().boundingBox())!;
    const last = (await cards.last().boundingBox())!;
    const enterprise = (await page.locator('#plan-enterprise').boundingBox())!;
    expect(enterprise.y).toBeGreaterThan(first.y + first.height);
    expect(Math.abs(enterprise.x - first.x)).toBeLessThan(1);
    expect(Math.abs(enterprise.x + enterprise.width - (last.x + last.width))).toBeLessThan(1);
  });
});
