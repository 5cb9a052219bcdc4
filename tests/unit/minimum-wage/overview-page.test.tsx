import { describe, expect, it } from 'vitest';
import MinimumWageOverviewRoute, { metadata } from '@/app/minimum-wage/page';
import { stateViews } from '@/content/minimum-wage/view';
import { brokenJsonLd } from '../../../scripts/security/html';
import { faqData, hrefs, renderPage, tableRows, text } from './render';

describe('the /minimum-wage/ overview', () => {
  const { html, doc } = renderPage(<MinimumWageOverviewRoute />);

  it('has one h1 and the federal rate as its figure', () => {
    expect([...doc.querySelectorAll('h1')].map(text)).toEqual(['Minimum wage by state, 2026']);
    const figure = doc.querySelector('[data-testid="rate-figure"]');
    expect(text(figure)).toContain('Federal minimum wage');
    expect(figure?.querySelector('data')?.getAttribute('value')).toBe('7.25');
    expect(text(figure)).toContain('In effect since July 24, 2009');
    expect(text(figure)).toContain('Tipped cash wage$2.13 Tip credit up to $5.12');
  });

  it('lists the twelve states highest rate first, equal rates by name, in the server HTML', () => {
    const rows = tableRows(doc, 'state-rates');
    expect(rows.map((row) => [row[0], row[1]])).toEqual([
      ['Washington', '$17.13'],
      ['California', '$16.90'],
      ['New Jersey', '$15.92'],
      ['Colorado', '$15.16'],
      ['Arizona', '$15.15'],
      ['Illinois', '$15.00'],
      ['Maryland', '$15.00'],
      ['Massachusetts', '$15.00'],
      ['Michigan', '$13.73'],
      ['Virginia', '$12.77'],
      ['Nevada', '$12.00'],
      ['Ohio', '$11.00'],
    ]);
    expect(doc.querySelector('#state-rates th[aria-sort="descending"]')?.textContent).toBe('Minimum wage');
  });

  it('gives each state its effective date, tipped cash wage and next increase', () => {
    const bySlug = new Map(
      [...doc.querySelectorAll('#state-rates tbody tr')].map((row) => [
        row.getAttribute('data-state'),
        [...row.children].map(text),
      ]),
    );
    expect(bySlug.get('michigan')).toEqual([
      'Michigan',
      '$13.73',
      'January 1, 2026',
      '$5.49',
      '$15.00 on January 1, 2027',
    ]);
    expect(bySlug.get('washington')).toEqual([
      'Washington',
      '$17.13',
      'January 1, 2026',
      '$17.13 (no tip credit)',
      'Indexed yearly',
    ]);
    expect(bySlug.get('massachusetts')?.[2]).toBe('January 1, 2023');
    // Not indexed and no law scheduling a raise.
    expect(bySlug.get('massachusetts')?.[4]).toBe('None scheduled');
  });

  it('links every state page from the rates table and the all-states table', () => {
    const paths = stateViews.map((view) => view.path);
    expect(new Set(hrefs(doc, '#state-rates tbody a'))).toEqual(new Set(paths));
    expect(new Set(hrefs(doc, '#all-states tbody th a'))).toEqual(new Set(paths));
  });

  it('explains federal, state and local rates, coverage, tipped wages and indexing with figures from the data', () => {
    const explainer = text(doc.querySelector('#how-it-works'));
    expect([...doc.querySelectorAll('#how-it-works h3')].map(text)).toEqual([
      'Federal, state and local minimums',
      'Who is covered',
      'Tipped wages and the tip credit',
      'Indexing: why many rates change every January',
    ]);
    expect(explainer).toContain('California, Washington and Nevada allow no tip credit');
    expect(explainer).toContain(
      '7 of the 12 states here (Ohio, Virginia, New Jersey, Arizona, Colorado, California and Washington) adjust their minimum wage for inflation every year.',
    );
    expect(explainer).toContain(
      'Michigan follows a schedule set in law instead, rising to $15.00 on January 1, 2027.',
    );
  });

  it('publishes its FAQ as FAQPage data and carries the dated disclaimer', () => {
    expect(brokenJsonLd(html)).toEqual([]);
    const faq = faqData(html);
    expect(faq.mainEntity.map((item) => item.name)).toEqual(
      [...doc.querySelectorAll('#faq summary')].map(text),
    );
    const highest = faq.mainEntity.find((item) =>
      item.name.startsWith('Which of these states has the highest'),
    );
    expect(highest?.acceptedAnswer.text).toContain('Washington is highest at $17.13 an hour');
    expect(text(doc.querySelector('aside[aria-label="Disclaimer"]'))).toContain(
      'Figures as of November 22, 2026',
    );
  });

  it('declares its own canonical URL', () => {
    expect(String(metadata.alternates?.canonical)).toMatch(/\/minimum-wage\/$/);
    expect(metadata.title).toBe('Minimum Wage by State 2026: All 50 States and D.C.');
  });
});
