// Why a browser: the career tools read uploaded files, fill a template gallery and use the camera in the
// page.
import { expect, test, type Page } from './support/test';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { jsPDF } from 'jspdf';
import mammoth from 'mammoth';
import { readFileSync } from 'node:fs';
import { axeViolations } from './support/axe';
import { overflow } from './support/overflow';

/** The career tools (family `career`): template gallery, resume parser, job descriptions, mock interview. */
const TEMPLATES = '/tools/resume-templates/';
const PARSER = '/tools/resume-parser/';
const JD = '/tools/job-description-generator/';
const INTERVIEW = '/tools/mock-interview/';

async function open(page: Page, path: string) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
  return errors;
}

async function wordResume(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('Dana Whitfield')] }),
          new Paragraph('Chicago, IL | dana.whitfield@example.com | 312-555-0123'),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Experience')] }),
          new Paragraph({
            children: [
              new TextRun({ text: 'HR Business Partner', bold: true }),
              new TextRun('\tApr 2020 – Present'),
            ],
          }),
          new Paragraph('Lakeshore Logistics, Chicago, IL'),
          new Paragraph({
            bullet: { level: 0 },
            children: [new TextRun('Coached 14 people leaders through a reorganization of 600 employees.')],
          }),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Skills')] }),
          new Paragraph('Employee relations; Workday; Organization design'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

function pdfResume(): Buffer {
  const pdf = new jsPDF({ unit: 'pt', format: 'letter' });
  pdf.setFontSize(20);
  pdf.text('Luis Romero', 50, 60);
  pdf.setFontSize(10);
  pdf.text('Denver, CO | luis.romero@example.com | (720) 555-0175', 50, 80);
  pdf.setFontSize(12);
  pdf.text('EXPERIENCE', 50, 115);
  pdf.setFontSize(10);
  pdf.text('Account Executive | Summit Analytics', 50, 135);
  pdf.text('Feb 2019 – Present', 460, 135);
  pdf.text('• Closed $2.4M in new annual recurring revenue in 2024, 128% of quota.', 50, 150);
  return Buffer.from(pdf.output('arraybuffer'));
}

test.describe('resume templates', () => {
  test('every layout and colour is in the static HTML as a real preview', async ({ request }) => {
    const html = await (await request.get(TEMPLATES)).text();
    expect(html.match(/data-layout="technical"/g)).toHaveLength(5);
    expect(html).toContain('Showing all 25 templates.');
    expect(html).toContain('How to choose a resume template');
  });

  test('filters, then opens the builder with the chosen layout and colour', async ({ page }) => {
    const errors = await open(page, TEMPLATES);
    await page.getByLabel('Columns').selectOption('2');
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      'Showing 5 of 25 templates.',
    );
    await page.getByRole('link', { name: 'Use this template: Technical · Teal' }).click();
    await expect(page).toHaveURL(/\/tools\/resume-builder\/\?layout=technical&accent=teal$/);
    await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Technical' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Teal' })).toBeChecked();
    await expect(page.locator('[data-layout="technical"]')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('resume builder with a saved draft', () => {
  test('opens on the draft without a single frame of the sample', async ({ page }) => {
    const errors = await open(page, '/tools/resume-builder/');
    await page.getByLabel('Full name').fill('Riley Chen');
    await expect(page.getByText('Draft saved in this browser.')).toBeVisible();
    // Every frame from the first byte of the reloaded page: is the sample's name visible in the preview?
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { sampleFrames: string[] }).sampleFrames = seen;
      const watch = () => {
        const preview = document.querySelector('[aria-label="Resume preview"]');
        if (
          preview?.checkVisibility({ visibilityProperty: true }) &&
          preview.textContent?.includes('Jordan Ellis')
        )
          seen.push(document.readyState);
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    // Scripts arrive slowly, as on a phone, so the served HTML and the draft's reader both take a while.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Resume preview' })).toContainText('Riley Chen', {
      timeout: 20_000,
    });
    await expect(page.locator('#rb-status')).toHaveText(
      'Welcome back: your draft from this browser is restored.',
    );
    expect(await page.evaluate(() => (window as unknown as { sampleFrames: string[] }).sampleFrames)).toEqual(
      [],
    );
    expect(errors).toEqual([]);
  });
});

test.describe('resume parser', () => {
  test('reads a Word resume on the device and opens it in the builder', async ({ page }) => {
    // Nothing of the resume may leave the page: no request may carry its text.
    const uploads: string[] = [];
    page.on('request', (request) => {
      const body = request.postDataBuffer()?.toString('latin1') ?? '';
      if (/Whitfield|Lakeshore|dana\.docx/.test(body + request.url())) uploads.push(request.url());
    });
    const errors = await open(page, PARSER);
    await page.getByLabel(/Drop a resume here/).setInputFiles({
      name: 'dana.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await wordResume(),
    });
    await expect(page.locator('#rp-status')).toContainText('Read “dana.docx”: 1 job');
    await expect(page.getByLabel('Full name')).toHaveValue('Dana Whitfield');
    const job = page.getByRole('group', { name: 'Job 1' });
    await expect(job.getByLabel('Job title')).toHaveValue('HR Business Partner');
    await expect(job.getByLabel('Company')).toHaveValue('Lakeshore Logistics');
    await page.getByLabel('Full name').fill('Dana R. Whitfield');
    await page.getByRole('button', { name: 'Open in resume builder' }).click();
    await expect(page).toHaveURL(/\/tools\/resume-builder\/$/);
    await expect(page.getByLabel('Full name')).toHaveValue('Dana R. Whitfield');
    expect(uploads).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('reads a PDF’s text layer with pdf.js, loaded only then', async ({ page }) => {
    const engine: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/engines/pdf-worker') && engine.push(request.url()),
    );
    await open(page, PARSER);
    expect(engine).toEqual([]);
    await page.getByLabel(/Drop a resume here/).setInputFiles({
      name: 'luis.pdf',
      mimeType: 'application/pdf',
      buffer: pdfResume(),
    });
    await expect(page.locator('#rp-status')).toContainText('Read “luis.pdf”', { timeout: 30_000 });
    expect(engine).toHaveLength(1);
    await expect(page.getByLabel('Email')).toHaveValue('luis.romero@example.com');
    await expect(page.getByRole('group', { name: 'Job 1' }).getByLabel('Company')).toHaveValue(
      'Summit Analytics',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('luis-romero-parsed-resume.json');
    const json = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { name: string };
    expect(json.name).toBe('Luis Romero');
  });

  test('shows a hostile file name as text', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await open(page, PARSER);
    await page.getByLabel(/Drop a resume here/).setInputFiles({
      name: '<img src=x onerror=alert(1)>.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf at all'),
    });
    await expect(page.locator('#rp-status')).toContainText(
      '“<img src=x onerror=alert(1)>.pdf” is not really a PDF file',
    );
    expect(await page.locator('#rp-status img').count()).toBe(0);
    expect(dialogs).toBe(0);
  });
});

test.describe('job description generator', () => {
  test('picks a suggested role, flags a biased word and downloads the Word file', async ({ page }) => {
    const errors = await open(page, JD);
    const title = page.getByRole('combobox', { name: 'Job title' });
    await title.fill('Account Exec');
    await page.getByRole('option', { name: 'Account Executive' }).click();
    await expect(page.getByTestId('jd-preview')).toContainText(
      'As our Account Executive, you will win new customers',
    );
    await page.getByLabel('What you bring (one per line)').fill('A sales ninja with a track record');
    await expect(page.getByRole('status').filter({ hasText: 'to reconsider' })).toHaveText(
      '1 word or phrase to reconsider.',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Word (.docx)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('job-description-account-executive.docx');
    const { value } = await mammoth.extractRawText({ path: (await file.path())! });
    expect(value).toContain('Account Executive');
    expect(value).toContain('A sales ninja with a track record');
    expect(value).toContain('equal opportunity employer');
    expect(errors).toEqual([]);
  });
});

test.describe('AI extras through the gateway', () => {
  test('the job description draft from the emulator says it is test data', async ({ page }) => {
    const errors = await open(page, JD);
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/tools\//.test(request.url()),
    );
    await page.getByRole('button', { name: 'Write with AI' }).click();
    expect((await sent).headers()['authorization']).toBeUndefined();
    await expect(page.getByRole('heading', { name: 'AI draft' })).toBeVisible();
    await expect(page.getByText('Emulated AI answer (test data)', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('interview feedback from the emulator says it is test data', async ({ page }) => {
    const errors = await open(page, INTERVIEW);
    await page.getByLabel('Number of questions').selectOption('1');
    await page.getByLabel('Time to prepare').selectOption('0');
    await page.getByRole('button', { name: 'Start interview' }).click();
    await page
      .getByLabel('Your answer (type your key points)')
      .fill('I led the move to structured screens and time to fill fell from 52 to 34 days.');
    await page.getByRole('button', { name: 'Stop answer' }).click();
    await page.getByRole('button', { name: 'See summary' }).click();
    await page.getByRole('button', { name: 'Feedback with AI on answer 1' }).click();
    await expect(page.getByRole('heading', { name: 'AI coach: what worked' })).toBeVisible();
    await expect(page.getByText('Emulated AI answer (test data)', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('mock interview', () => {
  test('runs one question in text mode by keyboard and shows the summary', async ({ page }) => {
    const errors = await open(page, INTERVIEW);
    await page.getByLabel('Number of questions').selectOption('1');
    await page.getByLabel('Time to prepare').selectOption('0');
    await page.getByRole('button', { name: 'Start interview' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Question 1 of 1: answer' })).toBeFocused();
    await page
      .getByLabel('Your answer (type your key points)')
      .fill(
        'My goal was to cut time to fill. I introduced structured screens. We reduced it from 52 to 34 days.',
      );
    await page.getByRole('button', { name: 'Stop answer' }).press('Enter');
    await page.getByRole('button', { name: 'See summary' }).press('Enter');
    const summary = page.getByRole('heading', { name: 'Your interview summary' });
    await expect(summary).toBeFocused();
    const section = page.locator('section', { has: summary });
    await expect(section).toContainText('STAR elements found: Task, Action, Result.');
    await expect(section).toContainText('Measurable result: the outcome includes a number.');
    await expect(section).not.toContainText('Add a number');
    expect(errors).toEqual([]);
  });
});

test.describe('career tools on a phone', () => {
  for (const path of [TEMPLATES, PARSER, JD, INTERVIEW]) {
    test(`${path} passes axe and fits 390 px`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, path);
      const wider = await overflow(page);
      expect(wider).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
