import { describe, expect, it } from 'vitest';
import { isOfflinePage, precacheEntries, staticAssetsIn, urlOfFile } from '@/lib/offline/precache';

const pages: Record<string, string> = {
  'tools/index.html': '<link rel="stylesheet" href="/_next/static/chunks/hub.css"/>',
  'tools/tip-calculator/index.html':
    '<script src="/_next/static/chunks/shared.js" async=""></script>' +
    // Next names client chunks inside its page data too, with escaped quotes.
    '<script>self.__next_f.push([1,"3:I[\\"/_next/static/chunks/island.js\\",[]]"])</script>' +
    '<link rel="preload" href="/_next/static/media/inter.woff2" as="font"/>',
  'embed/tools/tip-calculator/index.html': '<script src="/_next/static/chunks/embed-only.js"></script>',
  'pricing/index.html': '<script src="/_next/static/chunks/pricing.js"></script>',
};
const assets = new Set([
  '_next/static/chunks/hub.css',
  '_next/static/chunks/shared.js',
  '_next/static/chunks/island.js',
  '_next/static/media/inter.woff2',
  'manifest.webmanifest',
]);
const read = (file: string) =>
  file in pages
    ? { text: pages[file]!, hash: `h-${file.length}` }
    : assets.has(file)
      ? { text: '', hash: 'a' }
      : null;

describe('what the service worker keeps for offline use', () => {
  it('keeps the tools hub and every tool page, not embeds or the rest of the site', () => {
    expect(isOfflinePage('tools/index.html')).toBe(true);
    expect(isOfflinePage('tools/tip-calculator/index.html')).toBe(true);
    expect(isOfflinePage('embed/tools/tip-calculator/index.html')).toBe(false);
    expect(isOfflinePage('pricing/index.html')).toBe(false);
    expect(isOfflinePage('tools/tip-calculator/extra/index.html')).toBe(false);
    expect(urlOfFile('tools/tip-calculator/index.html')).toBe('/tools/tip-calculator/');
  });

  it('finds the files a page loads first, also where Next escapes them in its page data', () => {
    expect(staticAssetsIn(pages['tools/tip-calculator/index.html']!).sort()).toEqual([
      '/_next/static/chunks/island.js',
      '/_next/static/chunks/shared.js',
      '/_next/static/media/inter.woff2',
    ]);
  });

  it('lists pages with their hash and fingerprinted files without one, once each', () => {
    const entries = precacheEntries(Object.keys(pages), read, ['manifest.webmanifest', 'icons/missing.png']);
    expect(entries).toEqual([
      { url: '/_next/static/chunks/hub.css', revision: null },
      { url: '/_next/static/chunks/island.js', revision: null },
      { url: '/_next/static/chunks/shared.js', revision: null },
      { url: '/_next/static/media/inter.woff2', revision: null },
      { url: '/manifest.webmanifest', revision: 'a' },
      { url: '/tools/', revision: 'h-16' },
      { url: '/tools/tip-calculator/', revision: 'h-31' },
    ]);
  });
});
