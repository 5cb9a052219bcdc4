import { describe, expect, it } from 'vitest';
import { metadataFor } from '@/app/_lib/metadata';
import { ContentError, defineEntries } from '@/content/define';
import { federalMinimumWage, stateMinimumWages } from '@/content/minimum-wage/data';
import { minimumWagePages } from '@/content/minimum-wage/pages';
import { jurisdictionSchema, type Jurisdiction } from '@/content/minimum-wage/schema';
import { stateCopy } from '@/content/minimum-wage/states';
import { stateViews } from '@/content/minimum-wage/view';
import { sitePages } from '@/content/routes';
import { percentOf, rateOn, tipCredit } from '@/lib/minimum-wage/rates';

/** The twelve state pages of the catalogue (minimum-wage family), by slug. */
const CATALOGUE = [
  'ohio',
  'michigan',
  'massachusetts',
  'virginia',
  'illinois',
  'new-jersey',
  'arizona',
  'colorado',
  'california',
  'washington',
  'maryland',
  'nevada',
];

const everyEntry: Jurisdiction[] = [federalMinimumWage, ...stateMinimumWages];

describe('the minimum-wage data', () => {
  it('has every catalogue state, once, with its own code', () => {
    expect(stateMinimumWages.map((entry) => entry.slug)).toEqual(CATALOGUE);
    expect(new Set(stateMinimumWages.map((entry) => entry.code)).size).toBe(CATALOGUE.length);
    expect(federalMinimumWage.code).toBe('US');
  });

  it.each(everyEntry.map((entry) => [entry.state, entry] as const))(
    '%s: the current rate is the rates entry in force on its effective date',
    (_name, entry) => {
      const inForce = rateOn(entry.rates, entry.effectiveDate);
      expect(inForce?.effectiveDate).toBe(entry.effectiveDate);
      expect(inForce?.hourly).toBe(entry.hourly);
      if (inForce?.tippedCash !== undefined) expect(inForce.tippedCash).toBe(entry.tippedCash);
      // And it is still the rate on the day the data was gathered.
      expect(rateOn(entry.rates, entry.retrieved)).toBe(inForce);
    },
  );

  it.each(everyEntry.map((entry) => [entry.state, entry] as const))(
    '%s: names its sources and when they were read',
    (_name, entry) => {
      expect(entry.retrievedFrom.length).toBeGreaterThan(0);
      for (const source of [...entry.retrievedFrom, ...(entry.sourceUrl ? [entry.sourceUrl] : [])]) {
        expect(() => new URL(source.url)).not.toThrow();
        expect(source.url).toMatch(/^https:\/\//);
      }
      expect(entry.retrieved).toBe('2026-11-22');
      if (entry.nextIncrease) expect(entry.nextIncrease.source).toMatch(/^https:\/\//);
    },
  );

  it('keeps the flags on figures only third parties confirmed', () => {
    const flagged = Object.fromEntries(everyEntry.map((entry) => [entry.code, entry.uncertain.length]));
    expect(flagged).toEqual({
      US: 0,
      OH: 1,
      MI: 3,
      MA: 1,
      VA: 2,
      IL: 0,
      NJ: 3,
      AZ: 1,
      CO: 1,
      CA: 0,
      WA: 2,
      MD: 2,
      NV: 2,
    });
  });

  it('agrees with itself: listed tip credits and tipped percentages match the rates', () => {
    for (const entry of everyEntry) {
      for (const rate of entry.rates) {
        if (rate.maxTipCredit !== undefined && rate.tippedCash !== undefined) {
          expect(tipCredit(rate.hourly, rate.tippedCash), `${entry.state} ${rate.effectiveDate}`).toBe(
            rate.maxTipCredit,
          );
        }
        if (rate.tippedPercent !== undefined) {
          expect(percentOf(rate.hourly, rate.tippedPercent)).toBe(rate.tippedCash);
        }
        if (rate.minor85pct !== undefined) expect(percentOf(rate.hourly, 85)).toBe(rate.minor85pct);
      }
    }
  });

  it('fails the build when a current rate does not match its rates entry', () => {
    const broken = { ...federalMinimumWage, hourly: 8 };
    expect(() => defineEntries('test.ts', jurisdictionSchema, [broken], 'code')).toThrow(ContentError);
    expect(() => defineEntries('test.ts', jurisdictionSchema, [broken], 'code')).toThrow(
      /entry "US" \(#1\), field "hourly": must equal the rates entry that took effect on 2009-07-24/,
    );
    const unsourced = { ...federalMinimumWage, retrievedFrom: [] };
    expect(() => defineEntries('test.ts', jurisdictionSchema, [unsourced], 'code')).toThrow(/retrievedFrom/);
  });
});

/** Every dollar amount a reader can see in one state's data, including what the pages work out from it. */
function figuresOf(entry: (typeof stateMinimumWages)[number]): Set<string> {
  const numbers = new Set<number>([federalMinimumWage.hourly, federalMinimumWage.tippedCash]);
  const add = (value: unknown) => typeof value === 'number' && numbers.add(value);
  for (const rate of entry.rates) {
    Object.values(rate).forEach(add);
    numbers.add(percentOf(rate.hourly, 85));
    if (rate.tippedCash !== undefined) numbers.add(tipCredit(rate.hourly, rate.tippedCash));
  }
  Object.values(entry).forEach(add);
  if (entry.nextIncrease) add(entry.nextIncrease.hourly);
  const texts = [entry.notes, ...entry.uncertain, ...entry.rates.map((rate) => rate.appliesTo ?? '')];
  const found = new Set([...numbers].map((n) => n.toFixed(2)));
  for (const text of texts)
    for (const match of text.matchAll(/\$([\d,]+(?:\.\d\d)?)/g)) found.add(amount(match[1]!));
  return found;
}

const amount = (text: string) => Number(text.replace(/,/g, '')).toFixed(2);

describe('the state page copy', () => {
  it('exists for every state and no other', () => {
    expect(stateCopy.map((copy) => copy.slug).sort()).toEqual([...CATALOGUE].sort());
  });

  it.each(stateMinimumWages.map((entry) => [entry.state, entry] as const))(
    '%s: every dollar figure in the copy comes from the data',
    (_name, entry) => {
      const copy = stateCopy.find((item) => item.slug === entry.slug)!;
      const text = [
        ...copy.conditions,
        copy.tippedDetail ?? '',
        copy.indexing,
        ...copy.faq.flatMap((item) => [item.question, item.answer]),
      ].join(' ');
      const figures = figuresOf(entry);
      for (const match of text.matchAll(/\$([\d,]+(?:\.\d\d)?)/g)) {
        expect(figures, `${match[0]} in the ${entry.state} copy`).toContain(amount(match[1]!));
      }
    },
  );
});

describe('the minimum-wage pages', () => {
  it('declares the overview and one page per state, each in the site page list', () => {
    const paths = minimumWagePages.map((page) => page.path);
    expect(paths).toEqual(['/minimum-wage/', ...CATALOGUE.map((slug) => `/minimum-wage/${slug}/`)]);
    const site = new Set(sitePages().map((page) => page.path));
    for (const path of paths) expect(site.has(path), path).toBe(true);
  });

  it('titles each state page for "<State> minimum wage 2026" searches, with the rate', () => {
    for (const view of stateViews) {
      const page = minimumWagePages.find((entry) => entry.path === view.path)!;
      expect(page.title.startsWith(`${view.name} Minimum Wage 2026: `)).toBe(true);
      expect(page.title).toContain(`$${view.data.hourly.toFixed(2)}`);
      expect(page.title.length).toBeLessThanOrEqual(70);
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      expect(page.description.length).toBeLessThanOrEqual(170);
      expect(page.description).toContain(`$${view.data.hourly.toFixed(2)}`);
    }
    expect(new Set(minimumWagePages.map((page) => page.title)).size).toBe(minimumWagePages.length);
  });

  it('gives every page its own canonical and og:url (the original site shared some between states)', () => {
    for (const page of minimumWagePages) {
      const metadata = metadataFor(page.path);
      expect(String(metadata.alternates?.canonical)).toMatch(new RegExp(`${page.path}$`));
      expect(String(metadata.openGraph?.url)).toBe(String(metadata.alternates?.canonical));
      expect(metadata.description).toBe(page.description);
    }
  });
});
