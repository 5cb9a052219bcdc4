// Why a browser: the calculators compute as fields are typed, validate beside each field and keep results
// in the link.
import { overflow } from './support/overflow';
import { expect, test, type Page } from './support/test';
import { readFileSync } from 'node:fs';

/** Waits until the page's tool island has hydrated and loaded its calculator code. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
}

const result = (page: Page) => page.locator('output').first();

test.describe('the tools hub', () => {
  test('lists every tool by family and filters as you type', async ({ page }) => {
    await page.goto('/tools/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free tools for work, money and school');
    await expect(page.getByRole('heading', { level: 2, name: 'Calculators' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Converters and number tools' })).toBeVisible();
    const cards = page.locator('#tool-directory li');
    await expect(cards).toHaveCount(137);
    await page.getByLabel('Search the tools').fill('inches');
    await expect(page.locator('#tool-directory li:visible')).toHaveCount(4);
    await expect(page.getByRole('status').filter({ hasText: 'tools match' })).toHaveText(
      '4 of 137 tools match “inches”.',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Calculators' })).toBeHidden();
    await page.getByRole('link', { name: /Feet to inches converter/ }).click();
    await expect(page).toHaveURL(/\/tools\/feet-to-inches\/$/);
  });
});

test.describe('calculators in the browser', () => {
  test('loan payment: result as you type, a chart with its table, the schedule as CSV, and a link that reproduces it', async ({
    page,
  }) => {
    await open(page, '/tools/loan-payment-calculator/');
    await page.getByLabel(/Loan amount/).fill('200000');
    await page.getByLabel(/Interest rate/).fill('6');
    await page.getByLabel(/Loan term/).fill('30');
    // The textbook example: $200,000 at 6% over 30 years.
    await expect(result(page)).toContainText('$1,199.10');
    await expect(page.locator('.uplot canvas').first()).toBeVisible();
    await expect(page.locator('#table-by-year tbody tr')).toHaveCount(30);

    await page.locator('summary', { hasText: 'Full amortization schedule' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('loan-payment-schedule-monthly.csv');
    // A byte-order mark first, so Excel reads the file as UTF-8.
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const csv = text.slice(1).trim().split('\r\n');
    expect(csv[0]).toBe('Payment,Amount,Principal,Interest,Balance');
    expect(csv).toHaveLength(361);
    expect(csv[1]).toBe('1,1199.1,199.1,1000,199800.9');
    expect(csv[360]?.endsWith(',0')).toBe(true);

    await expect(page).toHaveURL(/amount=200000/);
    const link = page.url();
    const fresh = await page.context().newPage();
    await open(fresh, link);
    await expect(result(fresh)).toContainText('$1,199.10');
    await expect(fresh.getByLabel(/Loan amount/)).toHaveValue('200000');
  });

  test('bad input gets a message beside the field, never NaN, and nothing typed is lost', async ({
    page,
  }) => {
    await open(page, '/tools/compound-interest-calculator/');
    const rate = page.getByLabel(/Interest rate/);
    await rate.fill('1e999');
    await expect(page.getByText('Enter the interest rate as a number, like 5.')).toBeVisible();
    await expect(rate).toHaveValue('1e999');
    await page.getByLabel(/Years/).fill('0');
    await expect(page.getByText('The number of years must be more than zero.')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('NaN');
    await expect(page.locator('main')).not.toContainText('Infinity');
    await rate.fill('5');
    await page.getByLabel(/Years/).fill('10');
    await expect(result(page)).toContainText('$47,526.55');
  });

  test('copy result puts the figures and the link on the clipboard; reset restores the defaults', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/tools/tip-calculator/');
    await page.getByLabel(/Bill amount/).fill('100');
    await page.getByRole('textbox', { name: 'Tip (%)' }).fill('20');
    await page.getByLabel(/Split between/).fill('4');
    await expect(result(page)).toContainText('$30.00');
    await page.getByRole('button', { name: 'Copy result' }).click();
    await expect(page.getByText('Result and link copied.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Each of 4 people pays: $30.00');
    expect(copied).toContain('/tools/tip-calculator/?bill=100');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByLabel(/Bill amount/)).toHaveValue('86.40');
    await expect(page).toHaveURL(/\/tools\/tip-calculator\/$/);
  });

  test('GPA: rows of courses, a prior GPA, and errors beside the right cell', async ({ page }) => {
    await open(page, '/tools/gpa-calculator/');
    await expect(result(page)).toContainText('3.61');
    await page.getByRole('button', { name: '+ Add course' }).click();
    await page.getByLabel('Grade, course 5').selectOption('F');
    await page.getByLabel('Credits, course 5').fill('3');
    // (39.7 + 0) ÷ 14 credits
    await expect(result(page)).toContainText('2.84');
    await page.getByLabel('Credits, course 5').fill('three');
    await expect(page.getByText('Credits must be a number')).toBeVisible();
  });

  test('paycheck: a state adds its income tax line', async ({ page }) => {
    await open(page, '/tools/paycheck-calculator/');
    await expect(page.getByRole('rowheader', { name: 'State income tax' })).toBeVisible();
    await page.getByLabel('State you work in').selectOption('WA');
    await expect(page.getByText('Washington: no state income tax')).toBeVisible();
    await page.getByLabel('State you work in').selectOption('none');
    await expect(page.getByRole('rowheader', { name: 'State income tax' })).toHaveCount(0);
  });

  test('retirement: says whether the savings last, with a chart and its table', async ({ page }) => {
    await open(page, '/tools/retirement-calculator/');
    await expect(result(page)).toContainText('Your savings last to age 95');
    await page.getByLabel(/Income you want/).fill('150000');
    await expect(result(page)).toContainText('Your savings run out at age');
    await expect(page.locator('.uplot canvas').first()).toBeVisible();
  });

  test('a chart drawn on a wide window shrinks with it: no sideways scrolling on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/tools/car-payment-calculator/');
    await page.getByLabel(/Vehicle price/).fill('32000');
    const canvas = page.locator('.uplot canvas').first();
    // The chart is drawn again as the new price settles, so its canvas is measured by polling.
    const width = async () => (await canvas.boundingBox())?.width ?? 0;
    await expect.poll(width).toBeGreaterThan(600);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await expect.poll(width).toBeLessThanOrEqual(390);
    await expect.poll(width).toBeGreaterThan(0);
  });
});

test.describe('converters and number tools', () => {
  test('inches to feet divides by 12 both ways, naming the spec’s rounded 0.0833', async ({ page }) => {
    await open(page, '/tools/inches-to-feet/');
    await page.getByLabel('Inches', { exact: true }).fill('24');
    await expect(result(page)).toContainText('24 inches = 24 ÷ 12 = 2 feet');
    await expect(page.getByText('feet = inches ÷ 12 (1 in ≈ 0.0833 ft, rounded)').first()).toBeVisible();
    await page.getByRole('button', { name: /Swap/ }).click();
    await page.getByLabel('Feet', { exact: true }).fill('3');
    await expect(result(page)).toContainText('36');
    await expect(page.getByRole('heading', { name: 'Common feet to inches conversions' })).toBeVisible();
    await expect(page).toHaveURL(/value=3&from=foot/);
  });

  test('Celsius to Fahrenheit by formula, and nothing below absolute zero', async ({ page }) => {
    await open(page, '/tools/celsius-to-fahrenheit/');
    await page.getByRole('textbox', { name: 'Degrees Celsius' }).fill('37');
    await expect(result(page)).toContainText('98.6');
    await page.getByRole('textbox', { name: 'Degrees Celsius' }).fill('-300');
    await expect(page.getByText('That is below absolute zero (-273.15 °C).')).toBeVisible();
  });

  test('scientific calculator works by keyboard alone, with history and a clear parse error', async ({
    page,
  }) => {
    await open(page, '/tools/scientific-calculator/');
    const box = page.getByLabel('Expression', { exact: true });
    await box.fill('2^10');
    await box.press('Enter');
    await expect(result(page)).toContainText('1024');
    await expect(page.getByRole('button', { name: /2\^10 = 1024/ })).toBeVisible();
    await box.fill('sin(30)');
    await expect(result(page)).toContainText('0.5');
    await page.getByRole('radio', { name: 'Radians' }).check();
    await expect(result(page)).toContainText('-0.988');
    await box.fill('3*(4+');
    await box.press('Enter');
    await expect(page.locator('main')).not.toContainText('NaN');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveValue('3*(4+');
    await box.press('Escape');
    await expect(box).toHaveValue('');
    await box.press('ArrowUp');
    await expect(box).toHaveValue('2^10');
  });

  test('scientific keys insert at the cursor and memory keeps a number', async ({ page }) => {
    await open(page, '/tools/scientific-calculator/');
    await page.getByRole('button', { name: 'clear all' }).click();
    for (const name of ['square root', '9', 'close bracket', 'plus', '1'])
      await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByLabel('Expression', { exact: true })).toHaveValue('sqrt(9)+1');
    await expect(result(page)).toContainText('4');
    await page.getByRole('button', { name: 'add the answer to memory' }).click();
    await page.getByRole('button', { name: 'clear all' }).click();
    await page.getByRole('button', { name: 'memory recall' }).click();
    await page.getByRole('button', { name: 'times', exact: true }).click();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(result(page)).toContainText('8');
  });

  test('random numbers: all different when asked, and a clear message when the range is too small', async ({
    page,
  }) => {
    await open(page, '/tools/random-number-generator/');
    await page.getByLabel('Minimum').fill('1');
    await page.getByLabel('Maximum').fill('10');
    await page.getByLabel('How many numbers').fill('11');
    await page.getByText('No repeats (every number different)').click();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByText(/Only 10 different whole numbers lie between 1 and 10/)).toBeVisible();
    await page.getByLabel('How many numbers').fill('10');
    await page.getByText('Sort from smallest to largest').click();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(result(page)).toHaveText('10 numbers drawn: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10');
    await expect(page.locator('[data-drawn] span')).toHaveText([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
  });

  test('multiplication chart: size chosen, arrow keys move and read the product', async ({ page }) => {
    await open(page, '/tools/multiplication-chart/');
    await page.getByRole('radio', { name: '5 × 5' }).check();
    await expect(page.locator('table td')).toHaveCount(25);
    await page.locator('td[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('output').first()).toContainText('3 × 2 = 6');
    await expect(page).toHaveURL(/size=5/);
  });
});
