import { describe, expect, it } from 'vitest';
import { withoutStylesheetAs } from '../../../scripts/security/framework-markup';

describe('the framework markup fixes', () => {
  it('drops the `as` next/dynamic writes on a stylesheet link and keeps the rest of the tag', () => {
    const html =
      '<head><link href="/_next/static/chunks/a.css" rel="stylesheet" as="style" data-precedence="dynamic"/></head>';
    expect(withoutStylesheetAs(html)).toBe(
      '<head><link href="/_next/static/chunks/a.css" rel="stylesheet" data-precedence="dynamic"/></head>',
    );
  });

  it('leaves preloads, which need their `as`, and every other tag alone', () => {
    const html =
      '<link rel="preload" href="/f.woff2" as="font" crossorigin=""/><link rel="preload" href="/a.css" as="style"/><p as="style">x</p>';
    expect(withoutStylesheetAs(html)).toBe(html);
  });
});
