// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localTaxes } from '@/lib/calculators/data/local-income-tax';
import { leaveContributions } from '@/lib/calculators/data/state-leave-2026';
import { pendingStates, stateCodes, stateRules } from '@/lib/calculators/data/state-income-tax';
import { compute, explain, inputSchema } from '@/lib/calculators/paycheck';
import runner from '@/lib/calculators/runners/paycheck';
import { messages, parseOk } from './helpers';

const run = (input: Record<string, unknown>) => compute(parseOk(inputSchema, input));
const line = (r: ReturnType<typeof run>, label: string) => r.lines.find((l) => l.label === label)?.amount;

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

  it('Alabama, D.C. and Oregon are offered; Arkansas and Connecticut still wait for checked figures', () => {
    expect(stateCodes).toEqual(expect.arrayContaining(['MO', 'WI', 'AL', 'DC', 'OR']));
    expect(stateCodes).toHaveLength(49);
    expect([...pendingStates].sort()).toEqual(['AR', 'CT']);
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

/*
 * Alabama, D.C. and Oregon vectors, worked by hand from the withholding formulas named in each rule
 * (Alabama DOR formula in force from 1 January 2023; Oregon DOR 150-206-436 effective 1 January 2026,
 * both as reproduced by Suburban Computer Services) and the federal figure from IRS Pub. 15-T (2026)
 * Worksheet 1A (single table: 0% to $7,500, 10% to $19,900, 12% to $57,900, 22% to $113,200, 24%...;
 * joint: 0% to $19,300, 10% to $44,100, 12% to $120,100...). Each row: inputs, the line checked, its
 * amount per period.
 */
const stateVectors: [string, Record<string, unknown>, string, number][] = [
  // Federal: 65,000 − 8,600 = 56,400: 10% × 12,400 + 12% × 36,500 = 1,240 + 4,380 = 5,620.
  // Alabama: standard deduction 3,000 − 25 × 20 bands = 2,500 (wages ≥ 35,500); exemption 1,500;
  // 65,000 − 2,500 − 5,620 federal − 1,500 = 55,380: 2% × 500 + 4% × 2,500 + 5% × 52,380
  // = 10 + 100 + 2,619 = 2,729 a year.
  [
    'Alabama, single $65,000 biweekly: federal tax withheld is deducted',
    { grossPay: 2500, state: 'AL' },
    'State income tax (Alabama)',
    2729 / 26,
  ],
  // Federal joint: 120,000 − 12,900 = 107,100: 10% × 24,800 + 12% × 63,000 = 2,480 + 7,560 = 10,040.
  // Alabama married: 8,500 − 175 × 20 = 5,000; exemption 3,000; 120,000 − 5,000 − 10,040 − 3,000
  // = 101,960: 2% × 1,000 + 4% × 5,000 + 5% × 95,960 = 20 + 200 + 4,798 = 5,018 a year.
  [
    'Alabama, married $120,000 semimonthly',
    { grossPay: 5000, payFrequency: 'semimonthly', filingStatus: 'marriedJoint', state: 'AL' },
    'State income tax (Alabama)',
    5018 / 24,
  ],
  // $550 a week = 28,600: federal 28,600 − 8,600 = 20,000: 1,240 + 12% × 100 = 1,252. Alabama
  // standard deduction: 28,600 is in the sixth $500 band from 26,000, so 3,000 − 6 × 25 = 2,850;
  // 28,600 − 2,850 − 1,252 − 1,500 = 22,998: 10 + 100 + 5% × 19,998 = 1,109.90 a year.
  [
    'Alabama, single $28,600 weekly: standard deduction part-way down its bands',
    { grossPay: 550, payFrequency: 'weekly', state: 'AL' },
    'State income tax (Alabama)',
    1109.9 / 52,
  ],
  // $100 extra federal withholding a paycheck (W-4 Step 4(c)) is federal tax withheld too: 2,600 more
  // deducted at 5% leaves 2,729 − 130 = 2,599 a year.
  [
    'Alabama deducts extra federal withholding as well',
    { grossPay: 2500, state: 'AL', extraWithholding: 100 },
    'State income tax (Alabama)',
    2599 / 26,
  ],
  // Oregon single, 65,000: federal 5,620 (under the $8,750 cap, wages under $125,000); BASE = 65,000
  // − 5,620 − 2,910 = 56,470: 4.75% × 4,550 + 6.75% × 6,850 + 8.75% × 45,070 = 216.125 + 462.375
  // + 3,943.625 = 4,622.125, less one $263 allowance (wages over $50,000: no add-back) = 4,359.125.
  // (The published formula, 678 + 8.75% × 45,070 − 263 = 4,358.625, rounds its add-on to dollars.)
  [
    'Oregon, single $65,000 biweekly',
    { grossPay: 2500, state: 'OR' },
    'State income tax (Oregon)',
    4359.125 / 26,
  ],
  // Oregon married, 120,000: federal 10,040, capped at 8,750; BASE = 120,000 − 8,750 − 5,820
  // = 105,430: 4.75% × 9,100 + 6.75% × 13,700 + 8.75% × 82,630 = 432.25 + 924.75 + 7,230.125
  // = 8,587.125, less 2 × 263 = 8,061.125 (the published 1,357 + 7,230.125 − 526, exactly).
  [
    'Oregon, married $120,000 semimonthly: federal subtraction capped at $8,750',
    { grossPay: 5000, payFrequency: 'semimonthly', filingStatus: 'marriedJoint', state: 'OR' },
    'State income tax (Oregon)',
    8061.125 / 24,
  ],
  // Oregon single, 39,000 (wages up to $50,000): federal 39,000 − 8,600 = 30,400: 1,240 + 12% ×
  // 10,500 = 2,500; BASE = 39,000 − 2,500 − 2,910 = 33,590: 216.125 + 462.375 + 8.75% × 22,190
  // (1,941.625) = 2,620.125; the formula adds $263 and takes one allowance's $263 off: 2,620.125.
  // (Published: 941 + 1,941.625 − 263 = 2,619.625.)
  [
    'Oregon, single $39,000 biweekly: the low-wage formula adds the $263 back',
    { grossPay: 1500, state: 'OR' },
    'State income tax (Oregon)',
    2620.125 / 26,
  ],
  // Oregon single, 132,000 monthly: federal 132,000 − 8,600 = 123,400: 1,240 + 4,560 + 22% × 55,300
  // (12,166) + 24% × 10,200 (2,448) = 20,414; wages from 130,000 to 135,000 cap the subtraction at
  // 5,250; BASE = 132,000 − 5,250 − 2,910 = 123,840: 216.125 + 462.375 + 8.75% × 112,440 (9,838.50)
  // = 10,517; no allowance over $100,000 single. (Published: 678 + 9,838.50 = 10,516.50.)
  [
    'Oregon, single $132,000 monthly: federal subtraction phased down, no allowance',
    { grossPay: 11_000, payFrequency: 'monthly', state: 'OR' },
    'State income tax (Oregon)',
    10_517 / 12,
  ],
  // D.C., single 65,000: less the 2026 federal standard deduction 16,100 = 48,900: 4% × 10,000
  // + 6% × 30,000 + 6.5% × 8,900 = 400 + 1,800 + 578.50 = 2,778.50 a year.
  [
    'D.C., single $65,000 biweekly',
    { grossPay: 2500, state: 'DC' },
    'State income tax (District of Columbia)',
    2778.5 / 26,
  ],
  // D.C., married 120,000 − 32,200 = 87,800: 400 + 1,800 + 6.5% × 20,000 + 8.5% × 27,800
  // = 400 + 1,800 + 1,300 + 2,363 = 5,863 a year.
  [
    'D.C., married $120,000 semimonthly',
    { grossPay: 5000, payFrequency: 'semimonthly', filingStatus: 'marriedJoint', state: 'DC' },
    'State income tax (District of Columbia)',
    5863 / 24,
  ],
  // Paid Leave Oregon 1% × 60% employee share and the 0.1% statewide transit tax, of $2,500
  ['Paid Leave Oregon 0.6%', { grossPay: 2500, state: 'OR' }, 'Oregon Paid Leave', 2500 * 0.006],
  [
    'Oregon statewide transit tax 0.1%',
    { grossPay: 2500, state: 'OR' },
    'Oregon statewide transit tax',
    2500 * 0.001,
  ],
];

describe('paycheck: Alabama, D.C. and Oregon, worked by hand', () => {
  it.each(stateVectors)('%s', (_name, input, label, expected) => {
    expect(line(run(input), label)).toBeCloseTo(expected, 6);
  });

  it('the Oregon single figures sit within $1 a year of the published whole-dollar formula', () => {
    expect(run({ grossPay: 2500, state: 'OR' }).stateIncomeTax * 26).toBeCloseTo(4358.625, -0.3);
    expect(run({ grossPay: 1500, state: 'OR' }).stateIncomeTax * 26).toBeCloseTo(2619.625, -0.3);
  });

  it('D.C. has no employee paid-leave line (its Paid Family Leave tax is employer-paid)', () => {
    expect(run({ grossPay: 2500, state: 'DC' }).leaveContributions).toBe(0);
  });

  it('states that do not deduct federal tax are untouched by federal withholding', () => {
    const plain = run({ grossPay: 3000, state: 'GA' });
    const extra = run({ grossPay: 3000, state: 'GA', extraWithholding: 200 });
    expect(extra.stateIncomeTax).toBe(plain.stateIncomeTax);
  });

  it('the explanation says the federal tax withheld is part of the Alabama deduction', () => {
    const input = parseOk(inputSchema, { grossPay: 2500, state: 'AL' });
    const steps = explain(input, compute(input)).steps;
    expect(steps.some((s) => s.includes('federal income tax withheld, $5,620.00 a year, included'))).toBe(
      true,
    );
  });
});
