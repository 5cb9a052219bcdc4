import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cssUrls, missingAssets, siteUrlOf, srcsetUrls } from '../../../scripts/export/assets';

const SITE = 'http://localhost:3000';
let root = '';

/** A tiny export in a temp folder: each entry is a file path and its text. */
function exportOf(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'export-assets-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="canonical" href="${SITE}/"/><link rel="stylesheet" href="/_next/static/site.css"/></head><body>${body}</body></html>`;

const complete = {
  'index.html': page(
    '<img src="/images/people/dana.svg" alt=""/>' +
      '<img src="/images/a.png" srcset="/images/a.png 1x, /images/a@2x.png 2x" alt=""/>' +
      '<div style="background-image:url(&quot;/images/bg.svg&quot;)"></div>' +
      `<a href="/about/">About</a> <a href="${SITE}/about/#team">Team</a> <a href="https://example.com/x.png">out</a>` +
      '<a href="mailto:hi@example.com">mail</a> <a href="#main">skip</a>',
  ),
  'about/index.html': page('<img src="../images/people/dana.svg" alt=""/>'),
  '_next/static/site.css':
    '.hero{background:url(../media/hero.webp)}.tick{background:url("data:image/svg+xml,%3Csvg%3E")}',
  '_next/media/hero.webp': 'webp',
  'images/people/dana.svg': '<svg/>',
  'images/a.png': 'png',
  'images/a@2x.png': 'png',
  'images/bg.svg': '<svg/>',
};

describe('the missing-asset check over an export', () => {
  it('finds nothing when every image, srcset entry, CSS url and link is there', () => {
    expect(missingAssets(exportOf(complete), SITE)).toEqual([]);
  });

  it('reports a missing <img src>, a missing srcset entry and a missing CSS url, each with who asks for it', () => {
    const files: Record<string, string> = { ...complete };
    delete files['images/people/dana.svg'];
    delete files['images/a@2x.png'];
    delete files['_next/media/hero.webp'];
    expect(missingAssets(exportOf(files), SITE)).toEqual([
      { file: '/_next/media/hero.webp', from: ['/_next/static/site.css'] },
      { file: '/images/a@2x.png', from: ['/'] },
      { file: '/images/people/dana.svg', from: ['/', '/about/'] },
    ]);
  });

  it('reports a CSS url in an inline style or <style> element, and a link to a page that was not built', () => {
    const files: Record<string, string> = {
      ...complete,
      'index.html': page(
        '<style>.x{background:url(/images/gone.svg)}</style><a href="/pricing/">Pricing</a>' +
          '<link rel="icon" href="/icon.svg"/>',
      ),
    };
    delete files['images/bg.svg'];
    files['about/index.html'] = page('<div style="background:url(\'/images/bg.svg\')"></div>');
    expect(missingAssets(exportOf(files), SITE).map((missing) => missing.file)).toEqual([
      '/icon.svg',
      '/images/bg.svg',
      '/images/gone.svg',
      '/pricing/index.html',
    ]);
  });

  it('ignores what the markup only shows as text or runs as script', () => {
    const files = {
      ...complete,
      'index.html': page(
        '<p>Write &lt;img src="/nothing.png"&gt;</p><!-- <img src="/old.png"> -->' +
          '<script>const s = "<img src=\\"/in-script.png\\">";</script>',
      ),
    };
    expect(missingAssets(exportOf(files), SITE)).toEqual([]);
  });

  it('reads the site origin from the home page canonical link', () => {
    expect(siteUrlOf(exportOf(complete))).toBe(SITE);
  });
});

describe('reading URLs', () => {
  it('splits srcset lists as the browser does, commas inside a URL kept', () => {
    expect(srcsetUrls('/a.png 1x, /b.png 2x')).toEqual(['/a.png', '/b.png']);
    expect(srcsetUrls('/a.png 1x,/b.png 2x')).toEqual(['/a.png', '/b.png']);
    expect(srcsetUrls('/a.png, /b.png 640w')).toEqual(['/a.png', '/b.png']);
    expect(srcsetUrls('/img?w=1,2 1x, /c.png')).toEqual(['/img?w=1,2', '/c.png']);
  });

  it('finds quoted and bare CSS urls, comments aside', () => {
    expect(cssUrls('a{b:url( "/x.svg" )} /* url(/no.png) */ c{d:url(\'/y.svg\') url(/z.woff2)}')).toEqual([
      '/x.svg',
      '/y.svg',
      '/z.woff2',
    ]);
  });
});
