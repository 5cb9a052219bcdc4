import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The build the tests run against, and the site URL it was built with. */
export const OUT = join(process.cwd(), process.env.NEXT_DIST_DIR || 'out');
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

/** Paths listed in the built sitemap: the site-wide tests cover exactly these. */
export function sitemapPaths(): string[] {
  const file = join(OUT, 'sitemap.xml');
  if (!existsSync(file))
    throw new Error('out/sitemap.xml is missing: run `npm run build` before the end-to-end tests');
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = match[1]!;
    if (!url.startsWith(SITE_URL)) throw new Error(`sitemap URL ${url} is not under ${SITE_URL}`);
    return url.slice(SITE_URL.length) || '/';
  });
}

/** The HTML file a path is served from. */
export function htmlFileFor(path: string): string {
  return join(OUT, path, 'index.html');
}

/** Every HTML file of the export, as site paths. */
export function builtHtmlPaths(dir = OUT, prefix = '/'): string[] {
  const paths: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === '_next' || name.startsWith('__next')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) paths.push(...builtHtmlPaths(full, `${prefix}${name}/`));
    else if (name === 'index.html') paths.push(prefix);
  }
  return paths;
}

/** Width and height from a baseline or progressive JPEG's frame header. */
export function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}
