// Why a browser: the document generators fill a preview as fields are typed and download real files.
import { expect, test, type Page } from './support/test';
import mammoth from 'mammoth';
import { readFileSync } from 'node:fs';
import { overflow } from './support/overflow';

/** The document generators (family `document`), driven through the offer letter, their benchmark page. */
const OFFER = '/tools/offer-letter-generator/';

async function open(page: Page, path = OFFER) {
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
}

const preview = (page: Page) => page.getByTestId('document-preview');

test.describe('the offer letter generator', () => {
  test('rewrites the preview as you type and downloads the Word file with what was typed', async ({
    page,
  }) => {
    await open(page);
    await expect(preview(page)).toContainText('Dear Jane,');
    await page.getByLabel("Candidate's full name").fill('Marcus Ortega');
    await page.getByLabel('Name in the greeting (optional)').fill('Marcus');
    await page.getByLabel('Job title', { exact: true }).fill('Staff Data Engineer');
    await expect(preview(page)).toContainText('Dear Marcus,');
    await expect(preview(page)).toContainText('Offer of employment: Staff Data Engineer');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Word (.docx)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('offer-letter-marcus-ortega.docx');
    const { value } = await mammoth.extractRawText({ path: (await file.path())! });
    expect(value).toContain('Marcus Ortega');
    expect(value).toContain('Offer of employment: Staff Data Engineer');
    await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(
      'Downloaded offer-letter-marcus-ortega.docx.',
    );
  });

  test('downloads a PDF', async ({ page }) => {
    await open(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('offer-letter-jane-doe.pdf');
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('puts a message beside a bad field, keeps what was typed, and refuses to save until it is fixed', async ({
    page,
  }) => {
    await open(page);
    const pay = page.getByRole('textbox', { name: 'Pay (dollars)' });
    await pay.fill('lots');
    await expect(page.getByText('Enter the pay as a number, like 118,000.')).toBeVisible();
    await expect(pay).toHaveValue('lots');
    await expect(pay).toHaveAttribute('aria-invalid', 'true');
    await expect(preview(page).locator('mark', { hasText: '[Pay]' })).toBeVisible();
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect(page.getByRole('region', { name: 'Your offer letter' }).getByRole('alert')).toContainText(
      'Pay: Enter the pay as a number, like 118,000.',
    );
    await pay.fill('120,000');
    await expect(preview(page)).toContainText('$120,000 per year');
    await expect(page.getByText('The offer letter is complete.')).toBeVisible();
  });

  test('flags a yearly figure left in place when the pay is switched to per hour', async ({ page }) => {
    await open(page);
    const pay = page.getByRole('textbox', { name: 'Pay (dollars)' });
    await pay.fill('95,000');
    await page.getByRole('radio', { name: 'Hour' }).check();
    await expect(pay).toHaveValue('95,000');
    await expect(pay).toHaveAccessibleDescription(/That is more than \$1,000 an hour\./);
    await page.getByRole('radio', { name: 'Year' }).check();
    await expect(pay).not.toHaveAccessibleDescription(/an hour/);
  });

  test('changes the wording with the choices', async ({ page }) => {
    await open(page);
    await page.getByRole('radio', { name: 'Part-time' }).check();
    await page.getByRole('textbox', { name: /Hours per week/ }).fill('24');
    await expect(preview(page)).toContainText('This is a part-time position of 24 hours a week');
    await page.getByRole('switch', { name: 'State that employment is at will' }).uncheck();
    await expect(preview(page)).not.toContainText('at will');
    await page.getByRole('radio', { name: 'Warm' }).check();
    await expect(preview(page)).toContainText('Congratulations!');
  });

  test('keeps what was typed through a reload, and resets to the sample', async ({ page }) => {
    await open(page);
    await page.getByLabel('Job title', { exact: true }).fill('Analytics Engineer');
    await expect(preview(page)).toContainText('Offer of employment: Analytics Engineer');
    await page.reload();
    await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
    await expect(page.getByLabel('Job title', { exact: true })).toHaveValue('Analytics Engineer');
    await expect(preview(page)).toContainText('Offer of employment: Analytics Engineer');
    await page.getByRole('button', { name: 'Reset to sample' }).click();
    await expect(page.getByLabel('Job title', { exact: true })).toHaveValue('Senior Data Analyst');
    await page.reload();
    await expect(page.getByLabel('Job title', { exact: true })).toHaveValue('Senior Data Analyst');
  });

  test('prints only the letter', async ({ page }) => {
    await open(page);
    await page.emulateMedia({ media: 'print' });
    await expect(preview(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(page.getByLabel("Candidate's full name")).toBeHidden();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Questions people ask' })).toBeHidden();
  });

  test('fits a 390 px phone with a very long name typed', async ({ page }) => {
    await open(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByLabel("Candidate's full name")
      .fill('Maximilianus-Bartholomew Featherstonehaugh-Wolfeschlegel');
    const wider = await overflow(page);
    expect(wider).toBeLessThanOrEqual(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page already shows the filled form and the sample letter', async ({ page }) => {
    await page.goto(OFFER);
    await expect(page.getByLabel("Candidate's full name")).toHaveValue('Jane Doe');
    await expect(preview(page)).toContainText('Dear Jane,');
    await expect(preview(page)).toContainText('$118,000 per year');
  });
});

// Every generator's sample opening complete is proven for all of them in
// tests/unit/documents/samples-complete.test.tsx; the pages above prove the island's wiring.
