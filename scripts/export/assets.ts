/**
 * Every file a built page asks for — `<img src>`, `srcset` entries, `<a href>`, `<link href>`,
 * scripts, media, social images and CSS `url(…)` in style sheets, `<style>` elements and `style`
 * attributes — checked against the files of the export, so a picture or page that was never
 * built is caught before a visitor sees a broken image or a 404.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { startTags, styleSheets } from './markup';

/** The attributes that name a file the browser fetches or a visitor follows, and those that list several. */
const URL_ATTRIBUTES = ['src', 'href', 'poster', 'data'];
const SRCSET_ATTRIBUTES = ['srcset', 'imagesrcset'];
/** Social cards name their picture in `<meta content>`. */
const IMAGE_META = /^(og:image|og:image:url|og:image:secure_url|twitter:image|og:video|og:audio)$/i;

/** The URLs of a `srcset` list (HTML's parsing: a URL, then descriptors up to the next comma). */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  let at = 0;
  while (at < value.length) {
    while (at < value.length && /[\s,]/.test(value[at]!)) at += 1;
    if (at >= value.length) break;
    let end = at;
    while (end < value.length && !/\s/.test(value[end]!)) end += 1;
    let url = value.slice(at, end);
    at = end;
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      let depth = 0;
      while (at < value.length && (value[at] !== ',' || depth > 0)) {
        if (value[at] === '(') depth += 1;
        if (value[at] === ')') depth -= 1;
        at += 1;
      }
    }
    if (url) urls.push(url);
  }
  return urls;
}

/** The URLs of every `url(…)` in CSS text, quoted or not, comments aside. */
export function cssUrls(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
  return [...code.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi)]
    .map((m) => (m[1] ?? m[2] ?? m[3] ?? '').trim())
    .filter(Boolean);
}

/** Every URL a page's markup refers to, the CSS in it included. */
export function htmlUrls(html: string): string[] {
  const urls: string[] = [];
  for (const tag of startTags(html)) {
    const { attributes } = tag;
    for (const name of URL_ATTRIBUTES) if (attributes[name]) urls.push(attributes[name]);
    for (const name of SRCSET_ATTRIBUTES) if (attributes[name]) urls.push(...srcsetUrls(attributes[name]));
    if (attributes.style) urls.push(...cssUrls(attributes.style));
    const meta = attributes.property ?? attributes.name ?? '';
    if (tag.name === 'meta' && IMAGE_META.test(meta) && attributes.content) urls.push(attributes.content);
  }
  for (const sheet of styleSheets(html)) urls.push(...cssUrls(sheet));
  return urls;
}

/** Every file of a folder, as the URL path a static host serves it at. */
export function servedPaths(root: string): Set<string> {
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else paths.add(`/${relative(root, full).split(sep).join('/')}`);
    }
  };
  walk(root);
  return paths;
}

/** The URL a file of the export is served at: `about/index.html` at `/about/`. */
export function urlPathOf(root: string, file: string): string {
  const path = `/${relative(root, file).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/**
 * The export file a URL path of this site needs, or undefined when some file answers it: a
 * folder URL needs its `index.html`; a path without an extension may also be a page without its
 * trailing slash (hosts redirect it).
 */
export function missingFile(path: string, served: Set<string>): string | undefined {
  if (path.endsWith('/')) return served.has(`${path}index.html`) ? undefined : `${path}index.html`;
  if (served.has(path)) return undefined;
  if (!/\.[a-z0-9]+$/i.test(path) && (served.has(`${path}/index.html`) || served.has(`${path}.html`)))
    return undefined;
  return path;
}

/** The path of a URL on this site, or undefined for another site or a non-fetching scheme. */
export function internalPath(url: string, pageUrl: URL): string | undefined {
  const trimmed = url.trim();
  if (!trimmed || trimmed.startsWith('#')) return undefined;
  let resolved: URL;
  try {
    resolved = new URL(trimmed, pageUrl);
  } catch {
    return `unparsable URL ${trimmed}`;
  }
  if (resolved.origin !== pageUrl.origin) return undefined;
  try {
    return decodeURIComponent(resolved.pathname);
  } catch {
    return resolved.pathname;
  }
}

export interface MissingAsset {
  /** The file the export lacks, as a URL path. */
  file: string;
  /** The pages or style sheets that ask for it (URL paths). */
  from: string[];
}

/** Every internal file the export's pages and style sheets ask for but do not have. */
export function missingAssets(root: string, siteUrl: string): MissingAsset[] {
  const served = servedPaths(root);
  const origin = new URL(siteUrl).origin;
  const missing = new Map<string, Set<string>>();
  const check = (urls: string[], from: string) => {
    const base = new URL(from, origin);
    for (const url of urls) {
      const path = internalPath(url, base);
      const file = path === undefined ? undefined : missingFile(path, served);
      if (file) missing.set(file, (missing.get(file) ?? new Set()).add(from));
    }
  };
  for (const path of served) {
    const full = join(root, ...path.split('/'));
    if (path.endsWith('.html')) check(htmlUrls(readFileSync(full, 'utf8')), urlPathOf(root, full));
    else if (path.endsWith('.css')) check(cssUrls(readFileSync(full, 'utf8')), path);
  }
  return [...missing]
    .map(([file, from]) => ({ file, from: [...from].sort() }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The site's own origin as the export names it: its home page's canonical link. */
export function siteUrlOf(root: string): string | undefined {
  try {
    const home = readFileSync(join(root, 'index.html'), 'utf8');
    const canonical = startTags(home).find(
      (tag) => tag.name === 'link' && tag.attributes.rel === 'canonical' && tag.attributes.href,
    );
    return canonical ? new URL(canonical.attributes.href!).origin : undefined;
  } catch {
    return undefined;
  }
}
