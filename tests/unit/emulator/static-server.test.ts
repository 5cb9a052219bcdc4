// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../../scripts/static-server';
import { tempFolder } from './helpers';

const folder = tempFolder();
const root = join(folder.path, 'out');
let server: Awaited<ReturnType<typeof startStaticServer>>;

const files: Record<string, string> = {
  'index.html': '<h1>home</h1>',
  'a/index.html': '<h1>page a</h1>',
  '404.html': '<h1>not here</h1>',
  'feed.xml': '<urlset/>',
  'rss/feed.xml': '<rss/>',
  'robots.txt': 'User-agent: *',
  'site.webmanifest': '{}',
  'icon.svg': '<svg/>',
  'favicon.ico': 'ico',
  'photo.jpg': 'jpg',
  'font.woff2': 'woff2',
  'module.wasm': 'wasm',
  '_next/static/chunks/app.js': 'console.log(1)',
  'empty-folder/.keep': '',
};

beforeAll(async () => {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  // Outside the served folder: must never be reachable.
  writeFileSync(join(folder.path, 'package.json'), '{"secret": true}');
  server = await startStaticServer({ root, port: 0 });
});

afterAll(async () => {
  await server.close();
  folder.remove();
});

/** Raw HTTP, because fetch would normalise `..` away before sending. */
function rawGet(
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server', () => {
  it('serves index.html for / and /a/', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await home.text()).toBe('<h1>home</h1>');
    expect(await (await fetch(`${server.url}/a/`)).text()).toBe('<h1>page a</h1>');
  });

  it('redirects /a to /a/ with 308, keeping the query', async () => {
    const response = await fetch(`${server.url}/a?ref=x`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('Location')).toBe('/a/?ref=x');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const path of ['/missing', '/missing/', '/a/missing.html']) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<h1>not here</h1>');
    }
  });

  it('never lists a folder', async () => {
    for (const path of ['/empty-folder/', '/empty-folder', '/_next/static/', '/_next/']) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<h1>not here</h1>');
    }
  });

  it.each([
    ['/feed.xml', /^application\/xml/],
    ['/rss/feed.xml', /^application\/rss\+xml/],
    ['/robots.txt', /^text\/plain/],
    ['/site.webmanifest', /^application\/manifest\+json/],
    ['/icon.svg', /^image\/svg\+xml/],
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
    ['/photo.jpg', /^image\/jpeg/],
    ['/font.woff2', /^font\/woff2/],
    ['/module.wasm', /^application\/wasm/],
    ['/_next/static/chunks/app.js', /^(text|application)\/javascript/],
  ])('serves %s with its content type', async (path, type) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(type);
  });

  it('caches fingerprinted assets for good and pages not at all', async () => {
    expect((await fetch(`${server.url}/_next/static/chunks/app.js`)).headers.get('Cache-Control')).toMatch(
      /immutable/,
    );
    expect((await fetch(`${server.url}/`)).headers.get('Cache-Control')).toBe('no-cache');
  });

  it.each([
    '/../package.json',
    '/a/../../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/a/..%2f..%2fpackage.json',
  ])('rejects the traversal %s', async (path) => {
    const response = await rawGet(path);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('secret');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${server.url}/`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect((await fetch(`${server.url}/a/`, { method: 'HEAD' })).status).toBe(200);
  });
});
