// Why a browser: the converters' Swap and today's pay figures change in the page after a press.
import { expect, test, type Page } from './support/test';

/**
 * Three things a demanding visitor notices on the built (static) pages: Swap flips the pair it shows,
 * a date-dependent calculator shows figures for the visitor's date and not the build's, and a pay
 * sample never reads "$118,000 per hour".
 */

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
}

const result = (page: Page) => page.locator('output').first();

test('Swap flips 1 cm → 0.393701 in to 0.393701 in → 1 cm, and the address with it', async ({ page }) => {
  await open(page, '/tools/cm-to-inches/');
  await page.getByRole('textbox', { name: 'Centimeters' }).fill('1');
  await expect(result(page)).toContainText('1 centimeter is');
  await page.getByRole('button', { name: /Swap to in → cm/ }).click();
  await expect(page.getByRole('textbox', { name: 'Inches' })).toHaveValue('0.393701');
  await expect(result(page)).toContainText(/0\.393701 inches is\s*1 cm/);
  await expect(result(page)).not.toContainText('1.000001');
  await expect(page).toHaveURL(/\?value=0\.393701&from=inch$/);
});

test('the link Swap leaves opens on the same answer: 1 °F → −17.2222 °C → 1 °F, not 1.00004', async ({
  page,
}) => {
  await open(page, '/tools/celsius-to-fahrenheit/');
  await page.getByRole('button', { name: /Swap to °F → °C/ }).click();
  await page.getByRole('textbox', { name: 'Degrees Fahrenheit' }).fill('1');
  await expect(result(page)).toContainText(/1 degree Fahrenheit is\s*-17\.2222/);
  await page.getByRole('button', { name: /Swap to °C → °F/ }).click();
  await expect(page.getByRole('textbox', { name: 'Degrees Celsius' })).toHaveValue('-17.2222');
  await expect(page).toHaveURL(/\?value=-17\.22222&from=celsius$/);
  // Opened elsewhere, the link has no carried value: its own figure must give 1 °F.
  await open(page, page.url());
  await expect(result(page)).toContainText(/is\s*1 °F/);
  await expect(result(page)).not.toContainText('1.00004');
});

test('Social Security shows the claiming ages for the visitor’s date, a year after the build', async ({
  page,
}) => {
  // Born 1964-07-15 (the sample): on 1 March 2028, 63 and 7 months; the build's date gives less.
  await page.clock.setFixedTime(new Date(2028, 2, 1, 12));
  const age = '63 and 7 months';
  await open(page, '/tools/social-security-calculator/');
  await expect(page.locator('caption').first()).toContainText(`from your age now (${age})`);
  await expect(page.locator('tbody tr').first()).toContainText(age);
});

test('the offer letter’s sample pay turns hourly with the basis: never $118,000 per hour', async ({
  page,
}) => {
  await open(page, '/tools/offer-letter-generator/');
  const preview = page.getByTestId('document-preview');
  await expect(preview).toContainText('$118,000 per year');
  await page.getByRole('radio', { name: 'Hour' }).click();
  await expect(page.getByRole('textbox', { name: /^Pay\b/ })).toHaveValue('56.73');
  await expect(preview).toContainText('$56.73 per hour');
  await expect(preview).not.toContainText('118,000');
});
