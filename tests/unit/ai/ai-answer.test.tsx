import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AiAnswer } from '@/components/ai/AiAnswer';

const ANSWER = `# Interview kit

Ask about **ownership** first.

## Questions
1. How do you plan a release?
2. What went wrong last time?

- Listen for *specifics*
- Note **examples**`;

describe('AiAnswer', () => {
  it('renders headings below the page heading, paragraphs, lists and bold text', () => {
    render(<AiAnswer text={ANSWER} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Interview kit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Questions' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    const paragraph = screen.getByText(/Ask about/);
    expect(paragraph.tagName).toBe('P');
    expect(within(paragraph).getByText('ownership').tagName).toBe('STRONG');

    const [numbered, bullets] = screen.getAllByRole('list');
    expect(numbered?.tagName).toBe('OL');
    expect(
      within(numbered!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['How do you plan a release?', 'What went wrong last time?']);
    expect(bullets?.tagName).toBe('UL');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Listen for *specifics*', 'Note examples']);
  });

  it('places headings where the tool says, and keeps a numbered list starting where the model did', () => {
    render(<AiAnswer text={'# Top\n## Next\n4. four\n5. five'} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Top' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveAttribute('start', '4');
  });

  it('renders nothing for blank text', () => {
    const { container } = render(<AiAnswer text={'  \n '} />);
    expect(container).toBeEmptyDOMElement();
  });
});

/** Issue 5: what a model (or a prompt injected into it) writes must never become markup. */
const PROBES = [
  '<script>window.__x=1</script>',
  '<img src=x onerror="window.__x=1">',
  '[link](javascript:alert(1))',
  '<a href="javascript:window.__x=1">click</a>',
  '[safe looking](https://example.com/login)',
];

const PROBE_ANSWER = [
  `# ${PROBES[0]}`,
  PROBES[1],
  `- ${PROBES[2]}`,
  `1. **${PROBES[3]}**`,
  '',
  `Before ${PROBES[4]} after`,
].join('\n');

function injected(root: ParentNode): string[] {
  const found = Array.from(root.querySelectorAll('script, img, a, iframe, svg, [href], [src]')).map(
    (element) => element.outerHTML,
  );
  root.querySelectorAll('*').forEach((element) => {
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name) || /javascript:/i.test(attribute.value)) found.push(element.outerHTML);
    }
  });
  return found;
}

describe('AiAnswer with hostile answers', () => {
  it('shows markup and links as literal text in the browser, and nothing runs', () => {
    const { container } = render(<AiAnswer text={PROBE_ANSWER} />);
    expect(injected(container)).toEqual([]);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(PROBES[0]!);
    expect(screen.getByText(PROBES[1]!)).toBeInTheDocument();
    expect(screen.getByText(PROBES[2]!).tagName).toBe('LI');
    expect(screen.getByText(PROBES[3]!).tagName).toBe('STRONG');
    expect(screen.getByText(`Before ${PROBES[4]} after`)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect((window as unknown as { __x?: number }).__x).toBeUndefined();
  });

  it('escapes everything in the server HTML too', () => {
    const html = renderToStaticMarkup(<AiAnswer text={PROBE_ANSWER} />);
    const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html');
    expect(injected(doc)).toEqual([]);
    expect(html).not.toMatch(/<(script|img|a)[\s>]/i);
    expect(html).toContain('&lt;script&gt;window.__x=1&lt;/script&gt;');
    for (const probe of PROBES) expect(doc.body.textContent).toContain(probe);
  });
});
