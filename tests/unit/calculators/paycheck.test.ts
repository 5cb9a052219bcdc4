// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualStateTax, stateCodes, taxFromSchedule } from '@/lib/calculators/data/state-income-tax';
import {
  compute,
  examples,
  explain,
  filingStatuses,
  inputSchema,
  payFrequencies,
  stateOptions,
} from '@/lib/calculators/paycheck';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

const run = (input: Record<string, unknown>) => compute(parseOk(inputSchema, input));

describe('paycheck: federal withholding (IRS Pub 15-T Worksheet 1A steps, 2026 figures, worked by hand)', () => {
  it('single, biweekly $3,000 with $150 401(k) and $80 health', () => {
    // Taxable 2,770 × 26 = 72,020; − 16,100 = 55,920
    // 10% × 12,400 + 12% × 38,000 + 22% × 5,520 = 1,240 + 4,560 + 1,214.40 = 7,014.40 a year; ÷ 26
    const r = run(examples[0]!.input);
    expect(r.taxableWages).toBe(2770);
    expect(r.federal.adjustedAnnualWage).toBe(55_920);
    expect(r.federal.annualTax).toBeCloseTo(7014.4, 8);
    expect(r.federalIncomeTax).toBeCloseTo(7014.4 / 26, 8);
    expect(r.federal.marginalRate).toBe(0.22);
  });

  it('married filing jointly, monthly $9,500: (114,000 − 32,200) → 2,480 + 6,840 = 9,320 a year', () => {
    const r = run(examples[1]!.input);
    expect(r.federal.annualTax).toBeCloseTo(9320, 8);
    expect(r.federalIncomeTax).toBeCloseTo(9320 / 12, 8);
  });

  it('head of household, weekly $1,000: (52,000 − 24,150) = 27,850 → 1,770 + 12% × 10,150 = 2,988', () => {
    const r = run({ grossPay: 1000, payFrequency: 'weekly', filingStatus: 'headOfHousehold' });
    expect(r.federal.annualTax).toBeCloseTo(1770 + 1218, 8);
  });

  it('wages under the standard deduction have no federal income tax', () => {
    expect(run({ grossPay: 1200, payFrequency: 'monthly' }).federalIncomeTax).toBe(0);
  });

  it('W-4 Step 3 credits and Step 4(c) extra withholding', () => {
    const base = run({ grossPay: 4000, payFrequency: 'semimonthly' });
    const r = run({ grossPay: 4000, payFrequency: 'semimonthly', w4Credits: 2200, extraWithholding: 25 });
    expect(r.federalIncomeTax).toBeCloseTo(base.federalIncomeTax - 2200 / 24 + 25, 8);
    const tooMuchCredit = run({ grossPay: 1500, payFrequency: 'monthly', w4Credits: 50_000 });
    expect(tooMuchCredit.federalIncomeTax).toBe(0);
  });
});

describe('paycheck: FICA', () => {
  it('401(k) stays FICA-taxable, section 125 health does not', () => {
    const r = run(examples[0]!.input);
    expect(r.ficaWages).toBe(2920);
    expect(r.socialSecurity).toBeCloseTo(181.04, 10);
    expect(r.medicare).toBeCloseTo(42.34, 10);
    expect(r.additionalMedicare).toBe(0);
  });

  it('Social Security stops at the $184,500 wage base; 0.9% Additional Medicare above $200,000 (averaged)', () => {
    const r = run({ grossPay: 20_000, payFrequency: 'weekly' });
    // 1,040,000 a year: SS 184,500 × 6.2% = 11,439; Additional Medicare (1,040,000 − 200,000) × 0.9% = 7,560
    expect(r.socialSecurity * 52).toBeCloseTo(11_439, 6);
    expect(r.medicare * 52).toBeCloseTo(15_080, 6);
    expect(r.additionalMedicare * 52).toBeCloseTo(7560, 6);
    expect(r.annual.medicare).toBeCloseTo(15_080 + 7560, 6);
  });
});

describe('paycheck: state income tax (worked by hand from each state’s schedule)', () => {
  it('Ohio 2026: (72,020 − 2,150 exemption − 26,050) × 2.75% = 1,205.05 a year', () => {
    const r = run(examples[0]!.input);
    expect(r.stateTaxYear).toBe(2026);
    expect(r.stateIncomeTax * 26).toBeCloseTo(1205.05, 8);
  });

  it('California 2025 schedule, joint: 114,000 − 11,412 = 102,588 → 3,225.06 − 306 credit = 2,919.06', () => {
    const r = run(examples[1]!.input);
    expect(r.stateTaxYear).toBe(2025);
    expect(r.stateIncomeTax * 12).toBeCloseTo(2919.06, 6);
  });

  it.each([
    // [state, filing status, annual wages, expected annual tax, worked by hand]
    ['IL', 'single', 60_000, (60_000 - 2_850) * 0.0495],
    ['IL', 'marriedJoint', 60_000, (60_000 - 5_700) * 0.0495],
    ['MI', 'single', 60_000, (60_000 - 5_800) * 0.0425],
    ['AZ', 'single', 60_000, (60_000 - 16_100) * 0.025],
    ['CO', 'marriedJoint', 100_000, (100_000 - 32_200) * 0.044],
    ['MA', 'single', 60_000, (60_000 - 4_400) * 0.05],
    ['MA', 'single', 2_000_000, (2_000_000 - 4_400) * 0.05 + (2_000_000 - 4_400 - 1_083_150) * 0.04],
    // VA: 60,000 − 8,750 − 930 = 50,320 → 60 + 60 + 600 + 5.75% × 33,320 = 1,915.90 + 720 = 2,635.90
    ['VA', 'single', 60_000, 60 + 60 + 600 + 0.0575 * 33_320],
    // NJ single: 59,000 → 280 + 262.50 + 175 + 5.525% × 19,000 = 1,767.25
    ['NJ', 'single', 60_000, 280 + 262.5 + 175 + 0.05525 * 19_000],
    // MD single: 60,000 − 3,350 − 3,200 = 53,450 → 20 + 30 + 40 + 4.75% × 50,450 = 2,486.375
    ['MD', 'single', 60_000, 90 + 0.0475 * 50_450],
    ['WA', 'single', 60_000, 0],
    ['NV', 'marriedJoint', 60_000, 0],
    ['OH', 'single', 25_000, 0],
  ] as const)('%s %s on %s: %s', (code, status, wages, expected) => {
    expect(annualStateTax(code, status, wages).annualTax).toBeCloseTo(expected, 6);
  });

  it('Maryland exemption shrinks at higher incomes: $130,000 single gets $800', () => {
    expect(annualStateTax('MD', 'single', 130_000).deduction).toBe(3_350 + 800);
  });

  it('a schedule adds bracket by bracket', () => {
    expect(
      taxFromSchedule(
        [
          [0, 0.1],
          [100, 0.2],
        ],
        150,
      ),
    ).toBeCloseTo(20, 12);
    expect(
      taxFromSchedule(
        [
          [0, 0.1],
          [100, 0.2],
        ],
        0,
      ),
    ).toBe(0);
  });

  it('no state selected means no state tax, and says so', () => {
    const input = parseOk(inputSchema, { grossPay: 2000 });
    expect(compute(input).stateIncomeTax).toBe(0);
    expect(compute(input).stateTaxYear).toBeNull();
    expect(explain(input, compute(input)).steps).toContain(
      'No state selected, so state income tax is left out.',
    );
  });
});

describe('paycheck: net pay and explanation', () => {
  it('worked by hand: the Ohio example nets $2,230.49', () => {
    const r = run(examples[0]!.input);
    const expected = 3000 - 230 - 7014.4 / 26 - 181.04 - 42.34 - 1205.05 / 26;
    expect(r.netPay).toBeCloseTo(expected, 8);
    expect(r.netPay).toBeCloseTo(2230.49, 2);
    expect(r.annual.netPay).toBeCloseTo(expected * 26, 6);
  });

  it('after-tax deductions come off net pay only', () => {
    const base = run({ grossPay: 5000, payFrequency: 'monthly' });
    const r = run({ grossPay: 5000, payFrequency: 'monthly', afterTaxDeductions: 200 });
    expect(r.totalTaxes).toBeCloseTo(base.totalTaxes, 10);
    expect(r.netPay).toBeCloseTo(base.netPay - 200, 10);
  });

  it('explains with the visitor numbers and names what is left out', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    const { formula, steps } = explain(input, compute(input));
    expect(formula).toContain('Social Security (6.2%)');
    expect(steps[0]).toBe(
      'Taxable wages = $3,000.00 − $150.00 401(k) − $80.00 health = $2,770.00 per paycheck',
    );
    expect(steps[1]).toBe(
      'Federal (IRS Pub 15-T percentage method, 2026, W-4 without Step 2): $2,770.00 × 26 paychecks = $72,020.00; minus the $16,100.00 single standard deduction = $55,920.00',
    );
    expect(steps.some((s) => s.startsWith('Ohio (2026 rates)'))).toBe(true);
    expect(steps.some((s) => s.includes('cities'))).toBe(true);
    expect(steps.at(-1)).toMatch(/^An estimate/);
  });
});

describe('paycheck: schema messages', () => {
  it.each([
    [{ grossPay: '' }, 'grossPay', 'Gross pay is required'],
    [{ grossPay: '0' }, 'grossPay', "Gross pay can't be zero"],
    [{ grossPay: 'lots' }, 'grossPay', 'Gross pay must be a number'],
    [
      { grossPay: 500_000, payFrequency: 'weekly' },
      'grossPay',
      "Gross pay can't be more than $10,000,000.00 a year ($192,307.69 per paycheck at this frequency)",
    ],
    [
      { grossPay: 1000, retirement401k: 900, healthInsurance: 200 },
      'retirement401k',
      "Pre-tax deductions (401(k) plus health insurance) can't be more than gross pay",
    ],
    [
      { grossPay: 1000, afterTaxDeductions: 990 },
      'afterTaxDeductions',
      "After-tax deductions can't be more than the pay left after taxes",
    ],
    [{ grossPay: 1000, retirement401k: -5 }, 'retirement401k', "401(k) contribution can't be negative"],
    [{ grossPay: 1000, state: 'TX' }, 'state', 'Choose the state from the list'],
    [{ grossPay: 1000, payFrequency: 'daily' }, 'payFrequency', 'Choose the pay frequency from the list'],
    [{ grossPay: 1000, filingStatus: 'married' }, 'filingStatus', 'Choose the filing status from the list'],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });
});

describe('paycheck: properties', () => {
  it('never throws or returns a non-finite number; the pieces add back up to gross pay', () => {
    fc.assert(
      fc.property(
        fieldValue(0, 400_000),
        fc.constantFrom(...payFrequencies),
        fc.constantFrom(...filingStatuses),
        fc.constantFrom(...stateOptions),
        fieldValue(0, 2_000),
        fieldValue(0, 1_000),
        fieldValue(0, 500),
        fieldValue(0, 10_000),
        (
          grossPay,
          payFrequency,
          filingStatus,
          state,
          retirement401k,
          healthInsurance,
          afterTaxDeductions,
          w4Credits,
        ) => {
          const parsed = inputSchema.safeParse({
            grossPay,
            payFrequency,
            filingStatus,
            state,
            retirement401k,
            healthInsurance,
            afterTaxDeductions,
            w4Credits,
          });
          if (!parsed.success) return;
          const r = compute(parsed.data);
          expectAllFinite(r);
          for (const part of [
            r.federalIncomeTax,
            r.socialSecurity,
            r.medicare,
            r.additionalMedicare,
            r.stateIncomeTax,
          ])
            expect(part).toBeGreaterThanOrEqual(0);
          expect(r.netPay).toBeGreaterThanOrEqual(-1e-6);
          const sum = r.netPay + r.totalTaxes + r.retirement401k + r.healthInsurance + r.afterTaxDeductions;
          expect(sum).toBeCloseTo(r.grossPay, 6);
          explain(parsed.data, r);
        },
      ),
      propertyRuns,
    );
  });

  // Maryland and Ohio step their exemptions down at income thresholds (a cliff written into their
  // law), so a raise across a threshold can cost a little; every other state is monotonic.
  const smoothStates = stateCodes.filter((c) => c !== 'MD' && c !== 'OH');

  it('more pay never means less net pay (states without exemption cliffs)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 50_000, noNaN: true }),
        fc.double({ min: 1, max: 5_000, noNaN: true }),
        fc.constantFrom(...smoothStates),
        fc.constantFrom(...filingStatuses),
        (gross, raise, state, filingStatus) => {
          const a = compute(
            parseOk(inputSchema, { grossPay: gross, payFrequency: 'monthly', state, filingStatus }),
          );
          const b = compute(
            parseOk(inputSchema, { grossPay: gross + raise, payFrequency: 'monthly', state, filingStatus }),
          );
          expect(b.netPay).toBeGreaterThanOrEqual(a.netPay - 1e-6);
        },
      ),
      propertyRuns,
    );
  });
});
