import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

const { default: HomePage } = await import('@/app/page');
const { site } = await import('@/content/site');
const { caseStudies } = await import('@/content/stories');
const { portraitPath } = await import('@/lib/people/portrait');
const { peopleNamed } = await import('@/scripts/people-portraits');
const { trustedByLine } = await import('@/content/customer-count');

/** The home page as a buyer reads it: a named customer with face and company, figures with sources. */
function home(): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${renderToString(<HomePage />)}`, 'text/html');
}

describe('home page proof', () => {
  it('quotes a named customer with their portrait, role and company', () => {
    const doc = home();
    const figure = [...doc.querySelectorAll('figure')].find((node) => node.querySelector('blockquote'));
    expect(figure, 'a quote on the home page').toBeDefined();
    const caption = figure!.querySelector('figcaption')!;
    const name = caption.querySelector('strong')!.textContent!;
    const story = caseStudies.find((entry) => entry.quote.name === name);
    expect(story, `${name} is a customer with a story`).toBeDefined();
    expect(caption.textContent).toContain(`${story!.quote.role}, ${story!.customer.name}`);
    expect(figure!.querySelector('blockquote')!.textContent).toContain(story!.quote.text);
    const portrait = caption.querySelector('img')!;
    expect(portrait.getAttribute('src')).toBe(portraitPath(name));
    // The portrait is drawn at build time for every person the story modules name.
    expect(peopleNamed([caseStudies])).toContain(name);
    // The link to the story follows the figure, in the same quote section.
    const link = figure!.closest('section')!.querySelector(`a[href^="${story!.path.replace(/\/$/, '')}"]`);
    expect(link?.textContent).toContain(story!.customer.name);
  });

  it('gives the customer count in its one wording and the rating only with its source', () => {
    // Text node by text node, so words of neighbouring elements do not run together.
    const doc = home();
    const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
    const parts: string[] = [];
    while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
    const text = parts.join(' ');
    expect(text).toContain(trustedByLine);
    const counts = [...text.matchAll(/\b\d[\d,]*\+? (?:other )?(?:businesses|companies|customers)\b/g)].map(
      (match) => match[0],
    );
    expect([...new Set(counts)]).toEqual(['100+ businesses']);
    const rated = [...doc.querySelectorAll('p, li, dd, span, small')].filter((node) =>
      /\b9,?600 reviews\b|\b4\.9 ?(?:\/ ?5|out of 5)/.test(node.textContent ?? ''),
    );
    for (const node of rated) expect(node.textContent).toContain(site.rating.source!);
  });
});
