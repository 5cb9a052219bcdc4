import { describe, expect, it } from 'vitest';
import { industryPages } from '@/content/landing/industries';
import { solutionPages } from '@/content/landing/solutions';
import type { LandingPage, LandingSection } from '@/content/schema/landing';

/** The catalogue's solution and industry paths (spec §2), copied 2026-05 from the product spec. */
const expectedPaths = [
  '/solutions/sourcing/',
  '/solutions/saas/',
  '/solutions/consulting/',
  '/solutions/consultant-hiring/',
  '/solutions/talent-acquisition/',
  '/solutions/diversity-hiring/',
  '/solutions/talent-discovery/',
  '/solutions/candidate-screening/',
  '/solutions/university-recruitment/',
  '/solutions/video-interview/',
  '/solutions/managed-sourcing/',
  '/industry/fintech-recruitment/',
  '/industry/martech-recruitment/',
  '/industry/retail-recruitment-software/',
  '/real-estate-recruitment/',
];

const pages: LandingPage[] = [...solutionPages, ...industryPages];

/** Every piece of visible prose of a section, to prove no page is another with the name swapped. */
function textsOf(section: LandingSection): string[] {
  const texts: string[] = [];
  const visit = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if (key !== 'type' && key !== 'href' && key !== 'illustration' && key !== 'tone') texts.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => visit(item));
    else if (value && typeof value === 'object') {
      for (const [field, inner] of Object.entries(value)) visit(inner, field);
    }
  };
  visit(section);
  return texts;
}

/**
 * The background band each section paints (see the section components): two neighbouring bands
 * of the same colour would read as one block, so pages alternate them.
 */
function bandOf(section: LandingSection): string {
  switch (section.type) {
    case 'hero':
    case 'logos':
      return `bordered ${section.type}`;
    case 'steps':
    case 'cta':
      return 'dark';
    case 'faq':
      return 'muted';
    case 'testimonial':
      return 'brand';
    case 'stats':
      return 'plain';
    default:
      return ('tone' in section && section.tone) || 'plain';
  }
}

function linksOf(section: LandingSection): string[] {
  if (section.type === 'links') return section.items.map((item) => item.href);
  if (section.type === 'features' || section.type === 'problems') {
    return section.items.flatMap((item) => (item.href ? [item.href] : []));
  }
  return [];
}

describe('solution and industry landing pages', () => {
  it('cover exactly the catalogue’s fifteen paths', () => {
    expect(pages.map((page) => page.path).sort()).toEqual([...expectedPaths].sort());
  });

  it('have unique titles and descriptions', () => {
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  });

  it.each(pages.map((page) => [page.path, page] as const))(
    '%s opens with one hero, closes with a call to action and answers real questions',
    (_path, page) => {
      expect(page.sections[0]?.type).toBe('hero');
      expect(page.sections.filter((section) => section.type === 'hero')).toHaveLength(1);
      expect(page.sections.at(-1)?.type).toBe('cta');
      const faqs = page.sections.filter((section) => section.type === 'faq');
      expect(faqs).toHaveLength(1);
      expect(faqs[0]?.type === 'faq' && faqs[0].items.length).toBeGreaterThanOrEqual(3);
      expect(page.sections.some((section) => section.type === 'links')).toBe(true);
      expect(new Set(page.sections.map((section) => section.type)).size).toBeGreaterThanOrEqual(7);
    },
  );

  it('vary the order of their sections from page to page', () => {
    const orders = pages.map((page) => page.sections.map((section) => section.type).join(' > '));
    expect(new Set(orders).size).toBe(pages.length);
  });

  it('alternate their background bands so neighbouring sections never merge', () => {
    const merged = pages.flatMap((page) =>
      page.sections.flatMap((section, index) => {
        const previous = page.sections[index - 1];
        return previous && bandOf(previous) === bandOf(section)
          ? [`${page.path}: ${previous.type} and ${section.type} share the ${bandOf(section)} band`]
          : [];
      }),
    );
    expect(merged).toEqual([]);
  });

  it('share no sentence: each page is written for its own audience', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const page of pages) {
      const own = new Set(page.sections.flatMap(textsOf).filter((text) => text.length >= 40));
      for (const text of own) {
        const first = seen.get(text);
        if (first) repeats.push(`${page.path} repeats “${text}” from ${first}`);
        else seen.set(text, page.path);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('do not repeat the same block of figures', () => {
    const blocks = pages.flatMap((page) =>
      page.sections.flatMap((section) =>
        section.type === 'stats' || section.type === 'caseStudy'
          ? [
              (section.type === 'stats' ? section.items : section.metrics)
                .map((stat) => `${stat.value} ${stat.label}`)
                .join(' | '),
            ]
          : [],
      ),
    );
    expect(new Set(blocks).size).toBe(blocks.length);
  });

  it('link only to pages that exist: each other, the features page and the home page', () => {
    const allowed = new Set([...expectedPaths, '/features/', '/']);
    for (const page of pages) {
      for (const href of page.sections.flatMap(linksOf)) {
        expect(allowed, `${page.path} links to ${href}`).toContain(href);
        expect(href, `${page.path} links to itself`).not.toBe(page.path);
      }
    }
  });
});
