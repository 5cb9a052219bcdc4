// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  HEADER_RULES,
  formatHeadersFile,
  formatNginxConfig,
  headersFor,
  parseHeadersFile,
} from '../../../scripts/security/headers-file';
import { createStaticApp } from '../../../scripts/static-server';

describe('_headers', () => {
  it('reads back what it writes', () => {
    expect(parseHeadersFile(formatHeadersFile(HEADER_RULES))).toEqual(HEADER_RULES);
  });

  it('gives every path the security headers and fingerprinted assets a long cache', () => {
    const page = headersFor(HEADER_RULES, '/pricing/assessment/');
    expect([...page.keys()]).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
    ]);
    expect(page.get('Content-Security-Policy')).toBe(
      "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    );
    const asset = headersFor(HEADER_RULES, '/_next/static/chunks/a.js');
    expect(asset.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.get('X-Frame-Options')).toBe('DENY');
    expect(page.has('Cache-Control')).toBe(false);
  });

  it('names the type and file of the extensionless downloads', () => {
    const ebook = headersFor(HEADER_RULES, '/api/future-proof-your-staffing-company');
    expect(ebook.get('Content-Type')).toBe('application/pdf');
    expect(ebook.get('Content-Disposition')).toBe(
      'attachment; filename="future-proof-your-staffing-company.pdf"',
    );
    expect(ebook.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headersFor(HEADER_RULES, '/api/jd-template/other').has('Content-Type')).toBe(false);
  });

  it('matches patterns literally apart from *', () => {
    const rules = parseHeadersFile('/a.b/*\n  X-Test: 1\n');
    expect(headersFor(rules, '/a.b/c').get('X-Test')).toBe('1');
    expect(headersFor(rules, '/aXb/c').has('X-Test')).toBe(false);
  });

  it('says which line it cannot read', () => {
    expect(() => parseHeadersFile('  X-Orphan: 1\n')).toThrow(
      '_headers: cannot read the line "  X-Orphan: 1"',
    );
  });
});

describe('the local static server applies the export’s _headers', () => {
  const root = mkdtempSync(join(tmpdir(), 'headers-'));
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(root, '404.html'), '<h1>missing</h1>');
  writeFileSync(join(root, '_headers'), formatHeadersFile(HEADER_RULES));
  const app = createStaticApp(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('on pages and on the 404 page', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/missing/', 404],
    ] as const) {
      const response = await app.request(path);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expect(response.headers.get('permissions-policy')).toContain('microphone=(self)');
    }
  });

  it('compresses text as a static host does, and serves the downloads under their type', async () => {
    writeFileSync(join(root, 'page.html'), `<p>${'hiring '.repeat(500)}</p>`);
    const zipped = await app.request('/page.html', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toContain('hiring hiring');
    const raw = await app.request('/page.html');
    expect(raw.headers.get('content-encoding')).toBeNull();

    mkdirSync(join(root, 'api'), { recursive: true });
    writeFileSync(join(root, 'api/future-proof-your-staffing-company'), '%PDF-1.3 test');
    const pdf = await app.request('/api/future-proof-your-staffing-company');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      'attachment; filename="future-proof-your-staffing-company.pdf"',
    );
  });

  it('picks up a rebuilt _headers without a restart', async () => {
    writeFileSync(join(root, '_headers'), '/*\n  X-Rebuilt: yes\n');
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, '_headers'), later, later);
    expect((await app.request('/')).headers.get('x-rebuilt')).toBe('yes');
  });
});

describe('the nginx configuration in the README', () => {
  it('is the one formatNginxConfig writes from the same rules as _headers', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    const block = readme.match(/```nginx\n([\s\S]*?)\n\s*```/)?.[1];
    expect(block, 'README has an nginx block').toBeTruthy();
    const unindented = block!
      .split('\n')
      .map((line) => line.replace(/^ {2}/, ''))
      .join('\n');
    expect(`${unindented}\n`).toBe(formatNginxConfig(HEADER_RULES));
  });
  it('sends every security header from every location, with nginx setting the download types', () => {
    const config = formatNginxConfig(HEADER_RULES);
    const locations = config.match(/location [^{]+\{[^}]*\}/g) ?? [];
    expect(locations.length).toBe(HEADER_RULES.length);
    for (const location of locations) expect(location).toContain('include snippets/quotient-headers.conf;');
    expect(config).toContain(
      'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;',
    );
    expect(config).toContain("frame-ancestors 'none'");
    expect(config).not.toMatch(/add_header Content-Type/);
  });
});
