import { describe, expect, it } from 'vitest';
import { createSearcher, packIndex, snippet, unpackIndex, type SearchRecord } from '@/lib/search/site-search';
import { NOT_SEARCHED, searchRecords } from '@/scripts/search-index';
import { sitePages } from '@/content/routes';

const page = (title: string, path: string, section = '', description = ''): SearchRecord => ({
  title,
  path,
  section,
  description: description || `About ${title.toLowerCase()}.`,
});

const records = [
  page(
    'Loan Calculator',
    '/tools/loan-calculator/',
    'Calculators',
    'Work out the monthly payment on a loan.',
  ),
  page('Personal Loan Calculator', '/tools/personal-loan-calculator/', 'Calculators'),
  page(
    'Offer Letter Generator',
    '/tools/offer-letter-generator/',
    'HR letters',
    'Write an offer letter for a new hire.',
  ),
  page(
    'Pricing: Quotient Assess',
    '/pricing/assessment/',
    'Pricing',
    'Plans for skill assessments, with a loan of nothing.',
  ),
  page('Résumé Builder', '/tools/resume-builder/', 'Career'),
];
const search = createSearcher(records);
const paths = (query: string) => search(query).map((result) => result.path);

describe('site search ranking', () => {
  it('puts a title match above a description match, and the shorter exact title first', () => {
    expect(paths('loan')).toEqual([
      '/tools/loan-calculator/',
      '/tools/personal-loan-calculator/',
      '/pricing/assessment/',
    ]);
  });

  it('needs every word of the query, so another word narrows the results', () => {
    expect(paths('loan personal')).toEqual(['/tools/personal-loan-calculator/']);
    expect(paths('loan zebra')).toEqual([]);
  });

  it('matches the start of a word, ignores case and accents', () => {
    expect(paths('OFF')).toEqual(['/tools/offer-letter-generator/']);
    expect(paths('resume')).toEqual(['/tools/resume-builder/']);
  });

  it('finds a page by its section', () => {
    expect(paths('calculators')).toEqual(['/tools/loan-calculator/', '/tools/personal-loan-calculator/']);
  });

  it('returns nothing for a query with no words', () => {
    expect(search('  ?! ')).toEqual([]);
  });
});

describe('snippets', () => {
  it('marks the matched words without changing the text', () => {
    const parts = snippet('Write an offer letter for a new hire.', 'offer hire');
    expect(parts.map((part) => part.text).join('')).toBe('Write an offer letter for a new hire.');
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['offer', 'hire']);
  });

  it('cuts a long description around the first match', () => {
    const text = `${'Filler words about nothing much. '.repeat(8)}The minimum wage in Ohio rises in January.`;
    const joined = snippet(text, 'ohio', 80)
      .map((part) => part.text)
      .join('');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined).toContain('Ohio');
    expect(joined.length).toBeLessThanOrEqual(82);
  });
});

describe('the built index', () => {
  const built = searchRecords();

  it('has every page of content/routes.ts with a title, description and section', () => {
    const expected = sitePages()
      .map((entry) => entry.path)
      .filter((path) => !NOT_SEARCHED.has(path));
    expect(built.map((record) => record.path).sort()).toEqual(expected.sort());
    for (const record of built) {
      expect(record.title, record.path).not.toBe('');
      expect(record.description, record.path).not.toBe('');
      expect(record.section, record.path).not.toBe('');
    }
  });

  it('stays small enough to fetch on first use, and round-trips', () => {
    const body = JSON.stringify(packIndex(built));
    console.info(`search index: ${built.length} pages, ${(body.length / 1024).toFixed(1)} kB`);
    expect(body.length).toBeLessThan(150_000);
    expect(unpackIndex(JSON.parse(body))).toEqual(built);
  });

  it('answers real queries with the page a visitor expects first', () => {
    const real = createSearcher(built);
    expect(real('minimum wage ohio')[0]?.path).toBe('/minimum-wage/ohio/');
    expect(real('offer letter')[0]?.path).toBe('/tools/offer-letter-generator/');
    expect(real('hirevue').map((result) => result.path)).toContain('/compare/quotient-interview-vs-hirevue/');
  });
});
