// Why a browser: notifications appear and are announced in the running page.
import { expect, test } from './support/test';

const uniqueEmail = () =>
  `toast.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@northwind-talent.com`;

test('a success toast is announced politely, pauses under the pointer and then leaves', async ({ page }) => {
  await page.clock.install();
  await page.goto('/features/#getStartedNew');
  const form = page.getByRole('dialog').locator('form');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await form.getByLabel('Full name').fill('Sam Lee');
  await form.getByLabel('Work email').fill(uniqueEmail());
  await form.getByLabel('Company').fill('Northwind Talent');
  await form.getByLabel('Job title').fill('Recruiter');
  await form.getByRole('button', { name: 'Get started' }).click();

  const region = page.getByRole('status', { name: 'Notifications' });
  await expect(region).toHaveAttribute('aria-live', 'polite');
  const toast = region.getByRole('listitem');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('Thanks, Sam.');
  await expect(toast).toHaveAttribute('data-toast-type', 'SUCCESS');

  await toast.hover();
  await page.clock.runFor(20_000);
  await expect(toast).toBeVisible();

  await page.mouse.move(0, 0);
  await page.clock.runFor(6_500);
  await expect(toast).toHaveCount(0);
});
