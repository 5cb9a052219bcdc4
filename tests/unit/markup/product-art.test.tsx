import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ART } from '@/components/illustrations/art';
import { ART_KEYS, type ArtKey } from '@/content/schema/art-keys';
import { Illustration } from '@/components/illustrations/Illustration';
import { home } from '@/content/home';
import { careers } from '@/content/landing/company/careers';
import { hrToolkit } from '@/content/landing/company/hr-toolkit';
import { team } from '@/content/landing/company/team';
import { fintechRecruitment } from '@/content/landing/industries/fintech-recruitment';
import { automatedInterviewSchedulingSoftware } from '@/content/landing/interviews/automated-interview-scheduling-software';
import { talentAcquisition } from '@/content/landing/solutions/talent-acquisition';
import { productPages } from '@/content/products';
import { defaultScreen } from '@/content/screens';

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
}

/** The art key a page's hero names, as the Hero component reads it (its default is 'dashboard'). */
function heroKey(page: { sections: readonly { type: string; illustration?: ArtKey }[] }): ArtKey {
  const hero = page.sections.find((section) => section.type === 'hero');
  expect(hero, 'page has a hero').toBeDefined();
  return hero!.illustration ?? 'dashboard';
}

const pages: Record<string, ArtKey> = {
  home: home.hero.illustration,
  team: heroKey(team),
  careers: heroKey(careers),
  toolkit: heroKey(hrToolkit),
  'talent acquisition': heroKey(talentAcquisition),
  fintech: heroKey(fintechRecruitment),
  'interview scheduling': heroKey(automatedInterviewSchedulingSoftware),
  'Quotient Source': heroKey(productPages.sourcing),
  'Quotient Assess': heroKey(productPages.assessment),
  'Quotient Interview': heroKey(productPages.interview),
};

describe('product art registry', () => {
  it('resolves every art key to a drawing with its alt text', () => {
    for (const key of ART_KEYS) {
      const entry = ART[key];
      expect(entry, key).toBeDefined();
      const alt = entry.productScreen ? entry.alt(defaultScreen) : entry.alt();
      expect(alt.length, key).toBeGreaterThan(40);
      const svgs = parse(renderToString(<Illustration name={key} />)).querySelectorAll('svg');
      expect(svgs.length, key).toBe(entry.productScreen ? 2 : 1);
      for (const svg of svgs) {
        expect(svg.getAttribute('role'), key).toBe('img');
        expect(svg.getAttribute('aria-label'), key).toBe(alt);
      }
    }
  });

  it('gives each product screen its own drawing and its own words', () => {
    const distinct = [...new Set(Object.values(ART))];
    expect(distinct).toHaveLength(7);
    const alts = distinct.map((entry) => (entry.productScreen ? entry.alt(defaultScreen) : entry.alt()));
    expect(new Set(alts).size).toBe(distinct.length);
    expect(new Set(distinct.map((entry) => entry.Component)).size).toBe(distinct.length);
  });

  it('draws what each alt text promises', () => {
    const text = (key: ArtKey) => parse(renderToString(<Illustration name={key} />)).body.textContent ?? '';
    expect(text('builder')).toMatch(/Role library[\s\S]*Advanced[\s\S]*45 min/i);
    expect(text('report')).toMatch(/Amara Okafor[\s\S]*STRENGTHS[\s\S]*GAPS[\s\S]*NEXT-ROUND QUESTIONS/);
    expect(text('recorder')).toMatch(/Question 2 of 5[\s\S]*REC[\s\S]*1:24[\s\S]*2 retakes left/);
    expect(text('reviewer')).toMatch(/Jonah Reyes[\s\S]*RUBRIC[\s\S]*NOTES/);
    expect(text('scheduling')).toMatch(/Open slot[\s\S]*Invite sent/);
    expect(text('sourcing')).toMatch(/AND[\s\S]*NOT[\s\S]*88%[\s\S]*SHORTLIST · 4/);
  });

  it('draws the interview reviewer with a person, not a grey silhouette', () => {
    const doc = parse(renderToString(<Illustration name="reviewer" />));
    // The person's face and eyes: skin-toned ellipses and dark pupils.
    expect(doc.querySelectorAll('ellipse[fill="#e0ac69"]').length).toBeGreaterThanOrEqual(3);
    expect(doc.querySelectorAll('ellipse[fill="#1f2937"]').length).toBe(2);
    expect(doc.querySelector('[fill="#c7d2fe"] + path[fill="#c7d2fe"]')).toBeNull();
  });
});

describe('hero art by page', () => {
  it('puts the picture that matches each page’s subject in its hero', () => {
    expect(pages).toEqual({
      home: 'builder',
      team: 'team',
      careers: 'team',
      toolkit: 'builder',
      'talent acquisition': 'sourcing',
      fintech: 'report',
      'interview scheduling': 'scheduling',
      'Quotient Source': 'sourcing',
      'Quotient Assess': 'report',
      'Quotient Interview': 'reviewer',
    });
  });

  it('no longer shows one mock-up on home, team, careers, toolkit, talent acquisition and fintech', () => {
    const shared = ['home', 'team', 'careers', 'toolkit', 'talent acquisition', 'fintech'].map(
      (page) => ART[pages[page]!].Component,
    );
    expect(new Set(shared).size).toBeGreaterThanOrEqual(4);
  });

  it('shows each product page a different drawing, and no product screen on team or careers', () => {
    const products = ['Quotient Source', 'Quotient Assess', 'Quotient Interview'].map(
      (page) => ART[pages[page]!],
    );
    expect(new Set(products.map((entry) => entry.Component)).size).toBe(3);
    expect(products.every((entry) => entry.productScreen)).toBe(true);
    expect(ART[pages.team!].productScreen).toBe(false);
    expect(ART[pages.careers!].productScreen).toBe(false);
  });
});
