// Why a browser: avatars, portraits and video files are drawn, cropped and encoded by the browser.
import { expect, test, type Download, type Page } from './support/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { axeViolations } from './support/axe';
import { idle } from './support/idle';
import { overflow } from './support/overflow';

/** Opens a media tool, waits for its island to hydrate and collects console errors. */
async function open(page: Page, path: string) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
  return errors;
}

const preview = (page: Page) => page.locator('img[data-avatar-preview]');
const seedBox = (page: Page) => page.getByLabel('Name or any text');

/** Waits until the preview shows this style and seed, and returns its image address. */
async function shown(page: Page, style: string, seed: string): Promise<string> {
  await expect(preview(page)).toHaveAttribute('data-style', style);
  await expect(preview(page)).toHaveAttribute('data-seed', seed);
  await expect(page.getByRole('status').filter({ hasText: /^Loading the/ })).toHaveCount(0);
  return (await preview(page).getAttribute('src')) ?? '';
}

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

/** The alpha of one pixel of a PNG, read back by the browser. */
async function alphaAt(page: Page, png: Buffer, x: number, y: number): Promise<number> {
  return page.evaluate(
    async ({ base64, x, y }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(x, y, 1, 1).data[3]!;
    },
    { base64: png.toString('base64'), x, y },
  );
}

test.describe('avatar generator', () => {
  test('the static page already shows the default avatar, drawn at build time', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/tools/avatar-generator/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avatar generator');
    await expect(preview(page)).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,/);
    await expect(preview(page)).toHaveAttribute('alt', 'Initials avatar for “Alex Rivera”');
    expect(
      await preview(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    // Every style is on offer with its example picture, before any style pack has loaded.
    await expect(page.locator('[data-style-option]')).toHaveCount(16);
    await context.close();
  });

  test('typing a seed changes the avatar, and the same seed always draws the same one', async ({ page }) => {
    const errors = await open(page, '/tools/avatar-generator/');
    const initial = (await preview(page).getAttribute('src')) ?? '';
    await seedBox(page).fill('Maya Chen');
    const maya = await shown(page, 'initials', 'Maya Chen');
    expect(maya).not.toBe(initial);
    expect(decodeURIComponent(maya)).toContain('>MC</text>');
    await seedBox(page).fill('Omar Haddad');
    expect(await shown(page, 'initials', 'Omar Haddad')).not.toBe(maya);
    await seedBox(page).fill('Maya Chen');
    expect(await shown(page, 'initials', 'Maya Chen')).toBe(maya);

    await expect(page).toHaveURL(/\?seed=Maya\+Chen$/);
    const fresh = await page.context().newPage();
    await open(fresh, page.url());
    expect(await shown(fresh, 'initials', 'Maya Chen')).toBe(maya);
    await expect(seedBox(fresh)).toHaveValue('Maya Chen');
    expect(errors).toEqual([]);
  });

  test('choosing a style loads it on demand and shows it with its credit', async ({ page }) => {
    const styleRequests: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && styleRequests.push(request.url()));
    await open(page, '/tools/avatar-generator/');
    const before = styleRequests.length;
    await page.getByRole('radio', { name: 'Lorelei', exact: true }).check();
    await expect(page.getByRole('radio', { name: 'Lorelei' })).toBeChecked();
    const lorelei = await shown(page, 'lorelei', 'Alex Rivera');
    expect(styleRequests.length).toBeGreaterThan(before);
    expect(decodeURIComponent(lorelei)).toContain('<dc:creator>Lisa Wischofsky</dc:creator>');
    await expect(page.locator('[data-credit]')).toContainText(
      'Remix of “Lorelei” by Lisa Wischofsky, licensed under CC0 1.0.',
    );
    await expect(page).toHaveURL(/style=lorelei/);

    // Variations draw the same style from numbered seeds; picking one makes it the seed.
    await page.getByRole('button', { name: 'Alex Rivera 4' }).click();
    await shown(page, 'lorelei', 'Alex Rivera 4');
    await expect(seedBox(page)).toHaveValue('Alex Rivera 4');
  });

  test('PNG and SVG downloads have the right type and size', async ({ page }) => {
    await open(page, '/tools/avatar-generator/');
    await page.getByRole('radio', { name: 'Bottts', exact: true }).check();
    await shown(page, 'bottts', 'Alex Rivera');
    await page.getByRole('radio', { name: '1024', exact: true }).check();

    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const png = await saved(download);
    expect(png.name).toBe('avatar-bottts-alex-rivera-1024.png');
    expect(pngSize(png.bytes)).toEqual({ width: 1024, height: 1024 });
    await expect(
      page.getByText('Saved avatar-bottts-alex-rivera-1024.png (1024 × 1024 pixels).'),
    ).toBeVisible();
    // The default shape is a circle: transparent corners, an opaque middle.
    expect(await alphaAt(page, png.bytes, 2, 2)).toBe(0);
    expect(await alphaAt(page, png.bytes, 512, 512)).toBe(255);

    await page.getByRole('radio', { name: '256', exact: true }).check();
    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SVG' }).click();
    const svg = await saved(download);
    expect(svg.name).toBe('avatar-bottts-alex-rivera-256.svg');
    const text = svg.bytes.toString('utf8');
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*width="256" height="256"/);
    expect(text).toContain('<dc:rights>');
    expect(text.trimEnd().endsWith('</svg>')).toBe(true);
  });

  test('markup typed as a seed never runs and is never rendered as markup', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await open(page, '/tools/avatar-generator/');
    const attack = '<img src=x onerror=alert(1)>';
    await seedBox(page).fill(attack);
    await shown(page, 'initials', attack);
    await page.getByRole('radio', { name: 'Adventurer', exact: true }).check();
    await shown(page, 'adventurer', attack);
    await page.getByRole('button', { name: 'Show my text in every style' }).click();
    await expect(page.getByText(`Every style shows “${attack}”.`)).toBeVisible({ timeout: 30_000 });
    await idle(page);
    expect(dialogs).toEqual([]);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('main script:not([type="application/ld+json"])')).toHaveCount(0);
    await expect(preview(page)).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,[^<>"]*$/);
    await expect(seedBox(page)).toHaveValue(attack);
    await expect(page.getByRole('status').filter({ hasText: 'Showing Adventurer' })).toHaveText(
      `Showing Adventurer for “${attack}”.`,
    );
  });

  test('fits a phone screen and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/tools/avatar-generator/');
    await seedBox(page).fill('A very long name that keeps going without any reasonable end in sight at all');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** A real PNG, drawn by the browser on a canvas: a gradient so crops and filters have something to show. */
async function makePng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#ef4444');
      gradient.addColorStop(1, '#3b82f6');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL('image/png');
    },
    { width, height },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test.describe('profile picture maker', () => {
  test('accepts a small PNG, crops it by keyboard and downloads a round PNG', async ({ page }) => {
    const errors = await open(page, '/tools/profile-picture-maker/');
    await expect(page.getByText(/never uploaded/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download 400 × 400 PNG' })).toBeDisabled();
    const uploads: string[] = [];
    page.on('request', (request) => request.method() !== 'GET' && uploads.push(request.url()));

    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await makePng(page, 640, 480) });
    await expect(page.getByText('Editing “photo.png”, 640 × 480 pixels.')).toBeVisible();
    const crop = page.getByRole('group', { name: /Crop: drag the photo/ });
    await crop.focus();
    await page.keyboard.press('+');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('1.1×')).toBeVisible();
    await page.getByRole('radio', { name: 'Grayscale', exact: true }).check();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download 400 × 400 PNG' }).click();
    const png = await saved(download);
    expect(png.name).toBe('profile-picture-400.png');
    expect(pngSize(png.bytes)).toEqual({ width: 400, height: 400 });
    expect(await alphaAt(page, png.bytes, 3, 3)).toBe(0);
    expect(await alphaAt(page, png.bytes, 200, 200)).toBe(255);
    expect(uploads).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('says clearly when the file is not an image', async ({ page }) => {
    await open(page, '/tools/profile-picture-maker/');
    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await expect(
      page.getByText('“resume.pdf” is not an image. Choose a JPG, PNG, WebP or GIF photo.'),
    ).toBeVisible();
    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
    await expect(page.getByText(/could not be opened as an image/)).toBeVisible();
  });

  test('starts from the avatar generator’s avatar', async ({ page }) => {
    await open(page, '/tools/avatar-generator/');
    await seedBox(page).fill('Priya Shah');
    await shown(page, 'initials', 'Priya Shah');
    await page.getByRole('link', { name: /Turn it into a profile picture/ }).click();
    await expect(page).toHaveURL(/\/tools\/profile-picture-maker\/\?avatar=1&seed=Priya\+Shah$/);
    await expect(
      page.getByText('Editing the Initials avatar for “Priya Shah”, 800 × 800 pixels.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download 800 × 800 PNG' })).toBeEnabled();
  });
});

test.describe('illustrated character generator', () => {
  test('draws six characters, a new batch on request, and keeps it in the link', async ({ page }) => {
    const errors = await open(page, '/tools/ai-character-generator/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Illustrated character generator');
    const cards = page.locator('[data-character]');
    await expect(cards).toHaveCount(6);
    await expect(page.getByText('6 characters ready.')).toBeVisible();
    await expect(cards.locator('img')).toHaveCount(6);
    const first = await cards.first().locator('h3').textContent();
    await page.getByRole('button', { name: 'New characters' }).click();
    await expect(page).toHaveURL(/\?batch=[a-z2-9]{6}$/);
    await expect(cards.first().locator('h3')).not.toHaveText(first ?? '');
    const link = page.url();
    const names = await cards.locator('h3').allTextContents();
    const again = await page.context().newPage();
    await open(again, link);
    await expect(again.locator('[data-character] h3')).toHaveText(names);
    expect(errors).toEqual([]);
  });
});

/**
 * The video converter, judged by what is inside the files it makes: each download is opened in
 * Node with mediabunny and its codecs read from the container. A browser without an encoder the
 * format needs must say so before converting, so those tests check whichever this browser calls for.
 */
const TONE_WEBM = fileURLToPath(new URL('../fixtures/media/tone-and-colours.webm', import.meta.url));

async function readContainer(bytes: Uint8Array) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    return {
      format: (await input.getFormat()).name,
      video: (await input.getPrimaryVideoTrack())?.codec ?? null,
      audio: (await input.getPrimaryAudioTrack())?.codec ?? null,
      duration: await input.computeDuration(),
    };
  } finally {
    input.dispose();
  }
}

/** Whether this browser's WebCodecs has an AAC encoder (Debian's chromium has none). */
const canEncodeAac = (page: Page) =>
  page.evaluate(async () =>
    typeof AudioEncoder === 'undefined'
      ? false
      : (
          await AudioEncoder.isConfigSupported({
            codec: 'mp4a.40.2',
            sampleRate: 48_000,
            numberOfChannels: 2,
            bitrate: 128_000,
          })
        ).supported === true,
  );

/**
 * A short recording made by the browser itself, as a visitor's screen or camera recording would be:
 * a moving canvas and, with `sound`, a 440 Hz tone, through MediaRecorder.
 */
async function record(page: Page, mimeType: string, sound: boolean): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ mimeType, sound }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const context = canvas.getContext('2d')!;
      const stream = canvas.captureStream(30);
      let audio: AudioContext | undefined;
      if (sound) {
        audio = new AudioContext();
        const tone = audio.createOscillator();
        const to = audio.createMediaStreamDestination();
        tone.connect(to);
        tone.start();
        stream.addTrack(to.stream.getAudioTracks()[0]!);
      }
      const recorder = new MediaRecorder(stream, { mimeType });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const started = performance.now();
      await new Promise<void>((resolve) => {
        const draw = () => {
          const t = (performance.now() - started) / 1000;
          context.fillStyle = `hsl(${(t * 120) % 360} 70% 50%)`;
          context.fillRect(0, 0, 320, 240);
          context.fillStyle = '#fff';
          context.fillRect((t * 100) % 320, 100, 40, 40);
          if (t < 2) requestAnimationFrame(draw);
          else resolve();
        };
        draw();
      });
      recorder.stop();
      await stopped;
      await audio?.close();
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    { mimeType, sound },
  );
  return Buffer.from(base64, 'base64');
}

async function chooseVideo(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByLabel('Choose a video').setInputFiles({ name, mimeType, buffer });
  await expect(page.locator('dl[aria-label="The file chosen"]')).toContainText('Length');
}

async function convertAndDownload(page: Page, format: string) {
  await page.getByRole('button', { name: `Convert to ${format}` }).click();
  const done = page.getByRole('status').filter({ hasText: /^Done: / });
  await expect(done).toBeVisible({ timeout: 90_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download / }).click();
  const file = await saved(download);
  return { ...file, status: (await done.textContent()) ?? '', container: await readContainer(file.bytes) };
}

const encoderMessage = (page: Page) => page.locator('[data-encoder-check]');

test.describe('video converter: the codecs inside the files it makes', () => {
  test('WebM (VP8 + Opus) to MP4 is H.264 + AAC, or it says first that this browser cannot encode AAC', async ({
    page,
  }) => {
    const errors = await open(page, '/tools/video-converter/');
    await chooseVideo(page, 'tone-and-colours.webm', 'video/webm', readFileSync(TONE_WEBM));
    await expect(page.getByRole('radio', { name: 'MP4' })).toBeChecked();
    await expect(page.getByText(/^H\.264 picture and AAC sound, which play almost everywhere/)).toBeVisible();

    if (await canEncodeAac(page)) {
      await expect(encoderMessage(page)).toHaveCount(0);
      const made = await convertAndDownload(page, 'MP4');
      expect(made.name).toBe('tone-and-colours.mp4');
      expect(made.container).toMatchObject({ format: 'MP4', video: 'avc', audio: 'aac' });
      expect(made.status).toContain('(H.264 + AAC)');
    } else {
      // Before anything is converted: the reason beside the choice, and no button to press.
      await expect(encoderMessage(page)).toHaveText(
        'MP4 needs H.264 picture and AAC sound, but this browser cannot encode AAC, so it cannot turn this file’s Opus sound into it. Choose WebM, or open this page in Chrome or Edge on Windows or a Mac, or Safari, which can usually encode it.',
      );
      const button = page.getByRole('button', { name: 'Convert to MP4' });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/this browser cannot encode AAC/);
      await page.getByRole('radio', { name: 'WebM' }).check();
      await expect(encoderMessage(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Convert to WebM' })).toBeEnabled();
    }
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('MP4 (H.264 + Opus, as Chrome records it) to WebM is VP9 + Opus, with a progress bar and time left', async ({
    page,
  }) => {
    await open(page, '/tools/video-converter/');
    const mp4 = await record(page, 'video/mp4;codecs=avc1,opus', true);
    expect(await readContainer(mp4)).toMatchObject({ format: 'MP4', video: 'avc', audio: 'opus' });
    await chooseVideo(page, 'screen recording.mp4', 'video/mp4', mp4);
    await page.getByRole('radio', { name: 'WebM' }).check();
    await expect(page.getByText(/^VP9 picture and Opus sound/)).toBeVisible();
    await expect(page.getByText('The picture is decoded from H.264 and encoded again as VP9.')).toBeVisible();

    await page.getByRole('button', { name: 'Convert to WebM' }).click();
    const bar = page.getByRole('progressbar', { name: 'Converting to WebM' });
    const statusLine = page.getByRole('status').filter({ hasText: /^(Converting|Done: )/ });
    // Either still under way, showing the bar and an estimate, or already done on a fast machine.
    await expect(bar.or(page.getByRole('status').filter({ hasText: /^Done: / }))).toBeVisible();
    if (await bar.isVisible()) {
      await expect(
        page.getByText(/^\d+% · (working out the time left…|a few seconds left|about \d+ .+ left)$/),
      ).toBeVisible();
    }
    await expect(statusLine).toBeVisible();

    const made = await convertAndDownload(page, 'WebM');
    expect(made.name).toBe('screen recording.webm');
    expect(made.container).toMatchObject({ format: 'WebM', video: 'vp9', audio: 'opus' });
    expect(made.container.duration).toBeGreaterThan(1.5);
    expect(made.status).toMatch(/^Done: screen recording\.webm \(VP9 \+ Opus\), [\d.]+ KB, in [\d.]+ s\.$/);
    await expect(bar).toHaveCount(0);
  });

  test('to MOV: a silent recording becomes H.264 in a QuickTime file; with sound, AAC or the reason first', async ({
    page,
  }) => {
    await open(page, '/tools/video-converter/');
    const silent = await record(page, 'video/webm;codecs=vp8', false);
    expect(await readContainer(silent)).toMatchObject({ format: 'WebM', video: 'vp8', audio: null });
    await chooseVideo(page, 'silent.webm', 'video/webm', silent);
    await page.getByRole('radio', { name: 'MOV' }).check();
    const made = await convertAndDownload(page, 'MOV');
    expect(made.name).toBe('silent.mov');
    expect(made.container).toMatchObject({ format: 'QuickTime File Format', video: 'avc', audio: null });
    expect(made.status).toContain('(H.264)');

    await chooseVideo(page, 'tone-and-colours.webm', 'video/webm', readFileSync(TONE_WEBM));
    await expect(page.getByRole('radio', { name: 'MOV' })).toBeChecked();
    if (await canEncodeAac(page)) {
      const withSound = await convertAndDownload(page, 'MOV');
      expect(withSound.container).toMatchObject({
        format: 'QuickTime File Format',
        video: 'avc',
        audio: 'aac',
      });
    } else {
      await expect(encoderMessage(page)).toContainText(
        'MOV needs H.264 picture and AAC sound, but this browser cannot encode AAC',
      );
      await expect(page.getByRole('button', { name: 'Convert to MOV' })).toBeDisabled();
    }
  });
});
