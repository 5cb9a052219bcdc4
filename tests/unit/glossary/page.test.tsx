import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import HrGlossaryPage, { metadata } from '@/app/hr-glossary/page';
import { glossary } from '@/content/glossary';
import { brokenJsonLd, elementsOf } from '../../../scripts/security/html';

describe('the /hr-glossary/ page', () => {
  const html = renderToStaticMarkup(<HrGlossaryPage />);
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html');

  it('has one h1 and every term as its own anchored article, none hidden', () => {
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('h1')?.textContent).toBe('HR glossary');
    const ids = [...doc.querySelectorAll('article[data-term]')].map((article) => article.id);
    expect(ids).toHaveLength(glossary.length);
    expect(new Set(ids)).toEqual(new Set(glossary.map((entry) => entry.slug)));
    expect(doc.querySelectorAll('[hidden]')).toHaveLength(0);
  });

  it('links every related term to an anchor on the page', () => {
    const ids = new Set([...doc.querySelectorAll('[id]')].map((element) => element.id));
    const anchors = [...doc.querySelectorAll<HTMLAnchorElement>('article a[href^="#"]')].map((a) =>
      a.getAttribute('href')!.slice(1),
    );
    expect(anchors.length).toBeGreaterThan(glossary.length);
    for (const anchor of anchors) expect(ids.has(anchor), anchor).toBe(true);
  });

  it('carries its DefinedTermSet and its canonical metadata', () => {
    const jsonLd = elementsOf(html, 'script').filter((s) => s.attributes.type === 'application/ld+json');
    expect(jsonLd).toHaveLength(1);
    expect(brokenJsonLd(html)).toEqual([]);
    const data = JSON.parse(jsonLd[0]!.text) as { hasDefinedTerm: unknown[] };
    expect(data.hasDefinedTerm).toHaveLength(glossary.length);
    expect(String(metadata.alternates?.canonical)).toMatch(/\/hr-glossary\/$/);
  });
});
