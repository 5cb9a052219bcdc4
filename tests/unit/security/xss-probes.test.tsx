import { act, render, screen } from '@testing-library/react';
import { FAQJsonLd } from 'next-seo';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/feedback/Toaster';
import { LandingSections } from '@/components/sections/LandingSections';
import { landingSectionSchema } from '@/content/schema/landing';
import { href } from '@/content/schema/common';
import { priceText, sanitizePriceHtml } from '@/lib/sanitize/price';
import { toastStore } from '@/lib/toast/store';
import { withUtm } from '@/lib/utm';
import { brokenJsonLd } from '../../../scripts/security/html';
import { loadToastCode } from '../forms/toaster-warm';

beforeAll(loadToastCode);

/**
 * Issue 5's XSS probes at the layers that exist today: content text (what a glossary entry or any
 * content entry goes through), plan prices (the one content field rendered as HTML), messages
 * shown in toasts (where an AI answer or a server error ends up), and campaign values.
 * None may execute and none may become markup. The browser-side probes (utm values on real pages)
 * are in tests/e2e/security.spec.ts.
 */
const PROBES = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 2">',
  '"><svg onload="window.__xss = 3">',
  "<a href='javascript:window.__xss=4'>click</a>",
];

/** What a browser builds from server HTML: parsed as a document, no scripts run (jsdom's default). */
function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html');
}

function injected(doc: Document | HTMLElement): string[] {
  const found: string[] = [];
  doc
    .querySelectorAll(
      'script:not([type="application/ld+json"]), img[src="x"], svg[onload], a[href^="javascript:"]',
    )
    .forEach((el) => found.push(el.outerHTML));
  doc.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) if (/^on/i.test(attr.name)) found.push(el.outerHTML);
  });
  return found;
}

describe('content entries (the path a glossary entry or any page text takes)', () => {
  const sections = PROBES.flatMap((probe) => [
    landingSectionSchema.parse({ type: 'text', title: probe, paragraphs: [probe, `Before ${probe} after`] }),
    landingSectionSchema.parse({ type: 'checklist', title: `List ${probe}`, items: [probe, 'plain'] }),
  ]);

  it('render as text in the server HTML, never as elements', () => {
    const html = renderToStaticMarkup(<LandingSections sections={sections} />);
    const doc = parse(html);
    expect(injected(doc)).toEqual([]);
    for (const probe of PROBES) expect(doc.body.textContent).toContain(probe);
  });

  it('render as text in the browser too', () => {
    render(<LandingSections sections={sections} />);
    expect(injected(document.body)).toEqual([]);
    expect(screen.getAllByText(PROBES[1]!).length).toBeGreaterThan(0);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('cannot link to javascript: URLs (the content schema refuses them)', () => {
    expect(href.safeParse('javascript:alert(1)').success).toBe(false);
    expect(href.safeParse(' javascript:alert(1)').success).toBe(false);
    expect(href.safeParse('/pricing/sourcing/').success).toBe(true);
  });

  it('cannot break out of structured data unnoticed: the build step rejects the page', () => {
    // next-seo escapes "</script>" but not "</script " or "</script/", which also end the element.
    const markup = renderToStaticMarkup(
      <FAQJsonLd questions={[{ question: 'Q', answer: '</script ><img src=x onerror="window.__xss=5">' }]} />,
    );
    expect(brokenJsonLd(markup)).toHaveLength(1);
  });
});

describe('plan prices, the content rendered as HTML', () => {
  it('keep their text-level markup and lose anything executable', () => {
    expect(sanitizePriceHtml('$99<small>/month</small>')).toBe('$99<small>/month</small>');
    for (const probe of PROBES) {
      const clean = sanitizePriceHtml(`$20${probe}<small onclick="x()" style="color:red">/mo</small>`);
      expect(clean).not.toMatch(/<script|onerror|onload|onclick|javascript:|<img|<svg|style=/i);
      const doc = parse(clean);
      expect(injected(doc)).toEqual([]);
      expect(doc.querySelector('small')?.attributes).toHaveLength(0);
      expect(priceText(clean)).not.toMatch(/[<>]/);
    }
  });
});

describe('messages shown in toasts (server errors, AI answers)', () => {
  it('show markup as text', () => {
    render(<Toaster />);
    act(() => {
      for (const probe of PROBES) toastStore.add('ERROR', probe);
    });
    for (const probe of PROBES) expect(screen.getByText(probe)).toBeInTheDocument();
    expect(injected(document.body)).toEqual([]);
  });
});

describe('campaign values carried between pages', () => {
  it('stay query data and never become the path or a scheme', () => {
    const next = withUtm(
      '/try-for-free/thank-you/',
      `?utm_source=${encodeURIComponent('javascript:alert(1)')}&utm_medium=${encodeURIComponent(PROBES[0]!)}`,
    );
    expect(next.startsWith('/try-for-free/thank-you/?')).toBe(true);
    const params = new URL(next, 'https://site.example').searchParams;
    expect(params.get('utm_source')).toBe('javascript:alert(1)');
    expect(params.get('utm_medium')).toBe(PROBES[0]);
    expect(next).not.toMatch(/[<>"]/);
  });
});
