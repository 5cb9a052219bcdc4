import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { listenOnLocalhost, type ListeningServer } from '../emulator/listen';
import { headerRulesLoader, headersFor } from './security/headers-file';

export interface StaticServerOptions {
  /** The folder to serve, e.g. the `out/` of `next build`. */
  root: string;
  /** 0 picks a free port. */
  port: number;
  /** Default: loopback only (127.0.0.1 and ::1). */
  host?: string;
}

/** Types Hono's table lacks or gets too generic for this site. */
function contentTypeOverride(path: string): string | undefined {
  if (path.startsWith('/rss/') && path.endsWith('.xml')) return 'application/rss+xml; charset=utf-8';
  if (path.endsWith('.md')) return 'text/markdown; charset=utf-8';
  return undefined;
}

// Next fingerprints everything under /_next/static/, so it can be cached for good; pages cannot.
const cacheControlFor = (path: string) =>
  path.startsWith('/_next/static/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Same test serveStatic applies: no `.`/`..` segments, no backslashes, no encoded leftovers. */
const isPlainPath = (path: string) =>
  !path.includes('%') && !/(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\/.test(path);

const isDirectoryWithIndex = (root: string, path: string) => {
  const folder = join(root, path);
  return existsSync(join(folder, 'index.html')) && statSync(folder).isDirectory();
};

/** The static export as a Hono app: `/x/` serves `x/index.html`, unknown paths `404.html`. */
export function createStaticApp(rootFolder: string) {
  const root = resolve(rootFolder);
  const app = new Hono();
  // The export's own `_headers` (security headers, written by the build), as a static host applies it.
  const headerRules = headerRulesLoader(join(root, '_headers'));

  // Outermost, so it sees the final response. Every static host compresses text; serving it raw
  // here would make Lighthouse and the e2e runs judge pages by bytes no visitor downloads.
  app.use('*', compress());

  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    return next();
  });

  // With `trailingSlash: true` pages live at `/x/`; answering `/x` too would give each page two URLs.
  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (path.endsWith('/') || !isPlainPath(path) || !isDirectoryWithIndex(root, path)) return next();
    const url = new URL(c.req.url);
    return c.redirect(`${url.pathname}/${url.search}`, 308);
  });

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    for (const [name, value] of headersFor(headerRules(), c.req.path)) c.header(name, value);
    if (c.res.status !== 200 && c.res.status !== 206) return;
    c.header('Cache-Control', cacheControlFor(c.req.path));
    const contentType = contentTypeOverride(c.req.path);
    if (contentType) c.header('Content-Type', contentType);
  });

  // Serves files only: a folder without index.html falls through to the 404 page, never a listing.
  app.use('*', serveStatic({ root }));

  app.all('*', async (c) => {
    const notFoundPage = await readFile(join(root, '404.html'), 'utf8').catch(() => undefined);
    c.header('Cache-Control', 'no-cache');
    return notFoundPage === undefined ? c.text('Not Found', 404) : c.html(notFoundPage, 404);
  });

  return app;
}

/** Serves `root` on localhost; for `npm start` and end-to-end tests. */
export function startStaticServer({ root, port, host }: StaticServerOptions): Promise<ListeningServer> {
  return listenOnLocalhost(createStaticApp(root).fetch, port, host);
}
