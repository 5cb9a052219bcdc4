import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import HrGlossaryPage, { metadata } from '@/app/hr-glossary/page';
import { glossary } from '@/content/glossary';
import { brokenJsonLd, elementsOf } from '../../../scripts/security/html';

/** The path a link points at; next/link drops the trailing slash outside a build (trailingSlash is a build setting). */
const pathOf = (href: string | null | undefined) => (href ?? '').replace(/\/?$/, '/');

describe('the /hr-glossary/ index', () => {
  const html = renderToStaticMarkup(<HrGlossaryPage />);
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html');

  it('has one h1 and lists every term under its letter, linked to its own page', () => {
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('h1')?.textContent).toBe('HR glossary');
    const links = [...doc.querySelectorAll<HTMLAnchorElement>('section[id^="letter-"] li > a')].map((a) =>
      pathOf(a.getAttribute('href')),
    );
    expect(links).toHaveLength(glossary.length);
    expect(new Set(links)).toEqual(new Set(glossary.map((entry) => `/hr-glossary/${entry.slug}/`)));
    expect(doc.querySelector('#letter-c h2')?.textContent).toBe('C');
  });

  it('keeps each term’s old #slug anchor on the index, so links to the one-page glossary still land', () => {
    for (const entry of glossary) {
      const item = doc.getElementById(entry.slug);
      expect(item?.tagName, entry.slug).toBe('LI');
      expect(pathOf(item?.querySelector('a')?.getAttribute('href'))).toBe(`/hr-glossary/${entry.slug}/`);
    }
  });

  it('stays light: a one-line summary per term, no definitions, examples or search island', () => {
    const cost = glossary.find((entry) => entry.slug === 'cost-per-hire')!;
    expect(doc.getElementById('cost-per-hire')?.textContent).toContain(cost.short);
    for (const entry of glossary) expect(html, entry.slug).not.toContain(entry.example.slice(0, 40));
    expect(doc.querySelector('input')).toBeNull();
    expect(html.length).toBeLessThan(100_000);
  });

  it('links the A–Z bar to letters that have terms and leaves the others as text', () => {
    const nav = doc.querySelector('nav[aria-label="Glossary A to Z"]')!;
    expect(nav.querySelector('a[href="#letter-c"]')?.textContent).toBe('C');
    expect(nav.textContent).toContain('X (no terms)');
    for (const a of nav.querySelectorAll('a')) {
      expect(doc.getElementById(a.getAttribute('href')!.slice(1))).not.toBeNull();
    }
  });

  it('carries a DefinedTermSet pointing at the term pages, and its canonical metadata', () => {
    const jsonLd = elementsOf(html, 'script').filter((s) => s.attributes.type === 'application/ld+json');
    expect(jsonLd).toHaveLength(1);
    expect(brokenJsonLd(html)).toEqual([]);
    const data = JSON.parse(jsonLd[0]!.text) as { hasDefinedTerm: { url: string }[] };
    expect(data.hasDefinedTerm).toHaveLength(glossary.length);
    expect(data.hasDefinedTerm[0]!.url).toMatch(/\/hr-glossary\/[a-z0-9-]+\/$/);
    expect(String(metadata.alternates?.canonical)).toMatch(/\/hr-glossary\/$/);
  });
});
