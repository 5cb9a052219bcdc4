// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localTaxes } from '@/lib/calculators/data/local-income-tax';
import { leaveContributions } from '@/lib/calculators/data/state-leave-2026';
import { pendingStates, stateCodes, stateRules } from '@/lib/calculators/data/state-income-tax';
import { compute, inputSchema } from '@/lib/calculators/paycheck';
import runner from '@/lib/calculators/runners/paycheck';
import { messages, parseOk } from './helpers';

/** The 50 states and the District of Columbia, written out so a missing one can't go unnoticed. */
const jurisdictions = (
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY ' +
  'NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
).split(' ');
const noWageTax = ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY'];
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

describe('paycheck: state data for every jurisdiction', () => {
  it('covers all 51 jurisdictions, each either offered with data or listed as pending, never both', () => {
    expect(jurisdictions).toHaveLength(51);
    const offered = [...stateCodes];
    const pending = [...pendingStates];
    expect([...offered, ...pending].sort()).toEqual([...jurisdictions].sort());
    expect(offered.filter((code) => pending.includes(code as never))).toEqual([]);
  });

  it.each([...stateCodes])(
    '%s has a source, a read date and a tax year, and 2026-confirmed means 2026',
    (code) => {
      const rule = stateRules[code];
      expect(rule.source.length).toBeGreaterThan(10);
      expect(rule.asOf).toMatch(isoDate);
      expect(rule.asOf <= '2026-12-31').toBe(true);
      expect(rule.taxYear).toBeGreaterThanOrEqual(2024);
      if (rule.confirmed2026) expect(rule.taxYear).toBe(2026);
      expect(rule.note.length).toBeGreaterThan(10);
    },
  );

  it.each(noWageTax)('%s says it has no state income tax on wages and charges none', (code) => {
    expect(stateCodes).toContain(code);
    const r = compute(parseOk(inputSchema, { grossPay: 5000, state: code }));
    expect(r.stateIncomeTax).toBe(0);
    expect(r.lines.find((l) => l.id === 'state')?.label).toMatch(/none on wages/);
  });

  it.each(stateCodes.filter((c) => !noWageTax.includes(c)))(
    '%s taxes a $78,000 salary at a believable rate (between 0.5% and 8%)',
    (code) => {
      const r = compute(parseOk(inputSchema, { grossPay: 3000, state: code }));
      const rate = (r.stateIncomeTax * 26) / 78_000;
      expect(rate).toBeGreaterThan(0.005);
      expect(rate).toBeLessThan(0.08);
    },
  );

  it('Missouri and Wisconsin are offered; five jurisdictions still wait for checked figures', () => {
    expect(stateCodes).toEqual(expect.arrayContaining(['MO', 'WI']));
    expect([...pendingStates].sort()).toEqual(['AL', 'AR', 'CT', 'DC', 'OR']);
  });

  it.each([...pendingStates])('%s is not offered until its figures are checked', (code) => {
    expect(messages(inputSchema, { grossPay: 1000, state: code }).state).toBe(
      'Choose the state from the list',
    );
  });

  it('every state payroll deduction and local tax names its source and date', () => {
    for (const list of Object.values(leaveContributions))
      for (const c of list ?? []) {
        expect(c.source.length).toBeGreaterThan(5);
        expect(c.asOf).toMatch(isoDate);
        expect(c.rate).toBeGreaterThan(0);
        expect(c.rate).toBeLessThan(0.02);
      }
    for (const t of Object.values(localTaxes)) {
      expect(t.source.length).toBeGreaterThan(5);
      expect(t.asOf).toMatch(isoDate);
    }
  });
});

describe('paycheck: what the visitor sees', () => {
  const unconfirmed = stateCodes.find((c) => !stateRules[c].confirmed2026)!;
  const confirmed = stateCodes.find((c) => stateRules[c].confirmed2026 && stateRules[c].brackets)!;

  it('an unconfirmed state shows its note and the year used, in the result itself', () => {
    const outcome = runner.run({ grossPay: '3000', state: unconfirmed });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const rule = stateRules[unconfirmed];
    expect(outcome.view.summary).toContain(
      `${rule.name}: the 2026 figures could not be confirmed yet, so this uses the latest published (${rule.taxYear}) figures.`,
    );
    expect(outcome.view.summaryTone).toBe('warning');
    expect(outcome.view.secondary).toContainEqual({
      label: 'State figures',
      value: `${rule.taxYear} (2026 not confirmed)`,
      tone: 'warning',
    });
    const stateRow = outcome.view.tables[0]!.rows.find((row) => row[0]!.startsWith('State income tax'));
    expect(stateRow?.[3]).toContain('2026 not confirmed');
  });

  it('a confirmed state shows no such note', () => {
    const outcome = runner.run({ grossPay: '3000', state: confirmed });
    expect(outcome.ok && outcome.view.summary).toMatch(/^You keep/);
  });

  it('the breakdown has one row per tax and deduction, each with its source, and adds up', () => {
    const outcome = runner.run({
      grossPay: '4000',
      payFrequency: 'monthly',
      state: 'NJ',
      retirement401k: '200',
      healthInsurance: '100',
      roth401k: '50',
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const table = outcome.view.tables[0]!;
    expect(table.columns.map((c) => c.label)).toEqual(['Line', 'Per month', 'Per year', 'Source']);
    const labels = table.rows.map((row) => row[0]);
    for (const label of [
      'Gross pay',
      '401(k) / 403(b), pre-tax',
      'Health, dental, vision (section 125)',
      'Federal income tax',
      'Social Security (6.2%)',
      'Medicare (1.45%)',
      'State income tax (New Jersey)',
      'New Jersey TDI',
      'New Jersey FLI',
      'Roth 401(k), after tax',
      'Take-home pay',
    ])
      expect(labels).toContain(label);
    for (const row of table.rows.slice(1, -1)) expect(row[3]!.length).toBeGreaterThan(3);
    const csv = table.csv!.rows;
    const total = csv.slice(1, -1).reduce((sum, row) => sum + Number(row[1]), 0);
    expect(Number(csv[0]![1]) + total).toBeCloseTo(Number(csv.at(-1)![1]), 8);
  });

  it('hourly pay shows regular and overtime pay rows and ignores the hidden salary box', () => {
    const outcome = runner.run({
      payType: 'hourly',
      grossPay: 'not a number',
      hourlyRate: '20',
      regularHours: '80',
      overtimeHours: '10',
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const rows = outcome.view.tables[0]!.rows;
    expect(rows[0]).toEqual(['Regular pay', '$1,600.00', '$41,600.00', 'Rate × regular hours']);
    expect(rows[1]!.slice(0, 2)).toEqual(['Overtime pay', '$300.00']);
    expect(rows[2]!.slice(0, 2)).toEqual(['Gross pay', '$1,900.00']);
  });

  it('a local tax left over from another state is ignored, not an error', () => {
    const outcome = runner.run({ grossPay: '3000', state: 'TX', local: 'nycResident' });
    expect(outcome.ok).toBe(true);
  });
});
