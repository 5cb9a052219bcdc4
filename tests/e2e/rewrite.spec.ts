// Why a browser: the rewriter and paraphraser work on typed text in the page.
import { expect, test, type Page } from './support/test';
import { ARTICLE } from '../unit/writing/rewrite/fixtures';
import { overflow } from './support/overflow';

/** Waits until the page's tool island has hydrated. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
}

const TEXT = 'We need a quick answer. The offer was accepted by the candidate.';

test.describe('paraphrasing, rewriting and summaries in the browser', () => {
  test('paraphrasing tool: rewords on the device, modes differ, a change can be swapped or undone', async ({
    page,
  }) => {
    await open(page, '/tools/paraphrasing-tool/');
    await expect(page.getByText('Paste or type text above to see it reworded here.')).toBeVisible();
    const box = page.getByLabel('Your text');
    await box.fill(TEXT);
    const output = page.locator('[data-rewritten-text]');
    await expect(output).toHaveText('We require a fast response. The applicant accepted the offer.', {
      timeout: 20_000,
    });
    await expect(page.locator('[data-rewrite-status]')).toHaveText('4 changes: 58% of the words changed.');

    await page.getByRole('button', { name: 'fast', exact: true }).click();
    const choices = page.getByRole('group', { name: 'Choices for “quick”' });
    await choices.getByRole('button', { name: 'Use “swift”' }).click();
    await expect(output).toHaveText('We require a swift response. The applicant accepted the offer.');
    await page.getByRole('button', { name: 'swift', exact: true }).click();
    await page.getByRole('button', { name: 'Keep the original' }).click();
    await expect(output).toContainText('We require a quick response.');

    await page.getByRole('radio', { name: 'Formal' }).check();
    await expect(output).toHaveText('We require a rapid answer. The offer was accepted by the candidate.');

    await page.getByRole('radio', { name: 'Standard' }).check();
    await page.getByLabel('Words to keep unchanged').fill('quick, candidate');
    await expect(output).toHaveText('We require a quick response. The offer was accepted by the candidate.');
    await page.getByRole('radio', { name: 'Fewer changes' }).check();
    await expect(output).toHaveText('We require a quick answer. The offer was accepted by the candidate.');

    await page.reload();
    await expect(page.getByLabel('Your text')).toHaveValue(TEXT);
  });

  test('paraphrasing tool: the AI version is an extra, and the on-device result stays', async ({ page }) => {
    await open(page, '/tools/paraphrasing-tool/');
    await page.getByLabel('Your text').fill(TEXT);
    await expect(page.locator('[data-rewritten-text]')).toContainText('fast response', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Rewrite with AI' }).click();
    await expect(page.locator('[data-ai-state="done"], [data-ai-state="failed"]')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('[data-rewritten-text]')).toContainText('fast response');
  });

  test('paragraph rewriter: simplify splits a long sentence and lowers the grade', async ({ page }) => {
    await open(page, '/tools/paragraph-rewriter/');
    await page
      .getByLabel('Your text')
      .fill(
        'In order to utilize the new system, employees are required to complete the training, and they must submit their timesheets on a weekly basis before the deadline. We met on Monday. We agreed on a plan.',
      );
    const output = page.locator('[data-rewritten-text]');
    await expect(output).toContainText('We met on Monday and agreed on a plan.', { timeout: 20_000 });
    await page.getByRole('radio', { name: 'Simplify' }).check();
    await expect(output).toContainText('complete the training. They must send in their timesheets weekly');
    await expect(page.locator('[data-stat="sentences"] dd')).toHaveText('3 → 4');
    await expect(output.locator('mark').first()).toBeVisible();
  });

  test('summary generator: central sentences in order, key points, key phrases, no page errors', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, '/tools/summary-generator/');
    await page.getByLabel('Your text').fill(ARTICLE);
    const summary = page.locator('[data-summary]');
    await expect(summary).toHaveText(
      /^Pay transparency laws now cover a large share of US job postings\. For recruiters, pay transparency changes how job postings are written\. \S/,
      { timeout: 20_000 },
    );
    await expect(summary).not.toContainText('lunch');
    await expect(page.locator('[data-key-phrases] li').first()).toHaveText('pay transparency');
    await page.getByRole('radio', { name: 'Key points' }).check();
    await expect(page.getByRole('list', { name: 'Key points' }).locator('li')).toHaveCount(3);
    await page.getByLabel('Number of sentences').fill('99');
    await expect(page.getByRole('alert').filter({ hasText: 'Enter a whole number' })).toHaveText(
      'Enter a whole number from 1 to 50.',
    );
    expect(errors).toEqual([]);
  });

  test('summary generator: 20,000 words are summarized without freezing the page', async ({ page }) => {
    await open(page, '/tools/summary-generator/');
    const long = Array.from({ length: 200 }, (_, i) => ARTICLE.replace('2021', String(1800 + i))).join(
      '\n\n',
    );
    await page.getByLabel('Your text').fill(long);
    await page.getByRole('radio', { name: 'Percent' }).check();
    await expect(page.locator('[data-stat="sentences"] dd')).toHaveText('360 of 1,800', {
      timeout: 30_000,
    });
    // The page still answers while and after the summary is worked out.
    const started = Date.now();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(Date.now() - started).toBeLessThan(1000);
  });

  for (const slug of ['paraphrasing-tool', 'paragraph-rewriter', 'summary-generator']) {
    test(`${slug}: nothing overflows sideways at 390 px, even with a long unbroken string`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, `/tools/${slug}/`);
      await page.getByLabel('Your text').fill(`${'x'.repeat(400)} ${TEXT} ${ARTICLE}`);
      // Measured once the result of the long text is on the page, since that is what could overflow.
      await expect(page.locator('[data-rewritten-text], [data-summary]').first()).not.toBeEmpty({
        timeout: 20_000,
      });
      const wider = await overflow(page);
      expect(wider).toBeLessThanOrEqual(0);
    });
  }
});
