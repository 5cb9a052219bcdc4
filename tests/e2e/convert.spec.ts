// Why a browser: the converters decode and encode media with the browser's WebCodecs.
import { expect, test, type Page } from './support/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './support/axe';

/**
 * The video and audio converters, on a real file: a 2-second WebM (VP8 picture, Opus 440 Hz tone)
 * recorded once with chromium's MediaRecorder from a canvas and an oscillator, and committed.
 */
const SAMPLE = fileURLToPath(new URL('../fixtures/media/tone-and-colours.webm', import.meta.url));

async function open(page: Page, slug: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/tools/${slug}/`);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
  return errors;
}

async function choose(page: Page, label: string | RegExp, name = 'tone-and-colours.webm') {
  await page.getByLabel(label).setInputFiles({ name, mimeType: 'video/webm', buffer: readFileSync(SAMPLE) });
  await expect(page.locator('dl[aria-label="The file chosen"]')).toContainText('320 × 240, VP8');
  await expect(page.locator('dl[aria-label="The file chosen"]')).toContainText('OPUS');
}

async function convertAndSave(page: Page, button: string | RegExp) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: / })).toBeVisible({ timeout: 60_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download / }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

test.describe('video and audio converters', () => {
  test('video to MP3: the sound of a video, as a real MP3 at the bitrate chosen', async ({ page }) => {
    const errors = await open(page, 'video-to-mp3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video to MP3 converter');
    await choose(page, 'Choose a video or audio file');
    await page.getByRole('radio', { name: '128 kbps' }).check();
    const { name, bytes } = await convertAndSave(page, 'Convert to MP3');
    expect(name).toBe('tone-and-colours.mp3');
    // An MP3 opens with an ID3 tag or straight with an MPEG audio frame (11 sync bits).
    const startsRight =
      bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0);
    expect(startsRight, 'an MP3 header').toBe(true);
    // About 2 s at 128 kbps is about 32 KB.
    expect(bytes.length).toBeGreaterThan(15_000);
    expect(bytes.length).toBeLessThan(80_000);
    await expect(page.locator('audio')).toHaveAttribute('src', /^blob:/);
    await expect(page.getByText('MP3 size = bitrate × seconds ÷ 8')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('video to WAV: 16 kHz mono, as the header says', async ({ page }) => {
    await open(page, 'video-to-wav');
    await choose(page, 'Choose a video or audio file');
    await page.getByLabel('Sample rate').selectOption('16000');
    await page.getByRole('radio', { name: 'Mono' }).check();
    const { name, bytes } = await convertAndSave(page, 'Convert to WAV');
    expect(name).toBe('tone-and-colours.wav');
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WAVE');
    expect(bytes.readUInt16LE(22), 'channels').toBe(1);
    expect(bytes.readUInt32LE(24), 'sample rate').toBe(16_000);
    expect(bytes.readUInt16LE(34), 'bits per sample').toBe(16);
    // 2 seconds of 16-bit mono at 16 kHz is 64,000 bytes of samples.
    expect(bytes.length).toBeGreaterThan(50_000);
    expect(bytes.length).toBeLessThan(80_000);
  });

  test('video converter: a trim, checked beside each field first', async ({ page }) => {
    const errors = await open(page, 'video-converter');
    await choose(page, 'Choose a video');
    // WebM, which every browser with WebCodecs can make from this VP8 + Opus file: MP4 needs an AAC
    // encoder some browsers lack (the codecs themselves are checked in media.spec.ts).
    await page.getByRole('radio', { name: 'WebM' }).check();
    await page.getByLabel('Start at').fill('0:01');
    await page.getByLabel('End at').fill('0:00.5');
    await expect(page.getByText('The end must come after the start.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Convert to WebM' })).toBeDisabled();
    await page.getByLabel('End at').fill('1m');
    await expect(page.getByText('Write a time as seconds (75) or minutes:seconds (1:15).')).toBeVisible();
    await page.getByLabel('End at').fill('');
    await page.getByLabel('Start at').fill('0.5');
    await expect(page.getByText('Trim: from 0:00.5 to')).toBeVisible();
    const { name, bytes } = await convertAndSave(page, 'Convert to WebM');
    expect(name).toBe('tone-and-colours.webm');
    // The EBML header every WebM starts with.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    await expect(page.locator('video')).toHaveAttribute('src', /^blob:/);
    const duration = await page
      .locator('video')
      .evaluate(
        (video: HTMLVideoElement) =>
          new Promise<number>((resolve) =>
            video.readyState >= 1
              ? resolve(video.duration)
              : video.addEventListener('loadedmetadata', () => resolve(video.duration), { once: true }),
          ),
      );
    // 2 s less the first half second (the copy may start at the key frame before it).
    expect(duration).toBeGreaterThan(1);
    expect(duration).toBeLessThan(2.2);
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a file that is not a video gets a message beside the field; its name is text', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await open(page, 'video-converter');
    await page.getByLabel('Choose a video').setInputFiles({
      name: '<img src=x onerror=alert(1)>.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(
      page.getByText(
        '“<img src=x onerror=alert(1)>.txt” is not a video. Choose an MP4, MOV, WebM, MKV or AVI file.',
      ),
    ).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
    await expect(page.getByRole('button', { name: 'Convert to MP4' })).toBeDisabled();
  });

  test('the converter code loads only when a file is chosen', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await open(page, 'video-to-mp3');
    const before = scripts.length;
    await choose(page, 'Choose a video or audio file');
    expect(scripts.length).toBeGreaterThan(before);
  });
});
