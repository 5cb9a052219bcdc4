import { describe, expect, it } from 'vitest';
import { landingPages } from '@/content/landing';
import { linkExists } from '@/content/routes';
import type { LandingPage, LandingSection } from '@/content/schema/landing';
import { anchorFor, inlineHrefs } from '@/content/schema/longform';
import { site } from '@/content/site';
import { AB_HIDE_TIMEOUT_MS } from '@/lib/analytics/ab-hide';
import { REFERRER_KEY } from '@/lib/analytics/referrer';
import { MODAL_IDS } from '@/lib/modals';
import { TRIAL_TOKEN_KEY } from '@/lib/trial/token';

/** The company pages and the site-wide legal documents: each must exist and stand on its own. */
const marketing = [
  '/about/team/',
  '/company/careers/',
  '/company/hiring/',
  '/partnership/',
  '/her-talks/',
  '/guides/',
];
const legal = ['/privacy-policy/', '/terms-and-conditions/'];
const all = landingPages();
const pageAt = (path: string): LandingPage => {
  const page = all.find((entry) => entry.path === path);
  if (!page) throw new Error(`${path} has no landing entry`);
  return page;
};

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

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

/** Ids a same-page link can reach: section anchors, document part headings and the site's modals. */
function anchorsOf(page: LandingPage): Set<string> {
  const ids = new Set<string>(MODAL_IDS);
  for (const section of page.sections) {
    if ('anchor' in section && section.anchor) ids.add(section.anchor);
    if (section.type === 'document') section.parts.forEach((part) => ids.add(anchorFor(part.heading)));
  }
  return ids;
}

const headingsOf = (page: LandingPage) =>
  page.sections.flatMap((section) =>
    section.type === 'document' ? section.parts.map((p) => p.heading) : [],
  );

const textOf = (page: LandingPage) => strings(page.sections).join('\n');

describe('company pages and site legal pages', () => {
  it('are all declared, with titles and descriptions within limits and unique on the site', () => {
    const titles = all.map((page) => page.title);
    const descriptions = all.map((page) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const path of [...marketing, ...legal]) {
      const page = pageAt(path);
      expect(page.title.length, path).toBeLessThanOrEqual(70);
      expect(page.description.length, path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, path).toBeLessThanOrEqual(170);
    }
  });

  it('have one source of the h1 each: the hero, or the opening document on a legal page', () => {
    for (const path of [...marketing, ...legal]) {
      const page = pageAt(path);
      const first: LandingSection = page.sections[0]!;
      const heroes = page.sections.filter((section) => section.type === 'hero').length;
      const h1Documents = page.sections.filter(
        (section) => section.type === 'document' && section.level === 'h1',
      ).length;
      expect(heroes + h1Documents, path).toBe(1);
      expect(first.type, path).toBe(legal.includes(path) ? 'document' : 'hero');
    }
  });

  it('link only to pages that exist, anchors on the same page, the site’s forms, https or mailto', () => {
    const problems: string[] = [];
    for (const path of [...marketing, ...legal]) {
      const page = pageAt(path);
      const anchors = anchorsOf(page);
      for (const href of linksOf(page)) {
        const [target, hash] = href.split('#') as [string, string | undefined];
        if (href.startsWith('#')) {
          if (!anchors.has(href.slice(1))) problems.push(`${path}: ${href} has no target`);
        } else if (href.startsWith('/')) {
          if (!linkExists(target)) problems.push(`${path}: ${href} is not a page`);
          if (hash && target === path && !anchors.has(hash)) problems.push(`${path}: ${href} has no target`);
        } else if (!/^(https:\/\/|mailto:[a-z]+@quotient\.example)/.test(href)) {
          problems.push(`${path}: ${href}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('cross-link: team, careers and the hiring page lead to each other', () => {
    const links = (path: string) => linksOf(pageAt(path)).map((href) => href.split('#')[0]);
    expect(links('/about/team/')).toEqual(expect.arrayContaining(['/company/careers/', '/company/hiring/']));
    expect(links('/company/careers/')).toContain('/company/hiring/');
    expect(links('/company/hiring/')).toEqual(expect.arrayContaining(['/company/careers/', '/about/team/']));
  });

  it('answer questions in an FAQ on every marketing page that asks something of the visitor', () => {
    for (const path of ['/company/careers/', '/company/hiring/', '/partnership/', '/her-talks/']) {
      const faq = pageAt(path).sections.find((section) => section.type === 'faq');
      expect(faq?.type === 'faq' ? faq.items.length : 0, path).toBeGreaterThanOrEqual(3);
    }
  });

  it('send partner and HerTalks enquiries to the contact form', () => {
    for (const path of ['/partnership/', '/her-talks/']) {
      const page = pageAt(path);
      const hero = page.sections[0]!;
      const last = page.sections.at(-1)!;
      expect(hero.type === 'hero' && hero.primary?.href, path).toBe('#contactUs');
      expect(last.type === 'action' && last.primary.href, path).toBe('#contactUs');
    }
  });

  it('show HerTalks speakers by name and role, and sessions with topics', () => {
    const episodes = pageAt('/her-talks/').sections.find((section) => section.type === 'episodes');
    expect(episodes?.type).toBe('episodes');
    if (episodes?.type !== 'episodes') return;
    expect(episodes.items.length).toBeGreaterThanOrEqual(4);
    for (const item of episodes.items) {
      expect(item.speakers.length, item.title).toBeGreaterThan(0);
      expect(item.topics.length, item.title).toBeGreaterThan(0);
    }
  });

  it('have no placeholder or unfinished copy', () => {
    for (const path of [...marketing, ...legal]) {
      expect(textOf(pageAt(path)), path).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bFIXME\b|\bTBD\b/i);
    }
  });

  it('are linked from the footer (Company and Legal) so visitors find them', () => {
    const footer = site.footer.flatMap((column) => column.links.map((link) => link.href));
    for (const path of [...marketing, ...legal]) expect(footer, path).toContain(path);
    expect(site.footer.map((column) => column.title)).toEqual(expect.arrayContaining(['Company', 'Legal']));
  });
});

describe('site legal pages', () => {
  it('are documents with the effective date and a contact address, without a sales pitch', () => {
    for (const path of legal) {
      const page = pageAt(path);
      const types = page.sections.map((section) => section.type);
      expect(types, path).not.toContain('hero');
      expect(types, path).not.toContain('cta');
      const head = page.sections[0]!;
      if (head.type !== 'document') throw new Error(`${path} does not open with a document`);
      expect(head.level).toBe('h1');
      const facts = Object.fromEntries((head.facts ?? []).map((fact) => [fact.label, fact.value]));
      expect(facts['Effective date'], path).toBe('22 November 2026');
      expect(facts['Contact'], path).toMatch(/mailto:[a-z]+@quotient\.example/);
    }
  });

  it('the privacy policy covers what this site does, naming its real storage keys and limits', () => {
    const page = pageAt('/privacy-policy/');
    expect(headingsOf(page)).toEqual(
      expect.arrayContaining([
        'Visiting this website',
        'Analytics and testing',
        'Forms on this website',
        'Free tools',
        'AI features in the free tools',
        'The hiring platform',
        'Cookies and browser storage',
        'How long we keep information',
        'Your privacy rights',
        'Contact us',
      ]),
    );
    const text = textOf(page);
    // Kept true when the code changes: these come from the modules that do the storing.
    expect(text).toContain(`\`${TRIAL_TOKEN_KEY}\``);
    expect(text).toContain(`\`${REFERRER_KEY}\``);
    expect(text).toContain(`at most ${AB_HIDE_TIMEOUT_MS / 1000} seconds`);
    expect(text).toMatch(/only when analytics has been switched on/);
    expect(text).toMatch(/work email address you signed up with/);
    expect(text).toMatch(/local storage on this device/);
    expect(text).toMatch(/only when an AI service has been set up/);
    expect(linksOf(page)).toContain('/sourcing/privacy-policy/');
  });

  it('the terms cover the free tools, candidates, acceptable use, AI and liability', () => {
    expect(headingsOf(pageAt('/terms-and-conditions/'))).toEqual(
      expect.arrayContaining([
        'Free tools, templates and guides',
        'If you are a candidate',
        'Acceptable use',
        'AI features',
        'Trials, plans and payment',
        'Limitation of liability',
      ]),
    );
  });
});
