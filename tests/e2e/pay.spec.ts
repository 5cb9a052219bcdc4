// Why a browser: the pay tools look figures up and redraw their results as fields change.
import { expect, test, type Page } from './support/test';

/** The pay tools (family `career`, group `pay`): BLS OEWS wages and BEA price parities. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
}

test.describe('the salary finder', () => {
  test('loads the lists on first use and finds an occupation by a misspelt job title', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/data/oews-national-2024.json') || url.includes('/data/job-titles-2024.json')) {
        requests.push(new URL(url).pathname);
      }
    });
    await open(page, '/tools/salary-finder/');
    await expect(page.getByRole('heading', { level: 2, name: 'Human Resources Specialists' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'Median (50th) $35.05 $72,910' })).toBeVisible();
    await expect(page.getByText(/Figures are national, for the whole United States/)).toBeVisible();
    expect(requests).toEqual([]);

    const box = page.getByRole('combobox', { name: 'Occupation' });
    await box.click();
    await box.fill('sofware engineer');
    const top = page.getByRole('option').first();
    await expect(top).toContainText('Software Developers');
    await expect(top).toContainText('Matches “Software Engineer”');
    expect(requests.sort()).toEqual(['/data/job-titles-2024.json', '/data/oews-national-2024.json']);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Software Developers' })).toBeVisible();
    await expect(page.getByText('Includes the job title “Software Engineer”.')).toBeVisible();
    await expect(page.getByRole('row', { name: /^10th .* \$79,850$/ })).toBeVisible();
    await expect(page.getByText(/^Source: U.S. Bureau of Labor Statistics/)).toBeVisible();

    await box.fill('recuriter');
    await expect(page.getByRole('option').first()).toContainText('Human Resources Specialists');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Includes the job title “Recruiter”.')).toBeVisible();
  });
});

test.describe('the equivalent salary calculator', () => {
  test('compares two states, swaps them and switches to metro areas', async ({ page }) => {
    await open(page, '/tools/equivalent-salary-calculator/');
    const result = page.locator('output');
    await expect(result).toHaveText('$75,000 in Texas is about $86,890 in California.');
    await page.getByLabel('Salary where you are now ($ a year)').fill('100,000');
    await expect(result).toHaveText('$100,000 in Texas is about $115,854 in California.');
    await page.getByRole('button', { name: 'Swap the two places' }).click();
    await expect(result).toHaveText('$100,000 in California is about $86,316 in Texas.');
    await page.getByRole('radio', { name: 'Metro areas (2024)' }).check();
    const from = page.getByRole('combobox', { name: 'From' });
    await from.click();
    await from.fill('yuma');
    await page.keyboard.press('Enter');
    await expect(result).toHaveText(
      /^\$100,000 in Yuma, AZ is about \$121,\d{3} in New York-Newark-Jersey City, NY-NJ\.$/,
    );
  });
});

test.describe('the paycheck calculator', () => {
  test('hourly pay with overtime in New York City lists every deduction with its source', async ({
    page,
  }) => {
    await open(page, '/tools/paycheck-calculator/');
    await page.getByRole('radio', { name: 'By the hour' }).check();
    await page.getByLabel('Hourly rate').fill('28');
    await page.getByLabel('Regular hours per paycheck').fill('80');
    await page.getByLabel('Overtime hours per paycheck').fill('6');
    await page.getByLabel('State you work in').selectOption('NY');
    await page.getByLabel('Local income tax').selectOption('nycResident');
    // 28 × 1.5 × 6 = 252 of overtime; 28 × 80 + 252 = 2,492 gross
    await expect(page.getByRole('row', { name: /^Overtime pay \$252\.00 \$6,552\.00 FLSA/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Gross pay \$2,492\.00 \$64,792\.00/ })).toBeVisible();
    for (const line of [
      'New York City resident tax',
      'New York Paid Family Leave',
      'New York disability (DBL)',
    ])
      await expect(page.getByRole('rowheader', { name: line })).toBeVisible();
    await expect(
      page.getByRole('row', { name: /^Federal income tax .*IRS Pub\. 15-T \(2026\)/ }),
    ).toBeVisible();
  });

  test('a state whose 2026 figures are not confirmed says so in the result', async ({ page }) => {
    await open(page, '/tools/paycheck-calculator/');
    await page.getByLabel('State you work in').selectOption('UT');
    await expect(page.locator('output')).toContainText(
      'Utah: the 2026 figures could not be confirmed yet, so this uses the latest published (2025) figures.',
    );
    await page.getByLabel('State you work in').selectOption('NC');
    await expect(page.locator('output')).not.toContainText('could not be confirmed');
    await expect(page.getByRole('rowheader', { name: 'State income tax (North Carolina)' })).toBeVisible();
  });
});
