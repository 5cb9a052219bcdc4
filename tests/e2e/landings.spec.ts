import { expect, test } from './support/test';

/** Behaviour of the long-form landing sections (guides, legal documents, prompt libraries) in a real browser. */

test('a prompt is copied to the clipboard exactly as shown, and the copy is announced', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/ai-prompt-cheat-sheet/');
  const card = page.getByRole('article', { name: 'Build a Boolean search string' });
  const shown = await card.locator('pre').innerText();
  await card.getByRole('button', { name: 'Copy Build a Boolean search string' }).click();
  await expect(card.getByRole('status')).toHaveText('Copied to clipboard');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  expect(copied).toContain('Build a Boolean search string to find [ROLE] candidates');
});

test('the hero button jumps to the prompts, and the search strings page to its strings', async ({ page }) => {
  await page.goto('/ai-prompt-cheat-sheet/');
  await page.getByRole('link', { name: 'Jump to the prompts' }).click();
  await expect(page).toHaveURL(/#prompts-sourcing$/);
  await expect(page.getByRole('heading', { name: 'Prompts for finding candidates' })).toBeInViewport();

  await page.goto('/linkedin-people-directory/');
  await page.getByRole('link', { name: 'Copy search strings' }).click();
  await expect(page.getByRole('heading', { name: 'Search strings that work' })).toBeInViewport();
});

test('the privacy policy opens with its title, effective date and contact, and its contents list works', async ({
  page,
}) => {
  await page.goto('/sourcing/privacy-policy/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quotient Source privacy policy');
  const effective = page.locator('dl > div', { has: page.getByText('Effective date', { exact: true }) });
  await expect(effective.locator('dd')).toHaveText('22 November 2026');
  await expect(page.getByRole('link', { name: 'privacy@quotient.example' }).first()).toHaveAttribute(
    'href',
    'mailto:privacy@quotient.example',
  );
  const contents = page.getByRole('navigation', { name: 'The full privacy policy: contents' });
  await contents.getByRole('link', { name: 'If your profile is in Quotient Source' }).click();
  await expect(page).toHaveURL(/#if-your-profile-is-in-quotient-source$/);
  await expect(page.getByRole('heading', { name: 'If your profile is in Quotient Source' })).toBeInViewport();
  // No sales pitch on a legal page: the only calls to action are the site header's.
  await expect(page.locator('main').getByRole('link', { name: 'Start free trial' })).toHaveCount(0);
});

test('on a phone, table rows become labelled cards without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/talent-sourcing-partners/');
  const cell = page.getByRole('cell', { name: 'A fixed fee agreed up front' });
  await cell.scrollIntoViewIfNeeded();
  const label = await cell.evaluate((element) => getComputedStyle(element, '::before').content);
  expect(label).toBe('"Quotient sourcing partner"');
  const box = await cell.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
