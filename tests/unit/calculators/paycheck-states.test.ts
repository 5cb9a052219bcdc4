// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localTaxes } from '@/lib/calculators/data/local-income-tax';
import { leaveContributions } from '@/lib/calculators/data/state-leave-2026';
import {
  annualStateTax,
  pendingStates,
  stateCodes,
  stateRules,
} from '@/lib/calculators/data/state-income-tax';
import { compute, explain, inputSchema } from '@/lib/calculators/paycheck';
import runner from '@/lib/calculators/paycheck';
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

  it('all 51 jurisdictions are offered, Arkansas and Connecticut included; none is pending', () => {
    expect(stateCodes).toEqual(expect.arrayContaining(['MO', 'WI', 'AL', 'DC', 'OR', 'AR', 'CT']));
    expect(stateCodes).toHaveLength(51);
    expect([...stateCodes].sort()).toEqual([...jurisdictions].sort());
    expect(pendingStates).toEqual([]);
  });

  it.each(['AR', 'CT'])('%s is accepted as a state', (code) => {
    expect(messages(inputSchema, { grossPay: 1000, state: code }).state).toBeUndefined();
    expect(messages(inputSchema, { grossPay: 1000, state: 'XX' }).state).toBe(
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
  const unconfirmed = stateCodes.find((c) => !stateRules[c].confirmed2026 && stateRules[c].taxYear < 2026)!;
  const confirmed = stateCodes.find((c) => stateRules[c].confirmed2026 && stateRules[c].brackets)!;

  it('a state on an earlier year shows its note and the year used, in the result itself', () => {
    const outcome = runner.run({ grossPay: '3000', state: unconfirmed });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const rule = stateRules[unconfirmed];
    expect(rule.taxYear).toBe(2025);
    expect(outcome.view.summary).toContain(
      `${rule.name}: the 2026 figures could not be confirmed yet, so this uses the latest published (2025) figures.`,
    );
    expect(outcome.view.summaryTone).toBe('warning');
    expect(outcome.view.secondary).toContainEqual({
      label: 'State figures',
      value: '2025 figures; 2026 not confirmed',
      tone: 'warning',
    });
    const stateRow = outcome.view.tables[0]!.rows.find((row) => row[0]!.startsWith('State income tax'));
    expect(stateRow?.[3]).toContain('(2025 figures; 2026 not confirmed)');
  });

  // Arkansas, Connecticut, Alabama and D.C.: worked from the 2026 law, their tables not seen.
  it.each(['AR', 'CT', 'AL', 'DC'] as const)(
    '%s says it follows the 2026 law and that its withholding tables were not confirmed',
    (code) => {
      const outcome = runner.run({ grossPay: '3000', state: code });
      if (!outcome.ok) throw new Error('no result');
      const rule = stateRules[code];
      expect(rule).toMatchObject({ taxYear: 2026, confirmed2026: false });
      expect(outcome.view.summary).toContain(
        `${rule.name}: the 2026 withholding tables could not be confirmed yet, so this follows the 2026 law as published.`,
      );
      expect(outcome.view.summary).not.toContain('latest published (2026)');
      expect(outcome.view.secondary).toContainEqual({
        label: 'State figures',
        value: '2026 law; withholding tables not confirmed',
        tone: 'warning',
      });
      const stateRow = outcome.view.tables[0]!.rows.find((row) => row[0]!.startsWith('State income tax'));
      expect(stateRow?.[3]).toContain('(2026 law; withholding tables not confirmed)');
    },
  );

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

/*
 * Arkansas and Connecticut vectors, worked by hand from the 2026 law named in each rule. Neither
 * subtracts federal tax, so no federal figure enters. Each row: inputs, the line checked, its amount
 * per period.
 *
 * Arkansas (A.C.A. § 26-51-201(a)(4) as amended by Act 1 of 2026): net taxable income up to $94,700:
 * 0% to $5,599, 2% from $5,600, 3% from $11,200, 3.4% from $16,000, 3.7% from $26,400 (so the rows
 * below $26,400 add up to 112 + 144 + 353.60 = 609.60); above $94,700: 2% × 4,700 = 94 plus 3.7% of
 * the rest, less $290 for $94,701–$94,800, $10 less per further $100, nothing above $97,600.
 * Standard deduction $2,470 a person; $29 credit for the filer, spouse and head of household.
 *
 * Connecticut (C.G.S. §§ 12-700, 12-702, 12-703; CT-1040 Tables A–E): taxable = AGI − exemption
 * ($15,000 single / $24,000 joint / $19,000 head of household, less $1,000 per $1,000 or part of AGI
 * over $30,000 / $48,000 / $38,000); 2% on the first $10,000 / $20,000 / $16,000, then 4.5% to
 * $50,000 / $100,000 / $80,000, 5.5%, 6% (single from $100,000), 6.5% ($200,000), 6.9% ($250,000),
 * 6.99% ($500,000); plus the 2% phase-out add-back ($25 per $5,000 or part of AGI over $56,500 up to
 * $250 single; $50 per $5,000 over $100,500 up to $500 joint; $40 per $4,000 over $78,500 up to $400
 * head of household); plus recapture (single: $25 per $5,000 over $105,000 up to $250, $90 per
 * $5,000 over $200,000 up to $2,700, $50 per $5,000 over $500,000 up to $450; joint: $50, $180 and
 * $100 per $10,000 over $210,000, $400,000, $1,000,000); less the Table E share of that tax.
 */
const arCtVectors: [string, Record<string, unknown>, string, number][] = [
  // Arkansas single 65,000: 65,000 − 2,470 = 62,530: 609.60 + 3.7% × 36,130 (1,336.81) = 1,946.41,
  // less 29 = 1,917.41.
  [
    'Arkansas, single $65,000 biweekly',
    { grossPay: 2500, state: 'AR' },
    'State income tax (Arkansas)',
    1917.41 / 26,
  ],
  // Arkansas married 120,000 − 4,940 = 115,060 (over $97,600, no adjustment): 94 + 3.7% × 110,360
  // (4,083.32) = 4,177.32, less 2 × 29 = 4,119.32.
  [
    'Arkansas, married $120,000 semimonthly: the schedule above $94,700',
    { grossPay: 5000, payFrequency: 'semimonthly', filingStatus: 'marriedJoint', state: 'AR' },
    'State income tax (Arkansas)',
    4119.32 / 24,
  ],
  // Arkansas head of household 48,000 − 2,470 = 45,530: 609.60 + 3.7% × 19,130 (707.81) = 1,317.41,
  // less 2 × 29 = 1,259.41.
  [
    'Arkansas, head of household $48,000 monthly',
    { grossPay: 4000, payFrequency: 'monthly', filingStatus: 'headOfHousehold', state: 'AR' },
    'State income tax (Arkansas)',
    1259.41 / 12,
  ],
  // Arkansas single 15,600 − 2,470 = 13,130: 2% × 5,600 (112) + 3% × 1,930 (57.90) = 169.90, less
  // 29 = 140.90 (the low-income tax tables, not modelled, would ask less on the return).
  [
    'Arkansas, single $15,600 weekly: a low wage',
    { grossPay: 300, payFrequency: 'weekly', state: 'AR' },
    'State income tax (Arkansas)',
    140.9 / 52,
  ],
  // Arkansas single 98,470 − 2,470 = 96,000, in the $95,901–$96,000 row: adjustment 290 − 10 × 12
  // = 170; 94 + 3.7% × 91,300 (3,378.10) − 170 = 3,302.10, less 29 = 3,273.10.
  [
    'Arkansas, single $98,470 a year: inside the bracket adjustment',
    { grossPay: 98_470, payFrequency: 'annual', state: 'AR' },
    'State income tax (Arkansas)',
    3273.1,
  ],
  // Arkansas single 200,000 − 2,470 = 197,530: 94 + 3.7% × 192,830 (7,134.71) = 7,228.71, less 29
  // = 7,199.71.
  [
    'Arkansas, single $200,000 a year: a high wage',
    { grossPay: 200_000, payFrequency: 'annual', state: 'AR' },
    'State income tax (Arkansas)',
    7199.71,
  ],
  // Connecticut single 65,000: exemption gone (over $45,000); 2% × 10,000 (200) + 4.5% × 40,000
  // (1,800) + 5.5% × 15,000 (825) = 2,825; add-back: 8,500 over $56,500 is 2 steps of $5,000 = $50;
  // no recapture; no credit (AGI over $64,500): 2,875.
  [
    'Connecticut, single $65,000 biweekly: 2% bracket partly phased out',
    { grossPay: 2500, state: 'CT' },
    'State income tax (Connecticut)',
    2875 / 26,
  ],
  // Connecticut married 120,000: exemption gone (over $71,000); 2% × 20,000 (400) + 4.5% × 80,000
  // (3,600) + 5.5% × 20,000 (1,100) = 5,100; add-back: 19,500 over $100,500 is 4 steps = $200; no
  // recapture (under $210,000), no credit (over $100,500): 5,300.
  [
    'Connecticut, married $120,000 semimonthly',
    { grossPay: 5000, payFrequency: 'semimonthly', filingStatus: 'marriedJoint', state: 'CT' },
    'State income tax (Connecticut)',
    5300 / 24,
  ],
  // Connecticut head of household 48,000: exemption 19,000 − 10 × 1,000 (10,000 over $38,000) =
  // 9,000; taxable 39,000: 2% × 16,000 (320) + 4.5% × 23,000 (1,035) = 1,355; no add-back (under
  // $78,500); Table E: more than $46,000, up to $74,000: 10%, 135.50 off: 1,219.50.
  [
    'Connecticut, head of household $48,000 monthly: exemption partly phased out, 10% credit',
    { grossPay: 4000, payFrequency: 'monthly', filingStatus: 'headOfHousehold', state: 'CT' },
    'State income tax (Connecticut)',
    1219.5 / 12,
  ],
  // Connecticut single 26,000: full $15,000 exemption (AGI up to $30,000); taxable 11,000: 200 +
  // 4.5% × 1,000 (45) = 245; Table E: more than $25,500, up to $26,000: 25%, 61.25 off: 183.75.
  [
    'Connecticut, single $26,000 weekly: a low wage with a 25% credit',
    { grossPay: 500, payFrequency: 'weekly', state: 'CT' },
    'State income tax (Connecticut)',
    183.75 / 52,
  ],
  // Connecticut single 36,400: exemption 15,000 − 7 × 1,000 (6,400 over $30,000, part of a seventh
  // $1,000 counts) = 8,000; taxable 28,400: 200 + 4.5% × 18,400 (828) = 1,028; Table E 10% (more
  // than $33,300): 102.80 off: 925.20.
  [
    'Connecticut, single $36,400 weekly: exemption phase-out counts part of a $1,000',
    { grossPay: 700, payFrequency: 'weekly', state: 'CT' },
    'State income tax (Connecticut)',
    925.2 / 52,
  ],
  // Connecticut single 520,000: 200 + 1,800 + 5.5% × 50,000 (2,750) + 6% × 100,000 (6,000) + 6.5% ×
  // 50,000 (3,250) + 6.9% × 250,000 (17,250) + 6.99% × 20,000 (1,398) = 32,648; add-back at its $250
  // most; recapture 250 (most, from $150,000) + 2,700 (most, from $350,000) + 4 steps over $500,000
  // × 50 = 200: 3,150; no credit: 32,648 + 250 + 3,150 = 36,048.
  [
    'Connecticut, single $520,000 a year: every phase-out and recapture band',
    { grossPay: 520_000, payFrequency: 'annual', state: 'CT' },
    'State income tax (Connecticut)',
    36_048,
  ],
  // Connecticut married 250,000: 400 + 3,600 + 5.5% × 100,000 (5,500) + 6% × 50,000 (3,000) =
  // 12,500; add-back at its $500 most; recapture: 40,000 over $210,000 is 4 steps of $10,000 × 50
  // = 200: 13,200.
  [
    'Connecticut, married $250,000 a year: into the first recapture band',
    { grossPay: 250_000, payFrequency: 'annual', filingStatus: 'marriedJoint', state: 'CT' },
    'State income tax (Connecticut)',
    13_200,
  ],
];

describe('paycheck: Arkansas and Connecticut, worked by hand', () => {
  it.each(arCtVectors)('%s', (_name, input, label, expected) => {
    expect(line(run(input), label)).toBeCloseTo(expected, 6);
  });

  // PolicyEngine's Act 1 vectors (policyengine_us/tests/policy/baseline/gov/states/ar/tax/income/
  // ar_income_tax_before_non_refundable_credits_indiv.yaml, period 2026), tax before credits on a
  // given net taxable income; here wages are that income plus the $2,470 standard deduction.
  it.each([
    [10_000, 88],
    [20_000, 392],
    [94_700, 3136.7],
    [94_701, 3134.04],
    [95_500, 3233.6],
    [97_600, 3521.3],
    [97_601, 3531.34],
    [200_000, 7320.1],
  ])('Arkansas tax before credits on $%d of net taxable income is $%d (PolicyEngine)', (taxable, tax) => {
    const estimate = annualStateTax('AR', 'single', taxable + 2_470);
    expect(estimate.taxable).toBe(taxable);
    expect(estimate.scheduleTax).toBeCloseTo(tax, 2);
  });

  // PolicyEngine policyengine_us/tests/policy/baseline/gov/states/ct/tax/income/integration.yaml,
  // "167301-CT.yaml" (period 2024, rates unchanged since): head of household, $68,551 of wages,
  // ct_income_tax 2,415 within $2 (the return's table rounds). By hand: exemption gone; 320 + 4.5% ×
  // 52,551 = 2,684.795; no add-back; Table E 10%: 2,416.3155.
  it('Connecticut agrees with a PolicyEngine household within its $2 margin', () => {
    const r = run({
      grossPay: 68_551,
      payFrequency: 'annual',
      filingStatus: 'headOfHousehold',
      state: 'CT',
    });
    expect(r.stateIncomeTax).toBeCloseTo(2416.3155, 6);
    expect(Math.abs(r.stateIncomeTax - 2415)).toBeLessThanOrEqual(2);
  });

  it('Connecticut’s personal credit takes the AGI row exactly at its upper bound', () => {
    // AGI 26,000 is "more than 25,500, up to 26,000" (25%); 26,001 is the next row (20%).
    expect(annualStateTax('CT', 'single', 26_000).credit).toBeCloseTo(245 * 0.25, 6);
    expect(annualStateTax('CT', 'single', 26_001).credit).toBeCloseTo(245.045 * 0.2, 6);
  });

  it('both are flagged as the 2026 tax owed, not a confirmed withholding table', () => {
    for (const code of ['AR', 'CT'] as const) {
      expect(stateRules[code].confirmed2026).toBe(false);
      expect(stateRules[code].taxYear).toBe(2026);
      expect(stateRules[code].note).toMatch(/tax owed/);
    }
  });
});
