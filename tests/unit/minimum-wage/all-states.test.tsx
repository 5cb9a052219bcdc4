import { describe, expect, it } from 'vitest';
import MinimumWageOverviewRoute, { metadata } from '@/app/minimum-wage/page';
import { jurisdictionRows } from '@/content/minimum-wage/jurisdictions';
import { stateViews } from '@/content/minimum-wage/view';
import { stateCodes } from '@/lib/calculators/data/state-income-tax';
import { hrefs, renderPage, tableRows, text } from './render';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

describe('minimum wage in all 50 states and D.C.', () => {
  it('covers 51 jurisdictions, each once', () => {
    expect(jurisdictionRows).toHaveLength(51);
    expect(new Set(jurisdictionRows.map((row) => row.code))).toEqual(new Set(stateCodes));
    expect(jurisdictionRows.map((row) => row.name)).toContain('District of Columbia');
  });

  it('gives each a rate, effective date, official source and review date, or says it is not confirmed', () => {
    for (const row of jurisdictionRows) {
      expect(new URL(row.department.url).protocol, row.name).toBe('https:');
      if (row.status === 'confirmed') {
        expect(row.hourly, row.name).toBeGreaterThan(0);
        expect(row.effectiveDate, row.name).toMatch(isoDate);
        expect(row.lastReviewed, row.name).toMatch(isoDate);
        expect(new URL(row.source.url).hostname, row.name).toMatch(/\.(gov|us)$/);
      } else {
        expect(row.department.agency, row.name).not.toBe('');
      }
    }
  });

  it('confirms only the states with sourced figures, and no state is given a figure it lacks', () => {
    const confirmed = jurisdictionRows.filter((row) => row.status === 'confirmed');
    expect(confirmed.map((row) => row.code).sort()).toEqual(stateViews.map((view) => view.data.code).sort());
    for (const name of ['Texas', 'New York', 'Florida', 'District of Columbia']) {
      expect(jurisdictionRows.find((row) => row.name === name)?.status, name).toBe('not-confirmed');
    }
  });
});

describe('the overview page lists every state and D.C.', () => {
  const { doc } = renderPage(<MinimumWageOverviewRoute />);
  const rows = tableRows(doc, 'all-states');

  it('has 51 rows, alphabetical, with Texas, New York and Florida', () => {
    expect(rows).toHaveLength(51);
    const names = rows.map((row) => row[0]!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Texas', 'New York', 'Florida', 'District of Columbia']));
  });

  it('shows a confirmed state with its rate, date, source and review date, linked to its page', () => {
    const ohio = doc.querySelector('#all-states tr[data-state="OH"]');
    expect([...(ohio?.children ?? [])].map(text)).toEqual([
      'Ohio',
      '$11.00',
      'January 1, 2026',
      'Ohio Department of Commerce',
      'November 22, 2026',
    ]);
    expect(hrefs(doc, '#all-states tr[data-state="OH"] th a')).toEqual(['/minimum-wage/ohio/']);
  });

  it('says plainly where a rate is not confirmed and links the state labour agency', () => {
    const texas = doc.querySelector('#all-states tr[data-state="TX"]');
    expect(text(texas)).toContain('Not confirmed');
    expect(text(texas)).not.toMatch(/\$\d/);
    const link = texas?.querySelector('a');
    expect(text(link)).toBe('Texas Workforce Commission');
    expect(link?.getAttribute('href')).toBe('https://www.twc.texas.gov/');
    const notConfirmed = rows.filter((row) => row.some((cell) => cell.includes('Not confirmed')));
    expect(notConfirmed).toHaveLength(51 - stateViews.length);
  });

  it('stacks on a phone, each figure beside its column name', () => {
    const table = doc.querySelector('#all-states');
    expect(table?.getAttribute('role')).toBe('table');
    expect(table?.className).toMatch(/stack/);
    const unlabelled = [...doc.querySelectorAll('#all-states tbody td')].filter(
      (cell) => !cell.getAttribute('data-label'),
    );
    expect(unlabelled).toHaveLength(0);
  });

  it('is titled for all states and says how many rates it confirms', () => {
    expect(metadata.title).toBe('Minimum Wage by State 2026: All 50 States and D.C.');
    expect(String(metadata.description)).toContain(`${stateViews.length} states`);
  });
});
