import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { elementsOf, isExecutableInlineScript } from '../security/html';

/**
 * What a page makes the browser fetch and run before anyone touches it, in gzip bytes:
 * the script files (code), the inline scripts (Next's serialized page data), the style sheets.
 */
export interface PageWeight {
  js: number;
  inline: number;
  css: number;
  /** Script and style files, each with its gzip size, for the breakdown. */
  files: { url: string; gzip: number }[];
}

/** zlib's default level, what a typical static host sends. */
export const gzipSize = (bytes: Buffer | string) => gzipSync(bytes).length;

const assetPath = (url: string) => url.split(/[?#]/)[0]!;

/**
 * Script and style files a page's HTML makes the browser load: `<script src>` (not `nomodule`,
 * which no browser that runs the site's modules fetches), script preloads, style sheets, and the
 * chunks named in the serialized page data (the client components React loads to hydrate).
 */
export function assetsOf(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const noModule = new Set<string>();
  for (const script of elementsOf(html, 'script')) {
    const src = script.attributes.src;
    if (!src) continue;
    if ('nomodule' in script.attributes) noModule.add(assetPath(src));
    else scripts.add(assetPath(src));
  }
  for (const link of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = link[1]!;
    const href = /\shref="([^"]+)"/.exec(attrs)?.[1];
    const rel = /\srel="([^"]+)"/.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (!href) continue;
    if (rel === 'stylesheet') styles.add(assetPath(href));
    if (rel === 'modulepreload' || (rel === 'preload' && /\sas="script"/.test(attrs)))
      scripts.add(assetPath(href));
  }
  // In the flight data (inline scripts, not JSON-LD) the chunk paths appear JSON-escaped in strings.
  for (const match of inlineScriptText(html).matchAll(/\/_next\/static\/[\w./-]+?\.(js|css)(?=[\\"'?])/g)) {
    const url = match[0];
    if (noModule.has(url)) continue;
    (match[1] === 'js' ? scripts : styles).add(url);
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/** The executable inline scripts, measured together as they travel in the one HTML response. */
export function inlineScriptText(html: string): string {
  return elementsOf(html, 'script')
    .filter(isExecutableInlineScript)
    .map((s) => s.text)
    .join('\n');
}

export function pageWeight(root: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, 'utf8');
  const { scripts, styles } = assetsOf(html);
  const sizeOf = (url: string) => {
    const file = join(root, url);
    if (!existsSync(file)) throw new Error(`${htmlFile} loads ${url}, which is not in ${root}`);
    return { url, gzip: gzipSize(readFileSync(file)) };
  };
  const jsFiles = scripts.map(sizeOf);
  const cssFiles = styles.map(sizeOf);
  const inlineStyles = elementsOf(html, 'style')
    .map((s) => s.text)
    .join('\n');
  const sum = (files: { gzip: number }[]) => files.reduce((total, f) => total + f.gzip, 0);
  const inlineText = inlineScriptText(html);
  return {
    js: sum(jsFiles),
    inline: inlineText ? gzipSize(inlineText) : 0,
    css: sum(cssFiles) + (inlineStyles ? gzipSize(inlineStyles) : 0),
    files: [...jsFiles, ...cssFiles],
  };
}
