// Why a browser: the writing tools count, check and mark typed text in the page (Harper's engine once,
// lazily).
import { expect, test, type Page } from './support/test';
import { GENERATED_STYLE, PARAPHRASE, SAMPLE, SOURCE } from '../unit/writing/fixtures';
import { overflow } from './support/overflow';

/** Waits until the page's tool island has hydrated. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
}

/** The figure of one count (`words`, `readingTime`: the island's `data-count` keys). */
const tile = (page: Page, count: string) => page.locator(`[data-count="${count}"] dd`);

test.describe('writing tools in the browser', () => {
  test('word counter: counts a pasted paragraph and announces it once typing pauses', async ({ page }) => {
    await open(page, '/tools/word-counter/');
    await page.getByLabel('Your text').fill(SAMPLE);
    await expect(tile(page, 'words')).toHaveText('35');
    await expect(tile(page, 'sentences')).toHaveText('4');
    await expect(tile(page, 'paragraphs')).toHaveText('2');
    await expect(tile(page, 'characters')).toHaveText(String(SAMPLE.length));
    await expect(tile(page, 'readingTime')).toHaveText('9 sec');
    await expect(page.getByRole('status').filter({ hasText: '35 words' })).toHaveText(
      /^35 words, \d+ characters, 4 sentences, 9 sec to read\./,
    );
    // The draft survives a reload.
    await page.reload();
    await expect(page.getByLabel('Your text')).toHaveValue(SAMPLE);
  });

  test('text typed before the page is ready is never replaced by a saved draft', async ({ page }) => {
    await page.goto('/tools/word-counter/');
    await page.evaluate(() => localStorage.setItem('quotient-draft:word-counter', 'An old saved draft.'));
    // Hold the page's scripts back, type into the server-rendered box, then let them run.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByLabel('Your text').fill('Pasted at once: 5:30 a.m. in the U.S.A. on 3/4/2025.');
    release();
    await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
    await expect(page.getByLabel('Your text')).toHaveValue(
      'Pasted at once: 5:30 a.m. in the U.S.A. on 3/4/2025.',
    );
    // Word and Google Docs count 5:30, a.m., U.S.A. and 3/4/2025 as one word each.
    await expect(tile(page, 'words')).toHaveText('10');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('quotient-draft:word-counter')))
      .toBe('Pasted at once: 5:30 a.m. in the U.S.A. on 3/4/2025.');
  });

  test('character counter: platform limits and SMS parts', async ({ page }) => {
    await open(page, '/tools/character-counter/');
    await page.getByLabel('Your text').fill('Interview at 3pm 😀');
    await expect(tile(page, 'characters')).toHaveText('18');
    await expect(page.locator('[data-limit="x-post"]')).toContainText('19 of 280: 261 characters left.');
    await expect(page.getByRole('region', { name: 'As a text message (SMS)' })).toContainText('UCS-2');
  });

  test('grammar checker: loads the engine only when asked, flags “a apple” and applies the fix', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const engineRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/engines/')) engineRequests.push(request.url());
    });
    await open(page, '/tools/grammar-checker/');
    expect(engineRequests).toEqual([]);
    const box = page.getByLabel('Your text');
    await box.fill('I ate a apple today.');
    await expect(page.locator('[data-grammar-status]')).toContainText(/Checking|problem/);
    const fix = page.getByRole('button', { name: 'Use “an”' });
    await expect(fix).toBeVisible({ timeout: 90_000 });
    expect(engineRequests).toHaveLength(1);
    await expect(page.locator('[data-grammar-status]')).toContainText('1 problem found');
    await fix.click();
    await expect(box).toHaveValue('I ate an apple today.');
    await expect(page.locator('[data-grammar-status]')).toContainText('No problems found.');

    // Once loaded, the next text is checked after a pause in typing, with no new download.
    await box.fill('This is is a test. I has a dog.');
    await expect(page.getByRole('button', { name: 'Use “have”' })).toBeVisible();
    await page.getByRole('button', { name: /^Fix all/ }).click();
    await expect(box).toHaveValue('This is a test. I have a dog.');
    expect(engineRequests).toHaveLength(1);

    // Fix all applies only sure fixes: a name gets its capital, a guess waits for the visitor. The
    // visitor's own word is lower case: a capitalised unknown word is taken for a name, never flagged.
    await box.fill('We met the onboardly team in paris to review the the report.');
    // Harper's first misspelling costs it seconds (its suggestion tables are built on first use).
    await expect(page.getByRole('button', { name: 'Add “onboardly” to dictionary' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: /^Fix all/ }).click();
    await expect(box).toHaveValue('We met the onboardly team in Paris to review the report.');
    await expect(page.locator('[data-grammar-status]')).toContainText(
      'Fixed 2 problems. 1 problem left for you to review: 1 spelling.',
    );
    await page.getByRole('button', { name: 'Add “onboardly” to dictionary' }).click();
    await expect(page.getByRole('heading', { name: 'Problems (0)' })).toBeVisible();

    // A later visit reads the engine from the browser's cache and keeps the visitor's words.
    await page.reload();
    await page.getByLabel('Your text').fill('The onboardly team sent a offer.');
    await expect(page.getByRole('button', { name: 'Use “an”' })).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('[data-grammar-status]')).toContainText('1 problem found: 1 grammar.');
    expect(engineRequests).toHaveLength(1);
  });

  test('plagiarism checker: a reordered paraphrase scores high, with passages marked', async ({ page }) => {
    await open(page, '/tools/plagiarism-checker/');
    await page.getByLabel('Your text').fill(PARAPHRASE);
    await page.getByLabel('Source 1').fill(SOURCE);
    const score = page.locator('[data-similarity] span').first();
    await expect(score).toHaveText(/^\d+%$/);
    expect(Number((await score.textContent())!.replace('%', ''))).toBeGreaterThan(50);
    await expect(
      page.locator('mark', { hasText: 'share salary ranges in every job posting' }).first(),
    ).toBeVisible();
  });

  test('AI writing signals: an indicator, never a verdict', async ({ page }) => {
    await open(page, '/tools/ai-detector/');
    await page.getByLabel('Your text').fill(GENERATED_STYLE);
    await expect(page.locator('[data-signal-level]')).toContainText('an indicator, not proof');
    await expect(page.locator('[data-signal-level]')).toContainText('Many signals');
  });

  for (const slug of [
    'word-counter',
    'character-counter',
    'grammar-checker',
    'plagiarism-checker',
    'ai-detector',
  ]) {
    test(`${slug}: nothing overflows sideways at 390 px, even with a long unbroken string`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, `/tools/${slug}/`);
      await page.getByLabel('Your text').fill(`${'x'.repeat(400)} ${SAMPLE}`);
      const wider = await overflow(page);
      expect(wider).toBeLessThanOrEqual(0);
    });
  }
});
