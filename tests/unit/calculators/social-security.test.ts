// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullRetirementAge } from '@/lib/calculators/data/social-security';
import { compute, examples, explain, inputSchema } from '@/lib/calculators/social-security';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

// A fixed "today" so claiming ages don't drift with the calendar: the 1964 births below are 61 then.
const run = (input: Record<string, unknown>) =>
  compute(parseOk(inputSchema, { asOf: '2026-01-01', ...input }));

describe('social security: PIA formula', () => {
  it('SSA PIA formula with the 2026 bend points, worked by hand: AIME $6,000 → $2,665.80', () => {
    // 90% × 1,286 = 1,157.40; 32% × (6,000 − 1,286) = 1,508.48; total 2,665.88 → down to the dime 2,665.80
    const r = run(examples[0]!.input);
    expect(r.eligibilityYear).toBe(2032);
    expect(r.bendPoints).toEqual([1286, 7749]);
    expect(r.portions[0]).toBeCloseTo(1157.4, 10);
    expect(r.portions[1]).toBeCloseTo(1508.48, 10);
    expect(r.portions[2]).toBe(0);
    expect(r.pia).toBe(2665.8);
  });

  it('uses the 2026 bend points for someone who turned 62 in 2024 too, and says what that assumes', () => {
    // 90% × 1,286 = 1,157.40; 32% × (7,749 − 1,286) = 2,068.16; 15% × (8,000 − 7,749) = 37.65;
    // total 3,263.21 → down to the dime 3,263.20 (the 2024 pair, $1,174 / $7,078, would give 3,084.10)
    const input = parseOk(inputSchema, { aime: 8000, birthDate: '1962-05-10', asOf: '2026-01-01' });
    const r = compute(input);
    expect(r.eligibilityYear).toBe(2024);
    expect(r.bendPointYear).toBe(2026);
    expect(r.pia).toBe(3263.2);
    expect(explain(input, r).steps[0]).toContain('the estimate is in 2026 dollars');
    expect(explain(input, r).steps[0]).toContain('indexed to 2026 wage levels');
  });

  it('later eligibility years use the 2026 bend points too', () => {
    const r = run({ aime: 1000, birthDate: '1990-03-03' });
    expect(r.eligibilityYear).toBe(2052);
    expect(r.bendPointYear).toBe(2026);
    expect(r.pia).toBe(900);
  });
});

describe('social security: claiming ages start at the age the person is now', () => {
  // Born 1959-03-10: FRA 66 and 10 months (SSA chart). On 2026-11-26 they are 67 and 8 months
  // (SSA counts an age from the day before the birthday).
  const older = { aime: 6000, birthDate: '1959-03-10', asOf: '2026-11-26' };

  it('refuses claiming at 62 for a 67-year-old, saying the earliest age', () => {
    expect(messages(inputSchema, { ...older, claimAgeYears: 62 }).claimAgeYears).toBe(
      'You are 67 and 8 months now, so benefits can start at 67 and 8 months at the earliest',
    );
    expect(messages(inputSchema, { ...older, claimAgeYears: 67, claimAgeMonths: 8 })).toEqual({});
  });

  it('offers only ages from now to 70 in the table, and starts benefits now once FRA has passed', () => {
    const r = compute(parseOk(inputSchema, older));
    expect(r.ageNow).toEqual({ years: 67, months: 8 });
    expect(r.byClaimAge.map((row) => row.age)).toEqual([
      { years: 67, months: 8 },
      { years: 68, months: 0 },
      { years: 69, months: 0 },
      { years: 70, months: 0 },
    ]);
    expect(r.claimNow).toBe(true);
    expect(r.claimAge).toEqual({ years: 67, months: 8 });
    // 10 months past FRA × 2/3 of 1% = +6.667%; PIA 2,665.80 × 1.06667 = 2,843.52 → $2,843
    expect(r.monthsDelayed).toBe(10);
    expect(r.monthlyBenefit).toBe(2843);
  });

  it('someone under 62 still sees 62 first', () => {
    const r = run({ aime: 6000, birthDate: '1970-07-15' });
    expect(r.byClaimAge[0]!.age).toEqual({ years: 62, months: 0 });
    expect(r.byClaimAge).toHaveLength(9);
  });

  it('past 70, benefits start now at the age-70 amount', () => {
    const r = compute(parseOk(inputSchema, { aime: 6000, birthDate: '1950-09-09', asOf: '2026-11-26' }));
    expect(r.byClaimAge).toHaveLength(1);
    expect(r.adjustmentPercent).toBeCloseTo(32, 10); // FRA 66, 48 months of credits to 70
  });
});

describe('social security: full retirement age (SSA chart)', () => {
  it.each([
    [1943, 66, 0],
    [1954, 66, 0],
    [1955, 66, 2],
    [1957, 66, 6],
    [1959, 66, 10],
    [1960, 67, 0],
    [1975, 67, 0],
  ])('born %s: %s years %s months', (year, years, months) => {
    expect(fullRetirementAge(year)).toEqual({ years, months });
  });

  it('born on 1 January counts as the previous year (SSA note): 1960-01-01 has FRA 66 and 10 months', () => {
    expect(run({ aime: 3000, birthDate: '1960-01-01' }).fullRetirementAge).toEqual({ years: 66, months: 10 });
    expect(run({ aime: 3000, birthDate: '1960-01-02' }).fullRetirementAge).toEqual({ years: 67, months: 0 });
  });

  it('claiming age left empty means at full retirement age', () => {
    const r = run({ aime: 3000, birthDate: '1957-06-20', asOf: '2022-01-01' });
    expect(r.claimAge).toEqual({ years: 66, months: 6 });
    expect(r.adjustmentPercent).toBe(0);
  });
});

describe('social security: early and delayed claiming', () => {
  it.each([
    // SSA retirement chart, FRA 67: 62 → 70%, 63 → 75%, 64 → 80%, 65 → 86.67%, 66 → 93.33%, 67 → 100%; delayed credits 8%/yr to 124% at 70
    [62, -30],
    [63, -25],
    [64, -20],
    [65, -13.3333],
    [66, -6.6667],
    [67, 0],
    [68, 8],
    [70, 24],
  ])('SSA retirement chart (FRA 67): claiming at %s changes the benefit by %s%%', (age, percent) => {
    const r = run({ aime: 6000, birthDate: '1964-07-15', claimAgeYears: age });
    expect(r.adjustmentPercent).toBeCloseTo(percent, 3);
  });

  it('worked by hand: $2,665.80 at 62 is × 0.70 = $1,866.06 → $1,866; at 70 × 1.24 = $3,305.59 → $3,305', () => {
    const early = run(examples[0]!.input);
    expect(early.byClaimAge.map((b) => b.age.years)).toEqual([62, 63, 64, 65, 66, 67, 68, 69, 70]);
    expect(early.monthsEarly).toBe(60);
    expect(early.monthlyBenefit).toBe(1866);
    expect(early.annualBenefit).toBe(1866 * 12);
    const late = run(examples[1]!.input);
    expect(late.monthsDelayed).toBe(36);
    expect(late.monthlyBenefit).toBe(3305);
    expect(late.byClaimAge.map((b) => b.monthly)).toEqual([
      1866, 1999, 2132, 2310, 2488, 2665, 2879, 3092, 3305,
    ]);
  });

  it('FRA 66 (born 1950): claiming at 62 is 48 months early, −25%; at 70 is +32%', () => {
    const r = run({ aime: 5000, birthDate: '1950-09-09', claimAgeYears: 62, asOf: '2012-01-01' });
    expect(r.monthsEarly).toBe(48);
    expect(r.adjustmentPercent).toBeCloseTo(-25, 10);
    expect(r.byClaimAge.at(-1)!.adjustmentPercent).toBeCloseTo(32, 10);
  });

  it('months count: 64 and 6 months with FRA 67 is 30 months early, −16.67%', () => {
    const r = run({ aime: 5000, birthDate: '1970-02-10', claimAgeYears: 64, claimAgeMonths: 6 });
    expect(r.monthsEarly).toBe(30);
    expect(r.adjustmentPercent).toBeCloseTo((-30 * 5) / 9, 10);
  });

  it('explains with the visitor numbers', () => {
    const input = parseOk(inputSchema, { ...examples[0]!.input, asOf: '2026-01-01' });
    const { steps } = explain(input, compute(input));
    expect(steps).toContain(
      'PIA = $2,665.88, rounded down to the dime: $2,665.80 a month at full retirement age',
    );
    expect(steps).toContain('Claiming at 62 is 60 months early: 36 × 5/9 of 1% + 24 × 5/12 of 1% = 30% less');
    expect(steps).toContain(
      'Monthly benefit = $2,665.80 × 0.7 = $1,866.06, rounded down to the dollar: $1,866.00 ($22,392.00 a year)',
    );
  });
});

describe('social security: schema messages', () => {
  it.each([
    [{ aime: '', birthDate: '1964-07-15' }, 'aime', 'Average indexed monthly earnings is required'],
    [{ aime: -5, birthDate: '1964-07-15' }, 'aime', "Average indexed monthly earnings can't be negative"],
    [
      { aime: 50_000, birthDate: '1964-07-15' },
      'aime',
      "Average indexed monthly earnings can't be more than 20,000",
    ],
    [
      { aime: 5000, birthDate: '1930-07-15' },
      'birthDate',
      'Date of birth must be between the years 1943 and 2010',
    ],
    [
      { aime: 5000, birthDate: '1943-01-01' },
      'birthDate',
      'Born on 1 January 1943 you count as born in 1942; this calculator covers 2 January 1943 or later',
    ],
    [
      { aime: 5000, birthDate: '1964-07-15', claimAgeYears: 61 },
      'claimAgeYears',
      'Retirement benefits start at 62 at the earliest',
    ],
    [
      { aime: 5000, birthDate: '1964-07-15', claimAgeYears: 72 },
      'claimAgeYears',
      'Delayed credits stop at 70, so there is no gain in claiming later',
    ],
    [
      { aime: 5000, birthDate: '1964-07-15', claimAgeYears: 70, claimAgeMonths: 3 },
      'claimAgeMonths',
      'Delayed credits stop at 70: 70 and 0 months is the latest claiming age that adds anything',
    ],
    [
      { aime: 5000, birthDate: '1964-07-15', claimAgeYears: 65, claimAgeMonths: 12 },
      'claimAgeMonths',
      "Months can't be more than 11",
    ],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });
});

describe('social security: properties', () => {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  it('never throws or returns a non-finite number; benefits rise with claiming age and with AIME', () => {
    fc.assert(
      fc.property(
        fieldValue(0, 20_000),
        fc.date({
          min: new Date('1943-01-02T00:00:00Z'),
          max: new Date('2010-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fieldValue(62, 70),
        fieldValue(0, 11),
        (aime, birth, claimAgeYears, claimAgeMonths) => {
          const parsed = inputSchema.safeParse({
            aime,
            birthDate: iso(birth),
            claimAgeYears,
            claimAgeMonths,
          });
          if (!parsed.success) return;
          const r = compute(parsed.data);
          expectAllFinite(r);
          for (let i = 1; i < r.byClaimAge.length; i++)
            expect(r.byClaimAge[i]!.monthly).toBeGreaterThanOrEqual(r.byClaimAge[i - 1]!.monthly);
          expect(r.monthlyBenefit).toBeLessThanOrEqual(r.pia * 1.32 + 1e-9);
          expect(r.monthlyBenefit).toBeGreaterThanOrEqual(r.pia * 0.7 - 1);
          const more = compute({ ...parsed.data, aime: Math.min(20_000, parsed.data.aime + 100) });
          expect(more.pia).toBeGreaterThanOrEqual(r.pia);
        },
      ),
      propertyRuns,
    );
  });
});
