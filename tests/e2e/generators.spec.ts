import { expect, test, type Page } from './support/test';
import { PLATFORMS } from '../../lib/generators/platforms';
import { overflow } from './support/overflow';

/** The name and marketing generators in a real browser, against the built site. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
}

const cards = (page: Page) => page.locator('[data-idea]');
const ideaTexts = async (page: Page) =>
  (await cards(page).locator('p:first-child').allInnerTexts()).map((text) =>
    text.replace(/\s*AI$/, '').trim(),
  );

test.describe('name and marketing generators', () => {
  test('business names: examples in the static HTML, new names from new keywords, favourites kept', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const html = await (await page.request.get('/tools/business-name-generator/')).text();
    expect(html).toContain('24 business names from');
    expect(html.match(/data-idea/g)?.length).toBe(24);

    await open(page, '/tools/business-name-generator/');
    await page.getByLabel('Keywords').fill('lantern');
    await page.getByLabel('Style').selectOption('classic');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.locator('[data-summary]')).toContainText('business names from “lantern”');
    const names = await ideaTexts(page);
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(name.toLowerCase()).toContain('lantern');

    const first = names[0]!;
    await page.getByRole('button', { name: `Copy ${first}`, exact: true }).click();
    await expect(page.getByText(`Copied “${first}”.`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    await page.getByRole('button', { name: `Save ${first} to favourites` }).click();
    await page.reload();
    await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
    await expect(page.locator('[data-favourites]')).toContainText(first);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download .csv' }).click();
    expect((await download).suggestedFilename()).toBe('business-name-generator-favourites.csv');
  });

  test('business names: a bad field gets a message beside it and the ideas stay', async ({ page }) => {
    await open(page, '/tools/business-name-generator/');
    const before = await ideaTexts(page);
    await page.getByLabel('Keywords').fill('');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByText('Enter keywords to generate ideas.')).toBeVisible();
    await expect(page.getByLabel('Keywords')).toHaveAttribute('aria-invalid', 'true');
    expect(await ideaTexts(page)).toEqual(before);
  });

  test('usernames: every handle fits the chosen platform’s rules', async ({ page }) => {
    await open(page, '/tools/username-generator/');
    await page.getByLabel('Your name or a word').fill('Alexandra Montgomery');
    await page.getByLabel('Platform', { exact: true }).selectOption('x');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.locator('[data-summary]')).toContainText('that fit X. Availability is not checked');
    const x = PLATFORMS.find((p) => p.id === 'x')!;
    const handles = await ideaTexts(page);
    expect(handles.length).toBeGreaterThan(3);
    for (const handle of handles) {
      expect(handle.length).toBeGreaterThanOrEqual(x.min);
      expect(handle.length).toBeLessThanOrEqual(x.max);
      expect(handle).toMatch(/^[a-z0-9_]+$/);
    }
    await expect(cards(page).first().getByRole('list', { name: 'Fits' })).toContainText('X');
  });

  test('meta titles: a Google-style preview that cuts a title too wide', async ({ page }) => {
    await open(page, '/tools/meta-title-description-generator/');
    await page.getByLabel('Main keyword').fill('remote work policy');
    await page.getByLabel('Page topic').fill('Remote work policy template');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.locator('[data-summary]')).toContainText('for “remote work policy”');
    await expect(cards(page).first()).toContainText(/~\d+ of 580 px/);
    await page.getByRole('button', { name: 'Preview' }).nth(1).click();
    const second = (await ideaTexts(page))[1]!;
    await expect(page.locator('[data-snippet-title]')).toHaveText(second);
    await page
      .getByLabel('Edit the title')
      .fill('Remote Work Policy Template: Eligibility, Equipment, Hours, Security and Expenses Explained');
    await expect(page.locator('[data-snippet-title]')).toHaveText(/…$/);
    await expect(page.getByText(/Google would cut it/).first()).toBeVisible();
  });

  test('YouTube tags: within 500 characters and copied as one comma list', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/tools/youtube-tag-generator/');
    await page.getByLabel('Video title').fill('Five Interview Questions Every Hiring Manager Should Ask');
    await page.getByLabel('Keywords').fill('interview questions, hiring manager, behavioral interview');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.locator('[data-summary]')).toContainText(/using \d+ of YouTube’s 500 characters/);
    const used = Number((await page.locator('[data-summary]').innerText()).match(/using (\d+) of/)![1]);
    expect(used).toBeLessThanOrEqual(500);
    await page.getByRole('button', { name: 'Copy all tags' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split(', ')).toEqual(await ideaTexts(page));
    expect(copied).toContain('interview questions');
  });

  test('random words: count and part of speech are respected', async ({ page }) => {
    await open(page, '/tools/random-word-generator/');
    await page.getByLabel('How many words').fill('5');
    await page.getByRole('combobox', { name: 'Part of speech' }).selectOption('verb');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.locator('[data-summary]')).toContainText('5 words drawn from');
    await expect(cards(page)).toHaveCount(5);
    for (const card of await cards(page).all())
      await expect(card.getByRole('list', { name: 'Part of speech' })).toContainText('verb');
  });

  test('slogans: AI ideas are added and marked as AI, the device ones stay', async ({ page }) => {
    await open(page, '/tools/slogan-generator/');
    const before = await cards(page).count();
    await page.getByRole('button', { name: 'More ideas with AI' }).click();
    await expect(page.getByText(/Added \d+ AI ideas?, marked AI|none were added/)).toBeVisible({
      timeout: 30_000,
    });
    expect(await cards(page).count()).toBeGreaterThanOrEqual(before);
    // Emulator ideas never pass for real AI suggestions.
    await expect(page.getByText('Suggested by AI')).toHaveCount(0);
  });

  test('no horizontal overflow at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/tools/meta-title-description-generator/', '/tools/username-generator/']) {
      await open(page, path);
      const wider = await overflow(page);
      expect(wider, path).toBeLessThanOrEqual(0);
    }
  });
});
