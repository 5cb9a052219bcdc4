import { describe, expect, it } from 'vitest';
import { glossaryGroups, toolName } from '@/components/glossary/view';
import {
  glossary,
  glossaryEntrySchema,
  groupByLetter,
  LETTERS,
  letterOf,
  paragraphsOf,
} from '@/content/glossary';
import { linkExists, pageAt } from '@/content/routes';
import { site } from '@/content/site';
import sitemap from '@/app/sitemap';

const slugs = new Set(glossary.map((entry) => entry.slug));

describe('the glossary content', () => {
  it('holds at least 150 terms, each with a definition, a worked example and related terms', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(150);
    for (const entry of glossary) {
      expect(paragraphsOf(entry.body).join(' ').length, entry.slug).toBeGreaterThan(150);
      expect(entry.example.length, entry.slug).toBeGreaterThan(60);
      expect(entry.related.length, entry.slug).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps every term of the old one-page glossary, so its #slug links still find them', () => {
    for (const slug of [
      'adverse-impact',
      'cost-per-hire',
      'i-9',
      'time-to-fill',
      'w-2-vs-1099',
      'yield-ratio',
    ]) {
      expect(slugs.has(slug), slug).toBe(true);
    }
  });

  it('gives the standard HR metrics their formula', () => {
    const formulaOf = (slug: string) => glossary.find((entry) => entry.slug === slug)?.formula ?? '';
    const metrics: [string, RegExp][] = [
      ['turnover-rate', /separations .*÷ average headcount/],
      ['time-to-hire', /offer is accepted − date the candidate/],
      ['cost-per-hire', /÷ total hires/],
      ['offer-acceptance-rate', /offers accepted ÷ offers extended/],
      ['quality-of-hire', /÷ number of indicators/],
      ['employee-net-promoter-score', /promoters .* − % of detractors/],
      ['absenteeism-rate', /days absent ÷ \(employees × scheduled workdays/],
      ['revenue-per-employee', /revenue .*÷ average number of employees/],
      ['span-of-control', /÷ number of managers/],
      ['compa-ratio', /base pay ÷ midpoint/],
      ['full-time-equivalent', /hours worked .*÷ hours in one full-time schedule/],
      ['overtime', /× 1\.5 × hours worked over 40/],
    ];
    for (const [slug, formula] of metrics) expect(formulaOf(slug), slug).toMatch(formula);
  });

  it('covers the US employment laws a hiring team meets', () => {
    for (const slug of [
      'flsa',
      'eeoc',
      'fmla',
      'cobra',
      'i-9',
      'w-2-vs-1099',
      'title-vii',
      'americans-with-disabilities-act',
    ]) {
      expect(slugs.has(slug), slug).toBe(true);
    }
  });

  it('links only to related terms that exist, never to the term itself', () => {
    for (const entry of glossary) {
      for (const other of entry.related) {
        expect(slugs.has(other), `${entry.slug} → ${other}`).toBe(true);
        expect(other, entry.slug).not.toBe(entry.slug);
      }
    }
  });

  it('names every term once, ignoring case', () => {
    const terms = glossary.map((entry) => entry.term.toLowerCase());
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('points every tool link at a page of the site and names it', () => {
    const withTools = glossary.filter((entry) => entry.tool);
    expect(withTools.map((entry) => entry.slug)).toEqual(
      expect.arrayContaining(['attrition-rate', 'employee-net-promoter-score', 'gross-vs-net-pay']),
    );
    for (const entry of withTools) {
      expect(linkExists(entry.tool!), `${entry.slug}: ${entry.tool}`).toBe(true);
      expect(toolName(entry.tool!)).not.toBe('');
    }
    expect(toolName('/tools/attrition-rate-calculator/')).toBe('Attrition rate calculator');
    expect(() => toolName('/tools/no-such-calculator/')).toThrow(/not a page of the site/);
  });

  it('keeps the ids the page uses for itself free', () => {
    for (const slug of slugs) expect(slug).not.toMatch(/^(letter-|glossary-)|^(main|cta-title)$/);
  });

  it('writes the short definition as one sentence and the body as one to three paragraphs', () => {
    for (const entry of glossary) {
      expect(entry.short, entry.slug).toMatch(/[.?!]$/);
      const count = paragraphsOf(entry.body).length;
      expect(count, entry.slug).toBeGreaterThanOrEqual(1);
      expect(count, entry.slug).toBeLessThanOrEqual(3);
    }
  });
});

describe('alphabetical grouping', () => {
  const groups = glossaryGroups();

  it('files every term under its first letter, letters in order, terms alphabetical', () => {
    const letters = groups.map((group) => group.letter);
    expect(letters).toEqual(LETTERS.filter((letter) => letters.includes(letter)));
    for (const group of groups) {
      const terms = group.terms.map((term) => term.term);
      for (const term of terms) expect(letterOf(term), term).toBe(group.letter);
      expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    }
    expect(groups.flatMap((group) => group.terms)).toHaveLength(glossary.length);
  });

  it('puts the terms where a reader looks for them', () => {
    const under = (letter: string) =>
      groups.find((group) => group.letter === letter)?.terms.map((t) => t.term);
    expect(under('C')).toContain('Cost per hire');
    expect(under('I')).toContain('I-9 (Employment Eligibility Verification)');
    expect(under('W')).toContain('W-2 vs 1099');
    expect(under('X')).toBeUndefined();
  });

  it('sorts without regard to case and leaves out empty letters', () => {
    const grouped = groupByLetter([{ term: 'beta' }, { term: 'Alpha' }, { term: 'apple' }]);
    expect(grouped).toEqual([
      { letter: 'A', entries: [{ term: 'Alpha' }, { term: 'apple' }] },
      { letter: 'B', entries: [{ term: 'beta' }] },
    ]);
  });

  it('resolves related links to the other term’s name', () => {
    const cost = groups.flatMap((group) => group.terms).find((term) => term.slug === 'cost-per-hire');
    expect(cost?.related).toContainEqual({ slug: 'time-to-fill', term: 'Time to fill' });
    expect(cost?.formula).toBe(
      'Cost per hire = (internal recruiting costs + external recruiting costs) ÷ total hires',
    );
  });
});

describe('the glossary schema', () => {
  const valid = {
    slug: 'sample-term',
    term: 'Sample term',
    short: 'A sample definition.',
    body: 'First paragraph.\n\nSecond paragraph.',
    example: 'A worked example.',
    related: ['other-term'],
  };

  it('accepts a plain entry and splits its paragraphs on blank lines', () => {
    const parsed = glossaryEntrySchema.parse(valid);
    expect(paragraphsOf(parsed.body)).toEqual(['First paragraph.', 'Second paragraph.']);
  });

  it('refuses markup, a body of four paragraphs, a term that files under no letter and a stray tool label', () => {
    const passes = (patch: Record<string, unknown>) =>
      glossaryEntrySchema.safeParse({ ...valid, ...patch }).success;
    expect(passes({ term: 'Sample' })).toBe(true);
    expect(passes({ short: 'See <b>this</b>.' })).toBe(false);
    expect(passes({ body: 'One <img src=x onerror="alert(1)">' })).toBe(false);
    expect(passes({ body: 'One.\n\nTwo.\n\nThree.\n\nFour.' })).toBe(false);
    expect(passes({ term: '360-degree feedback' })).toBe(false);
    expect(passes({ slug: 'letter-a' })).toBe(false);
    expect(passes({ toolLabel: 'A tool' })).toBe(false);
    expect(passes({ example: undefined })).toBe(false);
    expect(passes({ related: [] })).toBe(false);
    expect(passes({ tool: '/tools/nps-calculator/', toolLabel: 'A tool' })).toBe(true);
  });
});

describe('the pages', () => {
  it('is declared, so it gets metadata, a canonical URL and a sitemap entry', () => {
    const page = pageAt('/hr-glossary/');
    expect(page.title).toMatch(/HR Glossary/);
    expect(page.share).toBe('default');
  });

  it('declares a page per term, titled and described within the schema’s limits, all in the sitemap', () => {
    const urls = new Set(sitemap().map((entry) => entry.url));
    for (const entry of glossary) {
      const page = pageAt(`/hr-glossary/${entry.slug}/`);
      expect(page.title, entry.slug).toContain(entry.term.length <= 45 ? entry.term : '');
      expect(page.title.length, entry.slug).toBeLessThanOrEqual(70);
      expect(page.description.length, entry.slug).toBeGreaterThanOrEqual(50);
      expect(page.description.length, entry.slug).toBeLessThanOrEqual(170);
      expect(
        [...urls].some((url) => url.endsWith(`/hr-glossary/${entry.slug}/`)),
        entry.slug,
      ).toBe(true);
    }
    expect(pageAt('/hr-glossary/cost-per-hire/').title).toBe(
      'HR Glossary: Cost per hire – Definition, Formula & Example',
    );
  });

  it('fills the navigation slot that was waiting for it', () => {
    const links = site.nav.flatMap((item) => item.links);
    expect(links.some((link) => link.href === '/hr-glossary/')).toBe(true);
    expect(linkExists('/hr-glossary/')).toBe(true);
  });
});
