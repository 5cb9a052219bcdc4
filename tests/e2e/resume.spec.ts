// Why a browser: the resume builder edits, previews and downloads in the page.
import { expect, test, type Download, type Page } from './support/test';
import mammoth from 'mammoth';
import { readFileSync } from 'node:fs';
import { readPdf } from '../unit/downloads/inspect';
import { axeViolations } from './support/axe';
import { idle } from './support/idle';
import { overflow } from './support/overflow';

const PATH = '/tools/resume-builder/';

/** Opens the builder, waits for it to hydrate and collects console errors. */
async function open(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(PATH);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
  return errors;
}

const preview = (page: Page) => page.getByRole('region', { name: 'Resume preview' });
const status = (page: Page) => page.locator('#rb-status');
const nameBox = (page: Page) => page.getByLabel('Full name');
const firstBullets = (page: Page) => page.locator('#rb-experience-exp-1-highlights');

async function saved(download: Promise<Download>): Promise<{ name: string; bytes: Buffer }> {
  const file = await download;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

test.describe('resume builder', () => {
  test('the page as served already shows the sample resume and its preview', async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    expect(html).toContain('<h1');
    expect(html).toContain('Resume builder');
    expect(html).toContain('value="Jordan Ellis"');
    expect(html).toContain('Mar 2021 – Present');
    expect(html).toContain('Cut time to fill for senior engineering roles from 52 to 34 days');
  });

  test('editing the name and a bullet updates the preview', async ({ page }) => {
    const errors = await open(page);
    await nameBox(page).fill('Avery Quinn');
    await expect(preview(page).getByText('Avery Quinn', { exact: true })).toBeVisible();
    await firstBullets(page).fill('Hired 52 engineers in 2024, 30% above plan');
    await expect(preview(page).getByText('Hired 52 engineers in 2024, 30% above plan')).toBeVisible();
    await expect(preview(page)).not.toContainText('Hired 46 engineers');
    expect(errors).toEqual([]);
  });

  test('downloads a text-based PDF whose text holds the name', async ({ page }) => {
    await open(page);
    await nameBox(page).fill('Avery Quinn');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await saved(download);
    expect(file.name).toBe('avery-quinn-resume.pdf');
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = readPdf(new Uint8Array(file.bytes));
    expect(pdf.pages.join(' ')).toContain('Avery Quinn');
    expect(pdf.pages.join(' ')).toContain('Brightline Health');
    await expect(status(page)).toHaveText('Downloaded avery-quinn-resume.pdf.');
  });

  test('downloads a Word file that holds the edited bullet', async ({ page }) => {
    await open(page);
    await firstBullets(page).fill('Opened a second recruiting hub in Denver with 6 recruiters');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Word' }).click();
    const file = await saved(download);
    expect(file.name).toBe('jordan-ellis-resume.docx');
    const { value } = await mammoth.extractRawText({ buffer: file.bytes });
    expect(value).toContain('Opened a second recruiting hub in Denver with 6 recruiters');
    expect(value).toContain('Jordan Ellis');
  });

  test('a resume saved as a file opens again in a fresh browser', async ({ page, browser }) => {
    await open(page);
    await nameBox(page).fill('Jane Rivera');
    await firstBullets(page).fill('Built a campus program that hired 30 interns a year');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as file' }).click();
    const file = await saved(download);
    expect(file.name).toBe('jane-rivera-resume.json');

    const context = await browser.newContext();
    const fresh = await context.newPage();
    await open(fresh);
    await expect(nameBox(fresh)).toHaveValue('Jordan Ellis');
    await fresh.locator('input[type="file"]').setInputFiles({
      name: 'jane-resume.json',
      mimeType: 'application/json',
      buffer: file.bytes,
    });
    await expect(status(fresh)).toHaveText('Opened jane-resume.json');
    await expect(nameBox(fresh)).toHaveValue('Jane Rivera');
    await expect(preview(fresh)).toContainText('Built a campus program that hired 30 interns a year');
    await context.close();
  });

  test('a file with a hostile name and the wrong content is refused, its name shown as text', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await open(page);
    const images = await page.locator('img').count();
    const name = '<img src=x onerror=alert(1)>.json';
    await page.locator('input[type="file"]').setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from('{"resume": "not really"}'),
    });
    await expect(status(page)).toHaveText(
      `Could not open “${name}”. This file is not a resume saved by this builder.`,
    );
    await idle(page);
    expect(dialogs).toEqual([]);
    await expect(page.locator('img')).toHaveCount(images);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(nameBox(page)).toHaveValue('Jordan Ellis');
  });

  test('the draft survives a reload', async ({ page }) => {
    await open(page);
    await nameBox(page).fill('Morgan Lee');
    await page.getByLabel('Add skills').fill('Workday');
    await page.getByLabel('Add skills').press('Enter');
    await expect(page.getByText('Draft saved in this browser.')).toBeVisible();
    await page.reload();
    await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
    await expect(nameBox(page)).toHaveValue('Morgan Lee');
    await expect(page.getByRole('list', { name: 'Your skills' })).toContainText('Workday');
    await expect(status(page)).toHaveText('Welcome back: your draft from this browser is restored.');
  });

  test('messages beside bad fields, and the resume check takes you to the field', async ({ page }) => {
    await open(page);
    const email = page.getByLabel('Email');
    await email.fill('jordan@example');
    await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect(email).toHaveValue('jordan@example');
    await page.getByRole('button', { name: /Check your email address/ }).click();
    await expect(email).toBeFocused();
  });

  test('prints the resume alone', async ({ page }) => {
    await open(page);
    await page.emulateMedia({ media: 'print' });
    await expect(preview(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(nameBox(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Resume check' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  });

  test('fits a phone screen with the preview on its own tab, and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    await nameBox(page).fill('Alexandria Konstantinopoulou-Vanderbilt-Featherstonehaugh');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expect(preview(page)).toBeHidden();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(preview(page)).toBeVisible();
    await expect(nameBox(page)).toBeHidden();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
