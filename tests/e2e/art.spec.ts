// Why a browser: the picture generators draw in the page (SVG and canvas) and hand over files as
// downloads.
import { expect, test, type Download, type Page } from './support/test';
import { readFileSync } from 'node:fs';

/** Opens a picture generator, waits for its island to hydrate and collects console errors. */
async function open(page: Page, path: string) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
  return errors;
}

const preview = (page: Page) => page.locator('img[data-art-preview]');
const src = async (page: Page) => (await preview(page).getAttribute('src')) ?? '';

async function saved(download: Promise<Download>): Promise<{ name: string; bytes: Buffer }> {
  const file = await download;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Clicks a download button and returns the saved file. */
async function download(page: Page, name: string | RegExp) {
  const pending = page.waitForEvent('download');
  await page.getByRole('button', { name }).first().click();
  return saved(pending);
}

/** Picks the first variation and checks the picture changed. */
async function pickVariation(page: Page) {
  const before = await src(page);
  await page.locator('[data-variations] button').first().click();
  await expect(page.locator('[data-variations] button').first()).toHaveAttribute('aria-pressed', 'true');
  expect(await src(page)).not.toBe(before);
}

test.describe('picture generators', () => {
  test('image generator: the static page shows the default scene before any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/tools/ai-image-generator/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scene image generator');
    await expect(preview(page)).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,/);
    await expect(preview(page)).toHaveAttribute('alt', /^A sunset scene of mountains and the sea/);
    expect(
      await preview(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await context.close();
  });

  test('image generator: reads the prompt, varies and downloads PNG and SVG', async ({ page }) => {
    const errors = await open(page, '/tools/ai-image-generator/');
    await page.getByLabel('Describe the picture').fill('night city in the rain');
    await expect(page.locator('[data-prompt-read]')).toHaveText(
      'Read from your prompt: night, city, rain, moody',
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'Generated: A night scene of a city skyline' }),
    ).toBeVisible();
    await pickVariation(page);
    await page.getByRole('radio', { name: 'Banner' }).check();
    const png = await download(page, /^Download PNG/);
    expect(png.name).toMatch(/^scene-city-.+-1500x500\.png$/);
    expect(pngSize(png.bytes)).toEqual({ width: 1500, height: 500 });
    const svg = await download(page, 'Download SVG');
    expect(svg.name).toMatch(/\.svg$/);
    expect(svg.bytes.toString('utf8')).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1500" height="500"/,
    );
    await expect(page).toHaveURL(/prompt=night\+city\+in\+the\+rain/);
    expect(errors).toEqual([]);
  });

  test('painting generator: a style and palette, a variation and a 2,048-pixel PNG', async ({ page }) => {
    const errors = await open(page, '/tools/painting-generator/');
    await page.getByLabel('Style', { exact: true }).selectOption('watercolor');
    await page.getByLabel('Palette').selectOption('ocean');
    await expect(preview(page)).toHaveAttribute(
      'alt',
      /^A watercolor painting of soft washes in ocean colors/,
    );
    await pickVariation(page);
    await page.getByLabel('PNG size').selectOption({ label: '2048 × 2048 (print size)' });
    const png = await download(page, /^Download PNG/);
    expect(pngSize(png.bytes)).toEqual({ width: 2048, height: 2048 });
    expect(errors).toEqual([]);
  });

  test('face generator: a chosen feature, Randomize and a 512-pixel PNG', async ({ page }) => {
    const errors = await open(page, '/tools/ai-face-generator/');
    await page.getByLabel('Glasses').selectOption('round');
    await expect(preview(page)).toHaveAttribute('alt', /round glasses/);
    const before = await src(page);
    await page.getByRole('button', { name: 'Randomize' }).click();
    await expect.poll(() => src(page)).not.toBe(before);
    await expect(preview(page)).toHaveAttribute('alt', /round glasses/);
    await pickVariation(page);
    const png = await download(page, /^Download PNG/);
    expect(pngSize(png.bytes)).toEqual({ width: 512, height: 512 });
    expect(errors).toEqual([]);
  });

  test('tattoo generator: lettering as text, stencil mode and downloads', async ({ page }) => {
    const errors = await open(page, '/tools/ai-tattoo-generator/');
    await page.getByLabel('Design', { exact: true }).selectOption('lettering');
    await page.getByLabel('Your lettering').fill('Amor <fati>');
    await page.getByRole('switch', { name: /Stencil mode/ }).check();
    await expect(preview(page)).toHaveAttribute(
      'alt',
      'Lettering tattoo design reading “Amor <fati>” in script, stencil outline on white paper',
    );
    await pickVariation(page);
    const svg = await download(page, 'Download SVG');
    const text = svg.bytes.toString('utf8');
    expect(text).toContain('>Amor &lt;fati&gt;</text>');
    expect(text).not.toContain('fill="#111111"');
    const png = await download(page, /^Download PNG/);
    expect(pngSize(png.bytes)).toEqual({ width: 1600, height: 640 });
    expect(errors).toEqual([]);
  });

  test('logo generator: a typed name, a variation, contrast checks, favicon and logo downloads', async ({
    page,
  }) => {
    const errors = await open(page, '/tools/ai-logo-generator/');
    await expect(preview(page)).toHaveAttribute('alt', /^Logo for “Northwind Talent”/);
    await page.getByLabel('Brand name').fill('Bright & Co');
    await expect(preview(page)).toHaveAttribute('alt', /^Logo for “Bright & Co”/);
    await expect(page.locator('[data-contrast]')).toContainText('passes');
    await pickVariation(page);
    const svg = await download(page, 'Download SVG logo');
    expect(svg.bytes.toString('utf8')).toContain('>Bright &amp; Co</text>');
    await page.getByLabel('PNG size icon mark').selectOption({ label: '32 × 32 (favicon)' });
    const favicon = await download(page, /^Download PNG icon mark/);
    expect(favicon.name).toMatch(/-icon-32x32\.png$/);
    expect(pngSize(favicon.bytes)).toEqual({ width: 32, height: 32 });
    const logo = await download(page, /^Download PNG logo/);
    expect(pngSize(logo.bytes).width).toBe(1024);
    expect(errors).toEqual([]);
  });

  test('portrait generator: styles the sample, then a chosen photo, with a PNG of the same size', async ({
    page,
  }) => {
    const errors = await open(page, '/tools/ai-portrait-generator/');
    const after = page.locator('canvas[data-portrait-after]');
    await page.getByLabel('Style', { exact: true }).focus();
    await expect(after).toHaveAttribute('data-portrait-after', 'done', { timeout: 30_000 });
    await expect(after).toHaveAttribute('aria-label', /^A comic version of the sample portrait/);

    // A 640 × 480 photo made in the page: a gradient with a dark disc.
    const photo = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(640, 480);
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 640, 480);
      gradient.addColorStop(0, '#f97316');
      gradient.addColorStop(1, '#1e3a8a');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 640, 480);
      context.fillStyle = '#111827';
      context.beginPath();
      context.arc(320, 240, 120, 0, Math.PI * 2);
      context.fill();
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(photo) });
    await page.getByLabel('Style', { exact: true }).selectOption('sketch');
    await expect(after).toHaveAttribute(
      'aria-label',
      /^A pencil-sketch version of “me\.png”.*\(640 × 480 pixels\)$/,
      {
        timeout: 30_000,
      },
    );
    const png = await download(page, 'Download PNG (640 × 480)');
    expect(png.name).toBe('portrait-sketch-me.png');
    expect(pngSize(png.bytes)).toEqual({ width: 640, height: 480 });

    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.getByRole('alert').filter({ hasText: 'notes.txt' })).toHaveText(
      '“notes.txt” is not an image. Choose a JPG, PNG, WebP or GIF photo.',
    );
    expect(errors).toEqual([]);
  });
});
