// Why a browser: axe, console errors and the 390 px width need a running page, and whether a pasted
// document widens a tool depends on layout only a rendering engine computes; the file checks
// (first in this file) read every page's built HTML in Node.
import { devices, expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUT, SITE_URL, builtHtmlPaths, htmlFileFor, jpegSize, sitemapPaths } from './support/site';
import { axeViolations } from './support/axe';
import { htmlProblems } from './support/html-checks';
import { templatePages, walkPages } from './support/walk-pages';
import { idle } from './support/idle';
import { expectLongInputFits } from './support/long-input';
import { overflow } from './support/overflow';

const paths = sitemapPaths();
const DESKTOP = devices['Desktop Chrome'].viewport;
const PHONE = { width: 390, height: 844 };
/** The pages opened in a browser, and why each (support/walk-pages.ts; README, "Tests"). */
const visits = walkPages(
  new Map(paths.map((path) => [path, readFileSync(htmlFileFor(path), 'utf8')])),
  templatePages(paths),
);
const visited = new Set(visits.map((visit) => visit.path));

function headOf(path: string) {
  const html = readFileSync(htmlFileFor(path), 'utf8');
  const attr = (pattern: RegExp) => html.match(pattern)?.[1];
  return {
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    images: [
      ...html.matchAll(
        /<meta property="og:image" content="([^"]*)"\/>(?:<meta property="og:image:[a-z]+" content="[^"]*"\/>)*/g,
      ),
    ].map((match) => ({
      url: match[1]!,
      width: Number(match[0].match(/og:image:width" content="(\d+)"/)?.[1]),
      height: Number(match[0].match(/og:image:height" content="(\d+)"/)?.[1]),
      type: match[0].match(/og:image:type" content="([^"]*)"/)?.[1],
    })),
  };
}

test.describe('the whole site, from its sitemap', () => {
  test('the sitemap lists every built page, and every listed page was built', () => {
    const built = builtHtmlPaths().filter((path) => path !== '/404/' && path !== '/_not-found/');
    expect(new Set(paths)).toEqual(new Set(built));
  });

  test('titles and descriptions are present and unique; every page declares its own URL', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of paths) {
      const head = headOf(path);
      expect(head.title, `${path} title`).toBeTruthy();
      expect(head.description, `${path} description`).toBeTruthy();
      expect(
        titles.get(head.title!),
        `${path} repeats the title of ${titles.get(head.title!)}`,
      ).toBeUndefined();
      expect(
        descriptions.get(head.description!),
        `${path} repeats the description of ${descriptions.get(head.description!)}`,
      ).toBeUndefined();
      titles.set(head.title!, path);
      descriptions.set(head.description!, path);
      expect(head.canonical, `${path} canonical`).toBe(`${SITE_URL}${path}`);
      expect(head.ogUrl, `${path} og:url`).toBe(`${SITE_URL}${path}`);
    }
  });

  test('share images exist with the declared sizes (800x600 + 900x800, or 1200x600)', () => {
    for (const path of paths) {
      const { images, html } = headOf(path);
      const sizes = images.map((image) => `${image.width}x${image.height}`).sort();
      const allowed = [['800x600', '900x800'].join(), ['1200x600'].join(), ''];
      expect(allowed, `${path} share image sizes ${sizes.join()}`).toContain(sizes.join());
      expect(html).toContain('<meta property="og:type" content="website"/>');
      expect(html).toContain('<meta property="og:locale" content="en_US"/>');
      for (const image of images) {
        expect(image.type, `${path} og:image:type`).toBe('image/jpg');
        const file = join(OUT, image.url.slice(SITE_URL.length));
        expect(existsSync(file), `${path}: ${image.url} exists`).toBe(true);
        expect(jpegSize(readFileSync(file)), `${path}: ${image.url} size`).toEqual({
          width: image.width,
          height: image.height,
        });
      }
    }
  });

  test('no internal link is broken', () => {
    const broken: string[] = [];
    for (const path of [...paths, '/404/']) {
      const html = readFileSync(htmlFileFor(path), 'utf8');
      for (const match of html.matchAll(/<a [^>]*href="(\/[^"#?]*)[^"]*"/g)) {
        const target = match[1]!;
        const file = /\.[a-z0-9]+$/i.test(target) ? join(OUT, target) : htmlFileFor(target);
        if (!existsSync(file)) broken.push(`${path} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test('every page has one h1, no frame and well-formed JSON-LD in its HTML', () => {
    for (const path of paths) {
      const { html } = headOf(path);
      expect(html.match(/<h1[\s>]/g)?.length ?? 0, `${path} h1 count`).toBe(1);
      // Axe runs in legacy mode (support/axe.ts), which reads no frames: the site has none.
      expect(html, `${path} has a frame`).not.toMatch(/<iframe[\s>]/);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      for (const [, json] of blocks) {
        const data = JSON.parse(json!) as Record<string, unknown>;
        expect(data['@context'], `${path} JSON-LD @context`).toBe('https://schema.org');
        expect(data['@type'], `${path} JSON-LD @type`).toBeTruthy();
      }
    }
  });
  test('every page: heading levels in order, an alt on every image, no id used twice', () => {
    const problems = paths.flatMap((path) =>
      htmlProblems(readFileSync(htmlFileFor(path), 'utf8')).map((problem) => `${path}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});

/**
 * A full visit for the pages `walkPages` chose. Every test of a worker reuses one tab, so the
 * framework's scripts come from the HTTP cache after the first page instead of being fetched and
 * compiled again for each page (the file checks above need no browser at all).
 */
const walk = test.extend<object, { tab: Page; staticTab: Page }>({
  tab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  // The server's HTML laid out at phone width with no script: what the other pages of a template
  // differ in (their words, a long name or figure) is already there before hydration.
  staticTab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled: false });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Loads `path` in the worker's tab and checks it as a visitor meets it, at 1280 and 390 px. */
async function fullVisit(tab: Page, path: string) {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => message.type() === 'error' && errors.push(message.text());
  const onError = (error: Error) => errors.push(error.message);
  tab.on('console', onConsole);
  tab.on('pageerror', onError);
  try {
    await tab.setViewportSize(DESKTOP);
    const response = await tab.goto(path, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await expect(tab.locator('h1')).toHaveCount(1);
    // Checked once the page has hydrated and its islands have rendered, as a visitor meets it.
    await idle(tab);

    expect(await axeViolations(tab)).toEqual([]);

    await tab.setViewportSize(PHONE);
    expect(await overflow(tab), `${path} overflows horizontally at 390 px`).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  } finally {
    tab.off('console', onConsole);
    tab.off('pageerror', onError);
  }
}

const visitTitle = (path: string, reasons: string[]) =>
  `page ${path} (${reasons.join(', ')}): loads, one h1, no console errors, no axe violations, fits a phone`;

walk.describe('the chosen pages in a browser', () => {
  for (const { path, reasons } of visits) {
    if (!reasons.includes('tool')) {
      walk(visitTitle(path, reasons), ({ tab }) => fullVisit(tab, path));
      continue;
    }
    // A tool's second test goes on in the tab its first one opened: serial keeps the two together,
    // in order, in one worker, so the paste costs no second visit.
    walk.describe.serial(`tool ${path}`, () => {
      walk(visitTitle(path, reasons), ({ tab }) => fullVisit(tab, path));
      walk(
        `tool ${path}: a pasted document in every text field still fits 390 px and 1280 px`,
        async ({ tab }) => {
          // A calculator with fourteen boxes recomputes after each fill.
          walk.setTimeout(120_000);
          expect(new URL(tab.url()).pathname).toBe(path);
          // One unbroken run, then words: results and messages that echo the text must wrap.
          await expectLongInputFits(tab, path, [PHONE, DESKTOP!]);
        },
      );
    });
  }
});

walk.describe('the other pages: their template is visited above', () => {
  for (const path of paths.filter((path) => !visited.has(path))) {
    walk(`page ${path}: its server HTML fits a 390 px phone`, async ({ staticTab }) => {
      const response = await staticTab.goto(path, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(await overflow(staticTab), `${path} overflows horizontally at 390 px`).toBeLessThanOrEqual(0);
    });
  }
});
