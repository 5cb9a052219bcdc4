// Why a browser: the utilities (passwords and their strength, phone numbers, an email and a CSV checker)
// run in the page.
import { expect, test, type Page } from './support/test';
import { readFileSync } from 'node:fs';

/** The utility tools: password, phone, email, Excel formulas and boolean search. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
}

test.describe('utility tools in the browser', () => {
  test('password generator: five strong passwords, a passphrase, and a private strength check', async ({
    page,
  }) => {
    await open(page, '/tools/password-generator/');
    const passwords = page.locator('[data-password]');
    await expect(passwords).toHaveCount(5);
    const first = (await passwords.first().textContent()) ?? '';
    expect(first).toHaveLength(20);
    await expect(page.locator('[data-entropy]')).toContainText('bits each (very strong)');
    // The first batch was drawn in the browser, not baked into the HTML.
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(passwords.first()).not.toHaveText(first);

    await page.getByText('Passphrase (words)').click();
    await expect(passwords.first()).toHaveText(/^([A-Z][a-z]+-){4}[A-Z][a-z]+$/, { timeout: 30_000 });
    await expect(page.locator('[data-entropy]')).toContainText('Entropy: 64.6 bits each');

    await page.getByLabel('Password to check').fill('password123');
    await expect(page.getByText(/^Strength: Very weak/)).toBeVisible({ timeout: 30_000 });
  });

  test('phone number lookup: a UK mobile with its formats', async ({ page }) => {
    await open(page, '/tools/phone-number-lookup/');
    await page.getByLabel('Country').selectOption('GB');
    await page.getByLabel('Phone number').fill('07400 123456');
    const result = page.locator('[data-phone-result]');
    await expect(result).toContainText('Valid number', { timeout: 30_000 });
    await expect(page.locator('[data-phone-type]')).toHaveText('Mobile');
    await expect(page.locator('[data-format^="E.164"]')).toHaveText('+447400123456');
    await page.getByLabel('Phone number').fill('+999 123');
    await expect(result).toContainText('Invalid country calling code');
  });

  test('email checker: typo suggestion, free domain and a bulk CSV', async ({ page }) => {
    await open(page, '/tools/email-lookup/');
    await page.getByLabel('Email address').fill('jane@gmial.com');
    await page.getByRole('button', { name: 'jane@gmail.com' }).click();
    await expect(page.locator('[data-email-kind]')).toHaveText('Free or personal mail provider', {
      timeout: 30_000,
    });
    await page.getByText('A list (up to 1,000)').click();
    await page
      .getByLabel(/Addresses, one a line/)
      .fill('hr@quotient.ai\njane@mailinator.com\nnot-an-address');
    await page.getByRole('button', { name: 'Check addresses' }).click();
    await expect(page.locator('[data-bulk-summary]')).toContainText('3 checked: 2 valid, 1 invalid');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('email-check.csv');
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain('jane@mailinator.com,yes,,Disposable (throwaway) address,no,,,');
    expect(csv).toContain('not-an-address,no,No @ sign.,,no,,,');
  });

  test('Excel formula generator: describe, build and test on the sample', async ({ page }) => {
    await open(page, '/tools/excel-formula-generator/');
    await expect(page.locator('[data-formula="excel"]')).toHaveText(
      '=SUMIFS(F2:F9,D2:D9,"Sales",E2:E9,"West")',
    );
    const words = page.getByLabel('In your own words');
    await words.fill('average salary in column F where department in column D is Sales');
    await words.press('Enter');
    await expect(page.locator('[data-match]')).toContainText(
      'Read as: Average with conditions (AVERAGEIFS).',
    );
    await expect(page.locator('[data-formula="excel"]')).toHaveText('=AVERAGEIFS(F:F,D:D,"Sales")');
    await expect(page.locator('[data-sample-result]')).toContainText('66,333.33');
    await words.fill('years of service for each employee');
    await page.getByRole('button', { name: 'Find a formula' }).click();
    await expect(page.locator('[data-formula="excel"]')).toHaveText('=DATEDIF(G2,TODAY(),"Y")');
    await expect(page.locator('[data-sample-result]')).toContainText('Result on the sample: 7');
    await page.getByLabel('Start date cell').fill('G22:G');
    await expect(page.getByText('Enter one cell, such as B2 or Sheet2!B2.')).toBeVisible();
    await page.getByLabel('Start date cell').fill('G8');
    await expect(page.locator('[data-formula="excel"]')).toContainText('DATEDIF(G8,TODAY(),"Y")');
  });

  test('boolean search builder: per-platform strings and the validator', async ({ page }) => {
    await open(page, '/tools/boolean-search-builder/');
    await page.getByRole('button', { name: 'Clear all' }).click();
    // A warning is red even on a small-print line (its family class sets a grey of its own).
    const warning = page.getByText('Add a job title or a skill to build a search.').first();
    await expect(warning).toHaveCSS('color', 'rgb(185, 28, 28)');
    await page.getByRole('button', { name: 'Registered nurse, ICU' }).click();
    await expect(page.locator('[data-platform="linkedin"] [data-query]')).toHaveText(
      '("Registered Nurse" OR RN) AND ICU AND (CCRN OR "critical care") NOT (student OR travel)',
    );
    await expect(page.locator('[data-platform="google"] [data-query]')).toContainText('site:linkedin.com/in');
    await page.getByLabel('Paste a search string').fill('(Nurse OR RN AND ICU');
    await expect(page.locator('[data-validator]')).toContainText(
      'Parenthesis opened at character 1 is never closed.',
    );
  });

  // Axe on the opened page and its fit at 390 px: the site walk (site-walk.spec.ts) checks every page.
});
