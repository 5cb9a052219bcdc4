// Why a browser: the survey and question generators build their lists and files from the page's fields.
import { expect, test, type Page } from './support/test';
import mammoth from 'mammoth';
import { readFileSync } from 'node:fs';
import { overflow } from './support/overflow';

/** The survey and interview-question generators (family `survey`): one island, ten definitions. */
const ENGAGEMENT = '/tools/employee-engagement-survey-generator/';
const BEHAVIORAL = '/tools/behavioral-interview-questions-generator/';

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
}

const sheet = (page: Page) => page.getByTestId('question-sheet');
const questions = (page: Page) => sheet(page).getByTestId('question');

async function download(page: Page, button: string) {
  const event = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await event;
  return { name: file.suggestedFilename(), path: (await file.path())! };
}

test.describe('a survey', () => {
  test('generates, edits and downloads as CSV and Word with the edits in the files', async ({ page }) => {
    await open(page, ENGAGEMENT);
    await expect(questions(page)).toHaveCount(25);
    await page.getByLabel('Company name').fill('Acme Robotics');
    await expect(questions(page).first()).toContainText('1. I am proud to work for Acme Robotics.');
    await page.getByLabel('Number of questions').fill('12');
    await expect(questions(page)).toHaveCount(12);

    await page.getByRole('button', { name: 'Edit question 1', exact: true }).click();
    await page.getByLabel('Wording of question 1').fill('I am proud, and "glad", to work at Acme Robotics.');
    await page.getByRole('button', { name: 'Save wording' }).click();
    await page.getByRole('button', { name: 'Move question 2 up' }).press('Enter');
    await expect(questions(page).nth(1)).toContainText(
      '2. I am proud, and "glad", to work at Acme Robotics.',
    );
    await page.getByRole('button', { name: 'Remove question 3' }).click();
    await expect(questions(page)).toHaveCount(11);

    const csv = await download(page, 'Download CSV');
    expect(csv.name).toBe('acme-robotics-employee-engagement-survey.csv');
    const rows = readFileSync(csv.path, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(rows[0]).toBe('Number,Section,Question,Type,Options,Follow-up probes');
    expect(rows[2]).toBe(
      '2,Commitment and pride,"I am proud, and ""glad"", to work at Acme Robotics.",Rating scale,Strongly disagree | Disagree | Neither agree nor disagree | Agree | Strongly agree,',
    );
    expect(rows.filter(Boolean)).toHaveLength(12);

    const docx = await download(page, 'Download Word (.docx)');
    expect(docx.name).toBe('acme-robotics-employee-engagement-survey.docx');
    const { value } = await mammoth.extractRawText({ path: docx.path });
    expect(value).toContain('Acme Robotics employee engagement survey');
    expect(value).toContain('2. I am proud, and "glad", to work at Acme Robotics.');
    expect(value).toContain('Your answers are anonymous');
    await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(
      'Downloaded acme-robotics-employee-engagement-survey.docx.',
    );

    // The draft survives a reload; Reset brings the default back and can be undone.
    await page.reload();
    await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
    await expect(page.getByLabel('Company name')).toHaveValue('Acme Robotics');
    await expect(questions(page)).toHaveCount(11);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(questions(page)).toHaveCount(25);
    await page.getByRole('button', { name: 'Undo reset' }).click();
    await expect(questions(page)).toHaveCount(11);
  });

  test('puts a message beside an out-of-range count and keeps the survey', async ({ page }) => {
    await open(page, ENGAGEMENT);
    const count = page.getByLabel('Number of questions');
    await count.fill('500');
    await expect(page.getByText('Enter a whole number from 5 to 50.')).toBeVisible();
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    await expect(questions(page)).toHaveCount(25);
  });

  test('downloads a PDF', async ({ page }) => {
    await open(page, ENGAGEMENT);
    const pdf = await download(page, 'Download PDF');
    expect(pdf.name).toBe('northwind-labs-employee-engagement-survey.pdf');
    expect(readFileSync(pdf.path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

test.describe('an interview guide', () => {
  test('generates for the role, edits, and downloads CSV and Word with probes and the rubric', async ({
    page,
  }) => {
    await open(page, BEHAVIORAL);
    await page.getByLabel('Job title').fill('Site Reliability Engineer');
    await page.getByRole('checkbox', { name: /Technical depth/ }).check();
    await page.getByLabel('Interview length').selectOption('60');
    await expect(sheet(page).getByRole('heading', { name: 'Technical depth', exact: true })).toBeVisible();
    await expect(sheet(page)).toContainText(
      'Tell me about a technical decision you made as a Site Reliability Engineer',
    );
    await expect(sheet(page).getByRole('table', { name: 'Scoring communication (1-5)' })).toBeVisible();

    await page.getByLabel('Your question').fill('Walk me through how you would run a blameless postmortem.');
    await page.getByLabel('Section', { exact: true }).selectOption({ label: 'Technical depth' });
    await page.getByLabel('Follow-up probe (optional)').fill('Who would you invite?');
    await page.getByRole('button', { name: 'Add question' }).click();
    await expect(sheet(page)).toContainText('Walk me through how you would run a blameless postmortem.');

    const csv = await download(page, 'Download CSV');
    expect(csv.name).toBe('site-reliability-engineer-behavioral-interview-guide.csv');
    const text = readFileSync(csv.path, 'utf8');
    expect(text).toContain(
      ',Technical depth,Walk me through how you would run a blameless postmortem.,Interview question,,Who would you invite?',
    );

    const docx = await download(page, 'Download Word (.docx)');
    const { value } = await mammoth.extractRawText({ path: docx.path });
    expect(value).toContain('Site Reliability Engineer: behavioral interview guide');
    expect(value).toContain('Fair, legal interviewing');
    expect(value).toContain('Probe: Who would you invite?');
    expect(value).toContain('What good looks like');
  });

  test('fits a 390 px phone with a very long job title typed', async ({ page }) => {
    await open(page, BEHAVIORAL);
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByLabel('Job title')
      .fill('Principal-Distinguished-Infrastructure-Reliability-Engineering-Architect');
    const wider = await overflow(page);
    expect(wider).toBeLessThanOrEqual(0);
  });
});

test('the survey page fits a 390 px phone with a very long company name typed', async ({ page }) => {
  await open(page, ENGAGEMENT);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Company name').fill('Supercalifragilisticexpialidocious-International-Holdings');
  const wider = await overflow(page);
  expect(wider).toBeLessThanOrEqual(0);
});

test('every generator opens on its default set and follows the first choice', async ({ page }) => {
  const tools: [string, string, string][] = [
    ['employee-survey-generator', 'Company name', 'Initech'],
    ['employee-satisfaction-survey-generator', 'Company name', 'Initech'],
    ['onboarding-survey-generator', 'Company name', 'Initech'],
    ['employee-engagement-survey-generator', 'Company name', 'Initech'],
    ['360-degree-feedback-generator', 'Person receiving feedback', 'Jordan Lee'],
    ['exit-interview-questions-generator', 'Company name', 'Initech'],
    ['interview-questions-generator', 'Job title', 'Payroll Specialist'],
    ['behavioral-interview-questions-generator', 'Job title', 'Payroll Specialist'],
    ['situational-interview-questions-generator', 'Job title', 'Payroll Specialist'],
    ['second-interview-questions-generator', 'Job title', 'Payroll Specialist'],
  ];
  for (const [slug, label, value] of tools) {
    await open(page, `/tools/${slug}/`);
    expect(await questions(page).count(), slug).toBeGreaterThan(5);
    await page.getByLabel(label, { exact: true }).fill(value);
    await expect(sheet(page), slug).toContainText(value);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page already shows the choices and the whole default survey', async ({ page }) => {
    await page.goto(ENGAGEMENT);
    await expect(page.getByLabel('Company name')).toHaveValue('Northwind Labs');
    await expect(questions(page)).toHaveCount(25);
    await expect(sheet(page)).toContainText('1. I am proud to work for Northwind Labs.');
  });
});
