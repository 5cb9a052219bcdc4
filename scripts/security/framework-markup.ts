/**
 * Markup Next.js writes into the export that the HTML standard does not allow, put right by the
 * post-build step (secure-export.ts) before the pages are hashed, so `npm test`'s W3C check
 * (scripts/check-html.ts) passes. Each fix names the framework code that causes it.
 */

const LINK_TAG = /<link\b[^>]*>/gi;

/**
 * `next/dynamic` writes each CSS file of a lazily loaded island as `<link rel="stylesheet"
 * as="style" precedence="dynamic">` (next/dist/shared/lib/lazy-dynamic/preload-chunks.js). `as`
 * belongs to `rel="preload"` and `rel="modulepreload"` only, and browsers ignore it on a
 * stylesheet, so it is dropped; the stylesheet itself stays where React put it.
 */
export function withoutStylesheetAs(html: string): string {
  return html.replace(LINK_TAG, (tag) =>
    /\srel="stylesheet"/i.test(tag) && !/\srel="[^"]*preload/i.test(tag)
      ? tag.replace(/\sas="style"/i, '')
      : tag,
  );
}

/** Every fix above, in order. */
export const fixFrameworkMarkup = (html: string) => withoutStylesheetAs(html);
