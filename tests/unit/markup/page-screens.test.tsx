import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LandingSections } from '@/components/sections/LandingSections';
import { industryPages } from '@/content/landing/industries';
import { productPages } from '@/content/products';
import type { LandingSection } from '@/content/schema/landing';
import { defaultScreen } from '@/content/screens';

/**
 * Each product and industry page shows a product screen of its own: the role, candidates and
 * scores in its hero come from that page's content, so a fintech buyer sees a fintech hire and no
 * two industries share one mock-up. On a phone the screen is one panel with text a person can read.
 */
type Hero = Extract<LandingSection, { type: 'hero' }>;

const pages = [
  ...Object.values(productPages).map((page) => ({
    name: `product ${page.product}`,
    sections: page.sections,
  })),
  ...industryPages.map((page) => ({ name: page.path, sections: page.sections })),
];

function heroOf(sections: readonly LandingSection[]): Hero {
  const hero = sections.find((section): section is Hero => section.type === 'hero');
  expect(hero).toBeDefined();
  return hero!;
}

function render(sections: LandingSection[]): Document {
  const html = renderToString(<LandingSections sections={sections.filter((s) => s.type === 'hero')} />);
  return new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
}

describe('a product screen per product and industry page', () => {
  it('gives every product and industry page its own screen data', () => {
    for (const page of pages) expect(heroOf(page.sections).screen, page.name).toBeDefined();
    const roles = pages.map((page) => heroOf(page.sections).screen!.role);
    expect(new Set(roles).size, roles.join(', ')).toBe(pages.length);
    expect(roles).not.toContain(defaultScreen.role);
  });

  it('shows no two industry pages the same role or the same candidates', () => {
    const screens = industryPages.map((page) => heroOf(page.sections).screen!);
    expect(new Set(screens.map((screen) => screen.role)).size).toBe(industryPages.length);
    const people = screens.flatMap((screen) => screen.candidates.map((c) => c.person));
    expect(new Set(people).size).toBe(people.length);
  });

  it('shows the fintech page a finance role tested on finance skills', () => {
    const fintech = industryPages.find((page) => page.path === '/industry/fintech-recruitment/')!;
    const screen = heroOf(fintech.sections).screen!;
    const finance =
      /\b(?:fraud|risk|aml|kyc|compliance|credit|payments?|transaction\w*|quant\w*|sanctions)\b/i;
    expect(screen.role).toMatch(finance);
    expect(screen.skills.filter((skill) => finance.test(skill.name)).length).toBeGreaterThanOrEqual(2);
  });

  it('draws each page’s own role, candidate and score in its hero, wide and phone panel alike', () => {
    for (const page of pages) {
      const screen = heroOf(page.sections).screen!;
      const doc = render(page.sections);
      const svgs = [...doc.querySelectorAll('svg[role="img"]')];
      expect(svgs, page.name).toHaveLength(2);
      for (const svg of svgs) {
        const text = svg.textContent ?? '';
        expect(text, page.name).toContain(screen.role);
        expect(text, page.name).not.toContain(defaultScreen.role);
        expect(svg.getAttribute('aria-label'), page.name).toContain(screen.role);
      }
      const shown = svgs.map((svg) => svg.textContent ?? '').join(' ');
      expect(shown, page.name).toContain(screen.candidates[0]!.person);
      // A score out of 100, or the same score out of 5 on a rubric.
      const score = screen.candidates[0]!.score;
      expect(shown, page.name).toMatch(
        new RegExp(`(?<![\\d.])(?:${score}|${(score / 20).toFixed(1)})(?![\\d.])`),
      );
    }
  });

  it('sizes the phone panel to read at 11 px or more in a 340 px column', () => {
    for (const page of pages) {
      const panel = render(page.sections).querySelectorAll('svg[role="img"]')[1]!;
      const [, , width, height] = panel.getAttribute('viewBox')!.split(' ').map(Number);
      expect(width, page.name).toBe(340);
      // A fixed aspect ratio: width and height written on the element, so nothing shifts.
      expect(Number(panel.getAttribute('height')), page.name).toBe(height);
      const sizes = [...panel.querySelectorAll('text')].map((t) => Number(t.getAttribute('font-size')));
      expect(Math.min(...sizes), page.name).toBeGreaterThanOrEqual(11);
    }
  });
});
