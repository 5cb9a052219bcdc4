import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GlossaryJsonLd } from '@/components/glossary/GlossaryJsonLd';
import { GlossaryList } from '@/components/glossary/GlossaryList';
import { GlossaryTerm } from '@/components/glossary/GlossaryTerm';
import { termView } from '@/components/glossary/view';
import { glossaryEntrySchema, type GlossaryEntry } from '@/content/glossary';
import { brokenJsonLd, elementsOf } from '../../../scripts/security/html';

const SCRIPT_TERM = '<script>window.__x=1</script>';
const IMG_BODY = 'Before <img src=x onerror="window.__x=1"> after';

/**
 * A hostile entry as it would look if it got past the schema (which refuses markup, see the last
 * test): rendering must still treat every field as text.
 */
const hostile: GlossaryEntry = {
  slug: 'hostile',
  term: SCRIPT_TERM,
  short: `Defined as ${SCRIPT_TERM}.`,
  body: `${IMG_BODY}\n\nSecond <b onclick="window.__x=1">paragraph</b>.`,
  formula: '<img src=x onerror="window.__x=1"> = 1',
  example: 'For example <script>window.__x=1</script>.',
  related: ['hostile'],
};
const groups = [{ letter: 'S', terms: [{ slug: hostile.slug, term: hostile.term, short: hostile.short }] }];

/** The index entry and the term page body for the same hostile term. */
function Page() {
  return (
    <>
      <GlossaryList groups={groups} />
      <GlossaryTerm term={termView(hostile, [hostile])} />
    </>
  );
}

const injected = (root: ParentNode) => [...root.querySelectorAll('script, img, b, [onerror], [onclick]')];

/** The path a link points at; next/link drops the trailing slash outside a build (trailingSlash is a build setting). */
const pathOf = (href: string | null | undefined) => (href ?? '').replace(/\/?$/, '/');

describe('glossary text is rendered as text', () => {
  it('in the static HTML: no script or img element, the markup shown literally', () => {
    const html = renderToStaticMarkup(<Page />);
    const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html');
    expect(injected(doc)).toEqual([]);
    expect(doc.getElementById('hostile')?.querySelector('a')?.textContent).toBe(SCRIPT_TERM);
    const article = doc.querySelector('article')!;
    expect(article.textContent).toContain(IMG_BODY);
    expect(article.textContent).toContain('<img src=x onerror="window.__x=1"> = 1');
    expect(html).toContain('&lt;script&gt;window.__x=1&lt;/script&gt;');
  });

  it('in the browser', () => {
    render(<Page />);
    expect(injected(document.body)).toEqual([]);
    expect(screen.getByText(IMG_BODY)).toBeInTheDocument();
    expect(screen.getByText('For example <script>window.__x=1</script>.')).toBeInTheDocument();
    expect(pathOf(screen.getAllByRole('link', { name: SCRIPT_TERM })[0]!.getAttribute('href'))).toBe(
      '/hr-glossary/hostile/',
    );
    expect((window as unknown as { __x?: number }).__x).toBeUndefined();
  });

  it('is refused by the content schema in the first place', () => {
    const result = glossaryEntrySchema.safeParse(hostile);
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['short', 'body', 'formula', 'example']));
  });
});

describe('the glossary structured data', () => {
  const breakouts = [
    '</script><script>window.__x=1</script>',
    '</script ><img src=x onerror="window.__x=1">',
    '</SCRIPT/><svg onload="window.__x=1">',
    '<!-- <script>',
  ];
  const markup = renderToStaticMarkup(
    <GlossaryJsonLd
      page={{ path: '/hr-glossary/', name: 'HR glossary', description: 'Terms & definitions' }}
      terms={breakouts.map((term, index) => ({ slug: `t${index}`, term, short: `${term} short` }))}
      siteUrl="https://site.example"
    />,
  );

  it('cannot end its script element, whatever a term says', () => {
    const scripts = elementsOf(markup, 'script');
    expect(scripts).toHaveLength(1);
    expect(brokenJsonLd(markup)).toEqual([]);
    expect(scripts[0]!.text).not.toMatch(/[<>]/);
    const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${markup}</body>`, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelectorAll('img, svg')).toHaveLength(0);
  });

  it('still carries every term exactly as written', () => {
    const data = JSON.parse(elementsOf(markup, 'script')[0]!.text) as {
      hasDefinedTerm: { name: string }[];
      description: string;
    };
    expect(data.hasDefinedTerm.map((term) => term.name)).toEqual(breakouts);
    expect(data.description).toBe('Terms & definitions');
  });
});
