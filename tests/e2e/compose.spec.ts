// Why a browser: the composers turn typed fields into text, AI drafts and downloads in the page.
import { expect, test, type Page } from './support/test';
import mammoth from 'mammoth';
import { readFileSync } from 'node:fs';
import { clearFailures, failNext } from './support/emulator';
import { axeViolations } from './support/axe';
import { overflow } from './support/overflow';

/** The text composers (family `generator`): emails, letters, anniversary messages, sentences, answers. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
}

const result = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('text composers in the browser', () => {
  test('email: the page shows a finished email before any script, then follows the inputs', async ({
    page,
  }) => {
    await open(page, '/tools/ai-email-generator/');
    const email = result(page, 'Your email');
    await expect(email).toContainText('Interview invitation: Senior Data Analyst at Northwind Analytics');
    await expect(email).toContainText('Written in your browser from templates');

    await page.getByLabel('What the email is for').selectOption('rejection');
    await page.getByLabel(/Recipient’s name/).fill('Priya Raman');
    await expect(email).toContainText('Your application for the Senior Data Analyst role');
    await expect(email).toContainText(/(Hi|Hello) Priya,/);

    const mail = email.getByRole('link', { name: 'Open in mail app' });
    const href = (await mail.getAttribute('href'))!;
    expect(href).toMatch(
      /^mailto:\?subject=Your%20application%20for%20the%20Senior%20Data%20Analyst%20role&body=/,
    );
    expect(decodeURIComponent(href.split('body=')[1]!)).toContain('Priya,\r\n\r\n');

    const download = page.waitForEvent('download');
    await email.getByRole('button', { name: 'Download .eml' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('rejection-priya-raman.eml');
    const eml = readFileSync((await file.path())!, 'utf8');
    expect(eml).toContain('Subject: Your application for the Senior Data Analyst role');
    expect(eml).toContain('X-Unsent: 1');

    // What was typed survives a reload.
    await page.reload();
    await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
    await expect(page.getByLabel(/Recipient’s name/)).toHaveValue('Priya Raman');
  });

  test('email: Write with AI asks the gateway and shows the emulator’s draft apart, labelled as test data', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await open(page, '/tools/ai-email-generator/');
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/tools\/compose-draft$/.test(request.url()),
    );
    await page.getByRole('button', { name: 'Write with AI' }).click();
    // The browser sends the tool's fields to the gateway: no token, no prompt.
    const request = await sent;
    expect(request.headers()['authorization']).toBeUndefined();
    expect(Object.keys(request.postDataJSON() as object)).toEqual(['fields']);
    expect(request.postData()).not.toContain('You write clear, professional workplace emails');
    const ai = page.getByRole('article', { name: 'AI draft 1' });
    await expect(ai).toBeVisible({ timeout: 30_000 });
    // The e2e gateway's provider is the emulator: its text is labelled as such, never as AI.
    await expect(page.getByText('Emulated AI answer (test data)', { exact: true })).toBeVisible();
    await expect(page.getByText('Written by AI', { exact: true })).toHaveCount(0);
    await expect(ai).not.toBeEmpty();
    // The browser's own draft is still there, still labelled as such.
    await expect(result(page, 'Your email')).toContainText('Written in your browser from templates');
    await expect(result(page, 'Your email')).toContainText('Interview invitation: Senior Data Analyst');
  });

  test('email: an AI failure is reported beside the button and the draft stays', async ({
    page,
    request,
  }) => {
    const marker = `parking-level-${Date.now()}`;
    await open(page, '/tools/ai-email-generator/');
    await page.getByLabel(/Key points/).fill(`Visitor parking is on ${marker}`);
    await failNext(request, 'http500', 'ai', { match: marker });
    try {
      await page.getByRole('button', { name: 'Write with AI' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'The AI service could not answer just now' }),
      ).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByText('Written by AI', { exact: true })).toHaveCount(0);
      await expect(result(page, 'Your email')).toContainText(`Visitor parking is on ${marker}.`);
    } finally {
      await clearFailures(request);
    }
  });

  test('letter: switches type with a matching sample and downloads a Word letter', async ({ page }) => {
    await open(page, '/tools/ai-letter-generator/');
    await page.getByLabel('Type of letter').selectOption('complaint');
    const letter = result(page, 'Your letter');
    await expect(letter).toContainText('raise a formal complaint about the unpaid overtime');
    await page.getByLabel(/Recipient’s name/).fill('Jordan Ellis');
    await expect(letter).toContainText('Dear Jordan Ellis,');

    const download = page.waitForEvent('download');
    await letter.getByRole('button', { name: 'Download Word' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('complaint-letter-daniel-kim.docx');
    const { value } = await mammoth.extractRawText({ path: (await file.path())! });
    expect(value).toContain('Dear Jordan Ellis,');
    expect(value).toContain('I worked 12 hours of approved overtime');
    await expect(page.getByRole('link', { name: 'Resignation letter generator', exact: true })).toBeVisible();
  });

  test('work anniversary: milestone-aware options with character counts', async ({ page }) => {
    await open(page, '/tools/work-anniversary-message-generator/');
    await page.getByLabel('Employee’s name').fill('Keisha Brown');
    await page.getByLabel('Years with the company').fill('10');
    const messages = result(page, 'Your messages');
    await expect(messages.getByRole('article')).toHaveCount(4);
    await expect(messages).toContainText('a decade');
    await expect(messages.getByRole('article').first()).toContainText('Keisha');
    await expect(messages.locator('[data-characters]').first()).toContainText(/\d+ characters/);
    await page.getByLabel('Variations').selectOption('6');
    await expect(messages.getByRole('article')).toHaveCount(6);
  });

  test('sentence generator: uses a word by its part of speech', async ({ page }) => {
    await open(page, '/tools/ai-sentence-generator/');
    await page.getByLabel('Word', { exact: true }).fill('negotiate');
    const sentences = result(page, 'Your sentences');
    await expect(sentences).toContainText('“negotiate” is read as a verb.');
    const items = sentences.getByRole('article').getByRole('listitem');
    await expect(items).toHaveCount(5);
    for (const item of await items.all()) await expect(item).toContainText(/negotiat/);
    await page.getByLabel('Sentence type').selectOption('question');
    for (const item of await items.all()) await expect(item).toHaveText(/\?$/);
  });

  test('answer generator: STAR from the notes, blanks where notes are missing', async ({ page }) => {
    await open(page, '/tools/ai-answer-generator/');
    const answer = result(page, 'Your answer');
    await expect(answer).toContainText('Action: First, I met each engineer separately');
    await page.getByLabel(/^Result/).fill('');
    await expect(answer).toContainText('Result: [What changed because of what you did');
    await page.getByLabel('Kind of answer').selectOption('support');
    await expect(answer).toContainText('1. Open the job and select Candidates.');
  });

  test('accessible and no horizontal overflow at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/tools/ai-email-generator/', '/tools/work-anniversary-message-generator/']) {
      await open(page, path);
      const wider = await overflow(page);
      expect(wider, path).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, { include: 'main' }), path).toEqual([]);
    }
  });
});
