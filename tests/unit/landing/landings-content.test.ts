import { describe, expect, it } from 'vitest';
import { landingPages } from '@/content/landing';
import { anchorFor, inlineHrefs } from '@/content/schema/longform';
import type { LandingPage, LandingSection } from '@/content/schema/landing';

/** The pages this group owns (issue 6, "landings"): each must exist and stand on its own. */
const software = [
  '/video-assessments/',
  '/automated-interview-scheduling-software/',
  '/recruiting-software/',
  '/recruiting-software-for-small-business/',
  '/best-recruitment-software-for-agencies/',
  '/ai-recruitment-software/',
  '/talent-acquisition-platform/',
  '/talent-sourcing-partners/',
  '/recruiting-crm-software/',
  '/text-recruiting-software/',
  '/dei-solutions/',
  '/candidate-sourcing-software/',
  '/sourcing-for-ai-companies/',
];
const guides = [
  '/how-to-hire/',
  '/how-to-hire-top-talent/',
  '/ai-screening-criteria-best-practices/',
  '/ai-prompt-cheat-sheet/',
];
const sales = [
  '/lead-generation-software/',
  '/linkedin-people-directory/',
  '/prospecting/',
  '/affiliate-marketing/',
];
const legal = ['/sourcing/privacy-policy/', '/sourcing/terms-of-service/'];
const owned = [...software, ...guides, ...sales, ...legal];

const all = landingPages();
const pages = owned.map((path) => {
  const page = all.find((entry) => entry.path === path);
  if (!page) throw new Error(`${path} has no landing entry`);
  return page;
});

/** Every string anywhere in a section, to find inline links and banned words. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every link target on a page: hero buttons, card and item links, inline `[label](href)` marks. */
function linksOf(page: LandingPage): string[] {
  const hrefs: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'href' && typeof inner === 'string') hrefs.push(inner);
        else walk(inner);
      }
    } else if (typeof value === 'string') hrefs.push(...inlineHrefs(value));
  };
  walk(page.sections);
  return hrefs;
}

/** Ids a same-page link can target: prompt-section anchors and document part headings. */
function anchorsOf(page: LandingPage): Set<string> {
  const ids = new Set<string>();
  for (const section of page.sections) {
    if (section.type === 'prompts' && section.anchor) ids.add(section.anchor);
    if (section.type === 'document') section.parts.forEach((part) => ids.add(anchorFor(part.heading)));
  }
  return ids;
}

const first = (page: LandingPage): LandingSection => page.sections[0]!;

describe('landing pages of the "landings" group', () => {
  it('declares all 23 pages, each once', () => {
    expect(pages).toHaveLength(23);
    expect(new Set(owned).size).toBe(23);
  });

  it('gives every page exactly one source of the h1: a hero, or a page-level document on legal pages', () => {
    for (const page of pages) {
      const heroes = page.sections.filter((section) => section.type === 'hero');
      const h1Documents = page.sections.filter(
        (section) => section.type === 'document' && section.level === 'h1',
      );
      expect(heroes.length + h1Documents.length, page.path).toBe(1);
      expect(['hero', 'document'], page.path).toContain(first(page).type);
    }
  });

  it('links only to its own pages, /features/, the home page, anchors on the same page or https', () => {
    const allowed = new Set([...owned, '/features/', '/']);
    const problems: string[] = [];
    for (const page of pages) {
      const anchors = anchorsOf(page);
      for (const href of linksOf(page)) {
        if (href.startsWith('#')) {
          if (!anchors.has(href.slice(1))) problems.push(`${page.path}: ${href} has no target`);
        } else if (href.startsWith('/')) {
          if (!allowed.has(href)) problems.push(`${page.path}: ${href}`);
        } else if (!/^(https:\/\/|mailto:)/.test(href)) problems.push(`${page.path}: ${href}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('links every page to at least one other page of the group, except legal pages to each other', () => {
    for (const page of pages) {
      const internal = linksOf(page).filter((href) => owned.includes(href) && href !== page.path);
      expect(internal.length, page.path).toBeGreaterThan(0);
    }
  });

  it('writes each page for its own reader: no shared hero, layout, FAQ question or proof block', () => {
    const seen = {
      hero: new Map<string, string>(),
      layout: new Map<string, string>(),
      faq: new Map<string, string>(),
    };
    const stats = new Map<string, string>();
    for (const page of pages) {
      const layout = page.sections.map((section) => section.type).join(',');
      if (!legal.includes(page.path)) {
        expect(seen.layout.get(layout), `${page.path} repeats the section order of`).toBeUndefined();
        seen.layout.set(layout, page.path);
      }
      for (const section of page.sections) {
        if (section.type === 'hero') {
          for (const text of [section.title, section.lead]) {
            expect(seen.hero.get(text), `${page.path} hero repeats`).toBeUndefined();
            seen.hero.set(text, page.path);
          }
        }
        if (section.type === 'faq') {
          for (const item of section.items) {
            expect(seen.faq.get(item.question), `${page.path}: "${item.question}"`).toBeUndefined();
            seen.faq.set(item.question, page.path);
          }
        }
        if (section.type === 'stats') {
          const key = section.items.map((item) => item.value).join('|');
          expect(stats.get(key), `${page.path} repeats the stat block of`).toBeUndefined();
          stats.set(key, page.path);
        }
      }
    }
  });

  it('ends every marketing page with a call to action and answers questions in an FAQ', () => {
    for (const page of pages.filter((entry) => !legal.includes(entry.path))) {
      expect(page.sections.at(-1)?.type, page.path).toBe('cta');
      const faq = page.sections.find((section) => section.type === 'faq');
      expect(faq && faq.type === 'faq' ? faq.items.length : 0, page.path).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps titles and descriptions within limits and unique among all landing pages', () => {
    const titles = all.map((page) => page.title);
    const descriptions = all.map((page) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const page of pages) {
      expect(page.title.length, page.path).toBeLessThanOrEqual(70);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
    }
  });

  it('has no placeholder or unfinished copy', () => {
    for (const page of pages) {
      const text = strings(page).join('\n');
      expect(text, page.path).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bFIXME\b|\bTBD\b/i);
    }
  });
});

describe('legal pages', () => {
  it('are documents with an effective date and a contact address, without a sales pitch', () => {
    for (const path of legal) {
      const page = pages.find((entry) => entry.path === path)!;
      expect(page.sections.map((section) => section.type)).not.toContain('hero');
      expect(page.sections.map((section) => section.type)).not.toContain('cta');
      const head = first(page);
      expect(head.type === 'document' && head.level).toBe('h1');
      if (head.type !== 'document') continue;
      const facts = Object.fromEntries((head.facts ?? []).map((fact) => [fact.label, fact.value]));
      expect(facts['Effective date'], path).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(facts['Contact'], path).toMatch(/mailto:[a-z]+@/);
    }
  });

  it('cover what a sourcing extension and web app must disclose', () => {
    const headings = (path: string) =>
      pages
        .find((entry) => entry.path === path)!
        .sections.flatMap((section) =>
          section.type === 'document' ? section.parts.map((part) => part.heading) : [],
        );
    expect(headings('/sourcing/privacy-policy/')).toEqual(
      expect.arrayContaining([
        'Information we collect',
        'What the browser extension does and does not do',
        'If your profile is in Quotient Source',
        'How long we keep information',
        'Your privacy rights',
        'Contact us',
      ]),
    );
    expect(headings('/sourcing/terms-of-service/')).toEqual(
      expect.arrayContaining([
        'Acceptable use',
        'Plans, fees and payment',
        'AI features',
        'Limitation of liability',
      ]),
    );
  });
});

describe('guides', () => {
  it('the prompt cheat sheet holds as many prompts as its title promises', () => {
    const page = pages.find((entry) => entry.path === '/ai-prompt-cheat-sheet/')!;
    const count = page.sections.reduce(
      (sum, section) => sum + (section.type === 'prompts' ? section.items.length : 0),
      0,
    );
    expect(page.title).toContain(`${count} Prompts`);
    expect(count).toBeGreaterThanOrEqual(12);
  });

  it('each guide is substantial (a long process, a document of several parts or a prompt library) and practical', () => {
    for (const path of guides) {
      const page = pages.find((entry) => entry.path === path)!;
      const prompts = page.sections.reduce(
        (sum, section) => sum + (section.type === 'prompts' ? section.items.length : 0),
        0,
      );
      const depth =
        prompts >= 12 ||
        page.sections.some(
          (section) =>
            (section.type === 'process' && section.items.length >= 5) ||
            (section.type === 'document' && section.parts.length >= 5),
        );
      const practical = page.sections.some((section) =>
        ['checklist', 'table', 'prompts'].includes(section.type),
      );
      expect(depth && practical, path).toBe(true);
    }
  });
});
