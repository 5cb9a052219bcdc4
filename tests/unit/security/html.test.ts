// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  brokenJsonLd,
  cspHash,
  cspMetaOf,
  elementsOf,
  inlineHandlers,
  inlineHashes,
  isExecutableInlineScript,
  withCspMeta,
} from '../../../scripts/security/html';

describe('reading scripts the way the HTML tokenizer does', () => {
  it('finds inline and external scripts with their attributes', () => {
    const html =
      '<head><script src="/a.js" async=""></script><script id="x" data-note="a > b">one()</script></head>';
    const scripts = elementsOf(html, 'script');
    expect(scripts.map((s) => s.attributes)).toEqual([
      { src: '/a.js', async: '' },
      { id: 'x', 'data-note': 'a > b' },
    ]);
    expect(scripts[1]!.text).toBe('one()');
  });

  it('ends a script at "</script" followed by a space or slash, as browsers do', () => {
    const html = '<script type="application/ld+json">{"a":"</script ><b>x</b>"}</script>';
    expect(elementsOf(html, 'script')[0]!.text).toBe('{"a":"');
    expect(brokenJsonLd(html)).toEqual(['{"a":"']);
    expect(brokenJsonLd('<script type="application/ld+json">{"a":"\\u003c/script>"}</script>')).toEqual([]);
  });

  it('treats JavaScript, modules and import maps as executable, JSON-LD and external files not', () => {
    const kinds = [
      '',
      ' type="module"',
      ' type="text/javascript"',
      ' type="importmap"',
      ' type="application/ld+json"',
    ];
    const html = kinds.map((type) => `<script${type}>1</script>`).join('') + '<script src="/x.js"></script>';
    expect(elementsOf(html, 'script').map(isExecutableInlineScript)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('hashes', () => {
  it('match the example of the CSP specification', () => {
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('are taken after the parser turns CR LF into LF', () => {
    expect(cspHash('a\r\nb')).toBe(cspHash('a\nb'));
  });

  it('cover each distinct inline script and <style> once, and no data block', () => {
    const html =
      '<script>a()</script><script>a()</script><script>b()</script>' +
      '<script type="application/ld+json">{}</script><style>.x{}</style>';
    expect(inlineHashes(html)).toEqual({
      scripts: [cspHash('a()'), cspHash('b()')],
      styles: [cspHash('.x{}')],
    });
  });
});

describe('the policy meta', () => {
  const page =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title><script>x()</script></head></html>';

  it('goes right after <meta charset>, before every script, and replaces an older one', () => {
    const once = withCspMeta(page, "script-src 'self'");
    expect(once).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/><title>`,
    );
    const twice = withCspMeta(once, "script-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(cspMetaOf(twice)).toBe("script-src 'none'");
  });

  it('opens the head when there is no charset meta, and escapes the attribute', () => {
    const html = withCspMeta('<html><head><title>t</title></head></html>', 'a "b" <c>');
    expect(html).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &lt;c&gt;"\/>/,
    );
    expect(cspMetaOf(html)).toBe('a "b" <c>');
  });

  it('refuses a document without <head>', () => {
    expect(() => withCspMeta('<p>x</p>', 'a')).toThrow(/no <head>/);
  });
});

describe('inline code no hash can allow', () => {
  it('finds event-handler attributes and javascript: URLs', () => {
    const html =
      '<img src="x.png" onerror="steal()"><a href=" javascript:go()">x</a><button onclick=\'y()\'>b</button>';
    expect(inlineHandlers(html)).toEqual(['onerror="steal()"', 'href=" javascript:go()"', 'onclick="y()"']);
  });

  it('leaves ordinary attributes alone', () => {
    expect(
      inlineHandlers('<a href="/one/" data-on="x" class="online">x</a><p style="color:red">y</p>'),
    ).toEqual([]);
  });
});
