// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { abHideScript, abHideStyle } from '../../../lib/analytics/ab-hide';
import type { PublicEnv } from '../../../lib/env';
import { originOf, pageDirectives, parsePolicy, serializePolicy } from '../../../scripts/security/csp';
import { cspHash, cspMetaOf, inlineHashes } from '../../../scripts/security/html';
import { secureExport } from '../../../scripts/security/secure-export';

const defaults: PublicEnv = {
  siteUrl: 'http://localhost:3000',
  trialApiUrl: 'http://localhost:4010',
  leadsUrl: 'http://localhost:4010/leads',
  aiUrl: 'http://localhost:4010/v1',
  gaId: '',
  abScriptUrl: '',
};
const noHashes = { scripts: [], styles: [] };

describe('the page policy', () => {
  it('allows the emulator by default and no outside script at all', () => {
    const policy = pageDirectives(defaults, noHashes);
    expect(policy['connect-src']).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:4010']);
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(serializePolicy(policy)).not.toMatch(/\s'unsafe-eval'|google|\*/);
  });

  it('names each configured service origin once', () => {
    const policy = pageDirectives(
      {
        ...defaults,
        trialApiUrl: 'https://api.quotient.example',
        leadsUrl: 'https://script.google.com/macros/s/abc/exec',
        aiUrl: 'https://api.quotient.example/v1',
      },
      noHashes,
    );
    expect(policy['connect-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.quotient.example',
      'https://script.google.com',
    ]);
  });

  it('adds Google Analytics hosts only with a measurement id', () => {
    const policy = pageDirectives({ ...defaults, gaId: 'G-TEST123' }, noHashes);
    expect(policy['script-src']).toContain('https://www.googletagmanager.com');
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
    expect(policy['img-src']).toContain('https://*.google-analytics.com');
  });

  it('adds the A/B tool by its origin, and the anti-flicker script and style by their hashes', () => {
    const abEnv = { ...defaults, abScriptUrl: 'https://ab.vendor.example/s/123.js' };
    const html = `<head><style id="ab-hide-style">${abHideStyle}</style><script id="ab-hide">${abHideScript(abEnv.abScriptUrl)}</script></head>`;
    const policy = pageDirectives(abEnv, inlineHashes(html));
    expect(policy['script-src']).toContain('https://ab.vendor.example');
    expect(policy['script-src']).toContain(cspHash(abHideScript(abEnv.abScriptUrl)));
    expect(policy['style-src-elem']).toEqual(["'self'", cspHash(abHideStyle)]);
    expect(policy['connect-src']).toContain('https://ab.vendor.example');
  });

  it('ignores a setting that is not a URL instead of allowing everything', () => {
    expect(originOf('not a url')).toBeUndefined();
    expect(originOf('')).toBeUndefined();
    expect(originOf('data:text/plain,x')).toBeUndefined();
    const policy = pageDirectives({ ...defaults, abScriptUrl: 'nonsense' }, noHashes);
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('round-trips through its text form', () => {
    const policy = pageDirectives(defaults, { scripts: [cspHash('x')], styles: [] });
    expect(parsePolicy(serializePolicy(policy))).toEqual(policy);
  });
});

describe('the post-build step over an export', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const page = (script: string) =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><script>${script}</script></body></html>`;

  it('gives each page a policy with its own hashes and writes _headers', () => {
    folder = mkdtempSync(join(tmpdir(), 'secure-'));
    mkdirSync(join(folder, 'a'));
    mkdirSync(join(folder, '_next'));
    writeFileSync(join(folder, 'index.html'), page('home()'));
    writeFileSync(join(folder, 'a/index.html'), page('a()'));
    writeFileSync(join(folder, '_next/skip.html'), page('asset()'));
    const result = secureExport(folder, defaults);
    expect(result).toEqual({ pages: 2, hashes: 2, problems: [] });
    const home = parsePolicy(cspMetaOf(readFileSync(join(folder, 'index.html'), 'utf8'))!);
    const a = parsePolicy(cspMetaOf(readFileSync(join(folder, 'a/index.html'), 'utf8'))!);
    expect(home['script-src']).toContain(cspHash('home()'));
    expect(home['script-src']).not.toContain(cspHash('a()'));
    expect(a['script-src']).toContain(cspHash('a()'));
    expect(readFileSync(join(folder, '_next/skip.html'), 'utf8')).not.toContain('Content-Security-Policy');
    expect(readFileSync(join(folder, '_headers'), 'utf8')).toContain("frame-ancestors 'none'");
  });

  it('reports inline handlers and broken structured data instead of shipping them', () => {
    folder = mkdtempSync(join(tmpdir(), 'secure-'));
    writeFileSync(
      join(folder, 'index.html'),
      '<html><head></head><body><img src="x" onerror="y()"><script type="application/ld+json">{"a":"</script/>"}</script></body></html>',
    );
    const { problems } = secureExport(folder, defaults);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/index.html: inline code onerror="y\(\)"/);
    expect(problems[1]).toMatch(/index.html: JSON-LD that does not parse/);
  });
});
