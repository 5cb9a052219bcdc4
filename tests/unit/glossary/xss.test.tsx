import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GlossaryExplorer } from '@/components/glossary/GlossaryExplorer';
import { GlossaryJsonLd } from '@/components/glossary/GlossaryJsonLd';
import { GlossaryList } from '@/components/glossary/GlossaryList';
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
  related: ['hostile'],
};
const groups = [{ letter: 'S', terms: [termView(hostile, [hostile])] }];

function Page() {
  return (
    <GlossaryExplorer letters={['S']} total={1}>
      <GlossaryList groups={groups} />
    </GlossaryExplorer>
  );
}

const injected = (root: ParentNode) => [...root.querySelectorAll('script, img, b, [onerror], [onclick]')];

describe('glossary text is rendered as text', () => {
  it('in the static HTML: no script or img element, the markup shown literally', () => {
    const html = renderToStaticMarkup(<Page />);
    const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html');
    expect(injected(doc)).toEqual([]);
    const article = doc.getElementById('hostile')!;
    expect(article.querySelector('h3')?.textContent).toBe(SCRIPT_TERM);
    expect(article.textContent).toContain(IMG_BODY);
    expect(article.textContent).toContain('<img src=x onerror="window.__x=1"> = 1');
    expect(html).toContain('&lt;script&gt;window.__x=1&lt;/script&gt;');
  });

  it('in the browser, and searching it changes nothing', async () => {
    render(<Page />);
    expect(injected(document.body)).toEqual([]);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(SCRIPT_TERM);
    expect(screen.getByText(IMG_BODY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SCRIPT_TERM })).toHaveAttribute('href', '#hostile');
    expect((window as unknown as { __x?: number }).__x).toBeUndefined();
  });

  it('is refused by the content schema in the first place', () => {
    const result = glossaryEntrySchema.safeParse(hostile);
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['short', 'body', 'formula']));
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
      hasDefinedTerm: { name: string; description: string }[];
      description: string;
    };
    expect(data.hasDefinedTerm.map((term) => term.name)).toEqual(breakouts);
    expect(data.hasDefinedTerm[1]!.description).toBe(`${breakouts[1]} short`);
    expect(data.description).toBe('Terms & definitions');
  });
});
