import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import GlossaryTermPage, { generateMetadata, generateStaticParams } from '@/app/hr-glossary/[slug]/page';
import { glossary } from '@/content/glossary';
import { brokenJsonLd, elementsOf } from '../../../scripts/security/html';

async function render(slug: string) {
  const element = await GlossaryTermPage({ params: Promise.resolve({ slug }) });
  const html = renderToStaticMarkup(element);
  return { html, doc: new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html') };
}

/** The path a link points at; next/link drops the trailing slash outside a build (trailingSlash is a build setting). */
const pathOf = (href: string | null | undefined) => (href ?? '').replace(/\/?$/, '/');

describe('a glossary term page', () => {
  it('is generated for every term and no other', () => {
    expect(
      generateStaticParams()
        .map((params) => params.slug)
        .sort(),
    ).toEqual(glossary.map((entry) => entry.slug).sort());
  });

  it('shows the definition, the formula, a worked example, related terms and the free tool', async () => {
    const { doc } = await render('turnover-rate');
    expect(doc.querySelector('h1')?.textContent).toBe('Turnover rate');
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    const headings = [...doc.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(expect.arrayContaining(['Formula', 'Example', 'Related terms', 'Free tool']));
    expect(doc.body.textContent).toContain(
      'Turnover rate = separations during the period ÷ average headcount × 100',
    );
    expect(doc.body.textContent).toContain('36 ÷ 200 × 100 = 18%');
    const related = doc.querySelector('section[aria-labelledby="term-related"]')!;
    const attrition = [...related.querySelectorAll('a')].find((a) => a.textContent === 'Attrition rate');
    expect(pathOf(attrition?.getAttribute('href'))).toBe('/hr-glossary/attrition-rate/');
    expect(doc.querySelector('a[href^="/tools/attrition-rate-calculator"]')?.textContent).toContain(
      'Attrition rate calculator',
    );
    expect(doc.querySelector('nav[aria-label="Breadcrumb"] a[href^="/hr-glossary"]')).not.toBeNull();
  });

  it('links every related term to a term page that exists', async () => {
    const paths = new Set(glossary.map((entry) => `/hr-glossary/${entry.slug}/`));
    for (const entry of glossary.slice(0, 40)) {
      const { doc } = await render(entry.slug);
      const links = [...doc.querySelectorAll('section[aria-labelledby="term-related"] a')];
      expect(links.length, entry.slug).toBe(entry.related.length);
      for (const a of links) expect(paths.has(pathOf(a.getAttribute('href'))), entry.slug).toBe(true);
    }
  });

  it('has its own title, description, canonical URL and DefinedTerm data', async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ slug: 'compa-ratio' }) });
    expect(String(metadata.title)).toContain('Compa-ratio');
    expect(String(metadata.alternates?.canonical)).toMatch(/\/hr-glossary\/compa-ratio\/$/);
    const { html } = await render('compa-ratio');
    expect(brokenJsonLd(html)).toEqual([]);
    const data = elementsOf(html, 'script')
      .filter((s) => s.attributes.type === 'application/ld+json')
      .map((s) => JSON.parse(s.text) as { '@type': string; url?: string; inDefinedTermSet?: string })
      .find((item) => item['@type'] === 'DefinedTerm');
    expect(data?.url).toMatch(/\/hr-glossary\/compa-ratio\/$/);
    expect(data?.inDefinedTermSet).toMatch(/\/hr-glossary\/$/);
  });
});
