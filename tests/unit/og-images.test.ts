// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageEntry } from '../../lib/seo/page-entry';
import { generateShareImages, renderShareImage } from '../../scripts/og-images';

const TIMEOUT = 60_000;

describe('renderShareImage', () => {
  for (const [width, height] of [
    [800, 600],
    [900, 800],
    [1200, 600],
  ] as const) {
    it(
      `renders a baseline JPEG of exactly ${width}x${height}`,
      async () => {
        const image = await renderShareImage({
          title: 'Accelerate Hiring with Recruitment Automation',
          section: 'Pricing',
          width,
          height,
        });
        const meta = await sharp(image).metadata();
        expect(meta.format).toBe('jpeg');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(height);
        expect(meta.isProgressive).toBe(false);
        // A real card, not a flat fill: the title and wordmark leave near-white pixels.
        const stats = await sharp(image).stats();
        expect(stats.channels[0]!.max).toBeGreaterThan(230);
      },
      TIMEOUT,
    );
  }

  it(
    'survives a very long title, an unbreakable word, a missing section and glyphs Inter lacks',
    async () => {
      const title = `${'An exceptionally long page title that keeps going '.repeat(12)}Supercalifragilisticexpialidociousrecruitmentautomation → ✓ 🚀`;
      for (const [width, height] of [
        [800, 600],
        [1200, 600],
      ] as const) {
        const meta = await sharp(await renderShareImage({ title, width, height })).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
      }
      const empty = await sharp(
        await renderShareImage({ title: '   ', section: '', width: 800, height: 600 }),
      ).metadata();
      expect(empty.width).toBe(800);
    },
    TIMEOUT,
  );
});

describe('generateShareImages', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'og-images-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const pages: PageEntry[] = [
    {
      path: '/',
      title: 'Accelerate Hiring',
      description: 'Home',
      share: 'default',
      section: 'Recruitment automation',
    },
    {
      path: '/pricing/sourcing/',
      title: 'Sourcing pricing',
      description: 'Pricing',
      share: 'wide',
      section: 'Pricing',
    },
    {
      path: '/legal/terms/',
      title: 'Terms of service',
      description: 'Terms',
      share: 'none',
      section: 'Legal',
    },
  ];
  const jpgs = async () => (await readdir(dir)).filter((name) => name.endsWith('.jpg')).sort();

  it(
    'writes exactly the named files, then nothing on an unchanged rebuild, and removes stale files',
    async () => {
      await writeFile(path.join(dir, 'old-page-800x600.jpg'), 'stale');

      const first = await generateShareImages(pages, dir);
      expect(first).toEqual({ written: 3, skipped: 0 });
      expect(await jpgs()).toEqual(['home-800x600.jpg', 'home-900x800.jpg', 'pricing-sourcing-1200x600.jpg']);
      const manifest = JSON.parse(await readFile(path.join(dir, '.manifest.json'), 'utf8')) as {
        files: Record<string, string>;
      };
      expect(Object.keys(manifest.files).sort()).toEqual(await jpgs());

      const second = await generateShareImages(pages, dir);
      expect(second).toEqual({ written: 0, skipped: 3 });

      // A changed title re-renders only that page's files.
      const renamed = pages.map((page) => (page.path === '/' ? { ...page, title: 'Hire faster' } : page));
      expect(await generateShareImages(renamed, dir)).toEqual({ written: 2, skipped: 1 });

      // A removed page's file is deleted; a file deleted by hand is rendered again.
      await rm(path.join(dir, 'home-900x800.jpg'));
      const withoutPricing = renamed.filter((page) => page.path !== '/pricing/sourcing/');
      expect(await generateShareImages(withoutPricing, dir)).toEqual({ written: 1, skipped: 1 });
      expect(await jpgs()).toEqual(['home-800x600.jpg', 'home-900x800.jpg']);
    },
    TIMEOUT,
  );

  it('refuses two pages whose paths map to one file name', async () => {
    const clash: PageEntry[] = [
      { path: '/a-b/', title: 'One', description: '', share: 'wide' },
      { path: '/a/b/', title: 'Two', description: '', share: 'wide' },
    ];
    await expect(generateShareImages(clash, dir)).rejects.toThrow(/both map to a-b-1200x600\.jpg/);
  });
});
