// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateCodes, taxFromSchedule } from '@/lib/calculators/data/state-income-tax';
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
const line = (r: ReturnType<typeof run>, label: string) => r.lines.find((l) => l.label === label)?.amount;

/*
 * Vectors worked by hand from the primary sources: IRS Publication 15-T (2026) Worksheet 1A with the
 * annual percentage method tables rebuilt from Rev. Proc. 2025-32 (single: 0% to $7,500, 10% to
 * $19,900, 12% to $57,900, 22% to $113,200...; joint: 0% to $19,300, 10% to $44,100...; head of
 * household: 0% to $15,550, 10% to $33,250, 12% to $83,000...), SSA and IRC FICA rates, and each
 * state's or city's published rates. Each row: inputs, the line checked, its amount per period.
 */
const vectors: [string, Record<string, unknown>, string, number][] = [
  // 2,770 × 26 = 72,020 − 8,600 = 63,420: 1,240 + 4,560 + 22% × 5,520 = 7,014.40 a year
  [
    'federal, single biweekly $3,000 with $150 401(k) and $80 health',
    examples[0]!.input,
    'Federal income tax',
    7014.4 / 26,
  ],
  // 114,000 − 12,900 = 101,100: 10% × 24,800 + 12% × (101,100 − 44,100) = 2,480 + 6,840
  ['federal, joint monthly $9,500', examples[1]!.input, 'Federal income tax', 9320 / 12],
  // 52,000 − 8,600 = 43,400: 10% × 17,700 + 12% × (43,400 − 33,250) = 1,770 + 1,218
  [
    'federal, head of household weekly $1,000',
    { grossPay: 1000, payFrequency: 'weekly', filingStatus: 'headOfHousehold' },
    'Federal income tax',
    2988 / 52,
  ],
  // Step 2 table: 0% to 8,050, 10% to 14,250, 12% to 33,250, 22% to 60,900, 24% to 108,937.50
  // 78,000: 620 + 2,280 + 6,083 + 24% × 17,100 = 13,087
  [
    'federal, W-4 Step 2 box, single biweekly $3,000',
    { grossPay: 3000, w4Step2: true },
    'Federal income tax',
    13_087 / 26,
  ],
  // 60,000 + 6,000 − (10,000 + 8,600) = 47,400: 1,240 + 12% × 27,500 = 4,540; − 1,200 credits; + 20 extra
  [
    'federal, W-4 Steps 3, 4(a), 4(b), 4(c)',
    {
      grossPay: 5000,
      payFrequency: 'monthly',
      w4OtherIncome: 6000,
      w4Deductions: 10_000,
      w4Credits: 1200,
      extraWithholding: 20,
    },
    'Federal income tax',
    (4540 - 1200) / 12 + 20,
  ],
  // Hourly: 20 × 80 + 20 × 1.5 × 10 = 1,900; Social Security 6.2% of it
  [
    'hourly with overtime at time and a half',
    { payType: 'hourly', hourlyRate: 20, regularHours: 80, overtimeHours: 10 },
    'Social Security (6.2%)',
    1900 * 0.062,
  ],
  // HSA is outside FICA: (4,000 − 150 HSA − 100 health) × 1.45%
  [
    'Medicare on wages after section 125 and HSA',
    { grossPay: 4000, payFrequency: 'monthly', hsa: 150, healthInsurance: 100 },
    'Medicare (1.45%)',
    3750 * 0.0145,
  ],
  // California SDI 2026: 1.3% of every dollar
  [
    'California SDI 1.3%, no wage cap',
    { grossPay: 50_000, payFrequency: 'monthly', state: 'CA' },
    'California SDI (incl. Paid Family Leave)',
    50_000 * 0.013,
  ],
  // NJ: $4,000 a week = 208,000 a year, capped at 171,100: TDI 0.19% = 325.09 a year
  [
    'New Jersey TDI capped at $171,100',
    { grossPay: 4000, payFrequency: 'weekly', state: 'NJ' },
    'New Jersey TDI',
    325.09 / 52,
  ],
  [
    'New Jersey FLI capped at $171,100',
    { grossPay: 4000, payFrequency: 'weekly', state: 'NJ' },
    'New Jersey FLI',
    393.53 / 52,
  ],
  // NY DBL: 0.5% of $1,000 = $5 a week, capped at $0.60
  [
    'New York DBL capped at $0.60 a week',
    { grossPay: 1000, payFrequency: 'weekly', state: 'NY' },
    'New York disability (DBL)',
    0.6,
  ],
  // NY PFL: 0.432% × 2,000 × 52 = 449.28 > 411.91 cap
  [
    'New York PFL capped at $411.91 a year',
    { grossPay: 2000, payFrequency: 'weekly', state: 'NY' },
    'New York Paid Family Leave',
    411.91 / 52,
  ],
  // NY taxable 104,000 − 7,400 = 96,600: NYC 369.36 + 489.06 + 954.75 + 3.876% × 46,600
  [
    'New York City resident schedule',
    { grossPay: 2000, payFrequency: 'weekly', state: 'NY', local: 'nycResident' },
    'New York City resident tax',
    (369.36 + 489.06 + 954.75 + 0.03876 * 46_600) / 52,
  ],
  // NY taxable 96,600 falls in the 5.9% row (80,650 to 96,800): the rows below it, then 5.9% × 15,950
  [
    'New York State 2026 withholding table',
    { grossPay: 2000, payFrequency: 'weekly', state: 'NY' },
    'State income tax (New York)',
    (331.5 + 140.8 + 113.3 + 0.054 * 66_750 + 0.059 * 15_950) / 52,
  ],
  // Philadelphia resident 3.74% of 5,000 − 100 health (401(k) is taxed)
  [
    'Philadelphia wage tax includes 401(k) money',
    {
      grossPay: 5000,
      payFrequency: 'monthly',
      state: 'PA',
      local: 'philadelphiaResident',
      retirement401k: 500,
      healthInsurance: 100,
    },
    'Philadelphia wage tax (resident)',
    4900 * 0.0374,
  ],
  // Pennsylvania 3.07% of the same 4,900
  [
    'Pennsylvania taxes 401(k) contributions',
    { grossPay: 5000, payFrequency: 'monthly', state: 'PA', retirement401k: 500, healthInsurance: 100 },
    'State income tax (Pennsylvania)',
    4900 * 0.0307,
  ],
  // Ohio city 2.5% of Medicare wages: 3,000 − 80 health (401(k) included)
  [
    'Ohio city rate entered by the visitor',
    { ...examples[0]!.input, local: 'ohioCity', localRate: 2.5 },
    'Ohio city income tax (2.5%)',
    2920 * 0.025,
  ],
  // Washington PFML 1.13% × 71.43%, WA Cares 0.58%
  [
    'Washington PFML employee share',
    { grossPay: 3000, state: 'WA' },
    'Washington Paid Family and Medical Leave',
    3000 * 0.0113 * 0.7143,
  ],
  ['WA Cares 0.58%', { grossPay: 3000, state: 'WA' }, 'WA Cares Fund', 3000 * 0.0058],
  // Massachusetts PFML 0.46%
  ['Massachusetts PFML employee share', { grossPay: 3000, state: 'MA' }, 'Massachusetts PFML', 3000 * 0.0046],
  // Georgia 2026: (78,000 − 12,000) × 5.09%
  [
    'Georgia 2026 flat 5.09%',
    { grossPay: 3000, state: 'GA' },
    'State income tax (Georgia)',
    (66_000 * 0.0509) / 26,
  ],
  // North Carolina 2026: (78,000 − 12,750) × 3.99%
  [
    'North Carolina 2026 flat 3.99%',
    { grossPay: 3000, state: 'NC' },
    'State income tax (North Carolina)',
    (65_250 * 0.0399) / 26,
  ],
  // Mississippi 2026: 78,000 − 8,300 = 69,700; 4% over 10,000
  [
    'Mississippi 2026: 4% above $10,000',
    { grossPay: 3000, state: 'MS' },
    'State income tax (Mississippi)',
    (59_700 * 0.04) / 26,
  ],
  // Rhode Island 2026: 78,000 − 1,000 = 77,000 × 3.75%
  [
    'Rhode Island 2026 table',
    { grossPay: 3000, state: 'RI' },
    'State income tax (Rhode Island)',
    (77_000 * 0.0375) / 26,
  ],
  // Minnesota 2026 table: 5.35% × (38,010 − 4,700) + 6.80% × (78,000 − 38,010)
  [
    'Minnesota 2026 table',
    { grossPay: 3000, state: 'MN' },
    'State income tax (Minnesota)',
    (0.0535 * 33_310 + 0.068 * 39_990) / 26,
  ],
  // Utah: 4.5% × 26,000 = 1,170 less (450 − 1.3% × (26,000 − 9,107)) = 230.391
  [
    'Utah base allowance shrinking with wages',
    { grossPay: 1000, state: 'UT' },
    'State income tax (Utah)',
    (1170 - (450 - 0.013 * 16_893)) / 26,
  ],
  // South Carolina: 78,000 − min(7,800, 7,300) − 4,860 = 65,840: 3% × 14,270 + 6.2% × 48,010
  [
    'South Carolina standard deduction capped at $7,300',
    { grossPay: 3000, state: 'SC' },
    'State income tax (South Carolina)',
    (0.03 * 14_270 + 0.062 * 48_010) / 26,
  ],
  // Missouri 2026 formula (DOR, Withholding Formula_2026.pdf): 78,000 − 16,100 = 61,900;
  // 2% + 2.5% + 3% + 3.5% + 4% + 4.5% of each $1,348 band = 262.86, plus 4.7% × (61,900 − 9,436)
  [
    'Missouri 2026 bands up to 4.7%',
    { grossPay: 3000, state: 'MO' },
    'State income tax (Missouri)',
    (262.86 + 0.047 * 52_464) / 26,
  ],
  // Wisconsin W-166 (Jan. 2026): at $78,000 the standard deduction is gone (≥ $73,630), so
  // 78,000 − 400 exemption = 77,600: 3.54% × 12,760 + 4.65% × 12,760 + 5.30% × 52,080
  [
    'Wisconsin 2026: deduction fully phased out',
    { grossPay: 3000, state: 'WI' },
    'State income tax (Wisconsin)',
    (0.0354 * 12_760 + 0.0465 * 12_760 + 0.053 * 52_080) / 26,
  ],
  // Wisconsin at $26,000: deduction 6,702 − 12% × (26,000 − 17,780) = 5,715.60; less $400 leaves
  // 19,884.40: 3.54% × 12,760 + 4.65% × 7,124.40
  [
    'Wisconsin 2026: deduction part-way through its phase-out',
    { grossPay: 1000, state: 'WI' },
    'State income tax (Wisconsin)',
    (0.0354 * 12_760 + 0.0465 * 7_124.4) / 26,
  ],
  // Delaware: 78,000 − 3,250 = 74,750: 66 + 195 + 480 + 260 + 1,942.50 + 6.6% × 14,750, − $110 credit
  [
    'Delaware brackets less the $110 personal credit',
    { grossPay: 3000, state: 'DE' },
    'State income tax (Delaware)',
    (66 + 195 + 480 + 260 + 1942.5 + 0.066 * 14_750 - 110) / 26,
  ],
];

describe('paycheck: vectors worked by hand from the primary sources', () => {
  it.each(vectors)('%s', (_name, input, label, expected) => {
    expect(line(run(input), label)).toBeCloseTo(expected, 6);
  });

  it('Wisconsin matches the first worked example of Publication W-166 (Jan. 2026): $7.59 a week', () => {
    // $350 weekly, single, one exemption: 18,200 − (6,702 − 12% × 420) − 400 = 11,148.40 × 3.54%
    // = 394.65 a year, 7.59 a week, the figure the publication prints.
    const r = run({ grossPay: 350, payFrequency: 'weekly', state: 'WI' });
    expect(r.stateIncomeTax).toBeCloseTo(7.59, 2);
  });

  it('hourly gross pay: regular hours plus overtime, and 40 a week when hours are left empty', () => {
    const r = run({ payType: 'hourly', hourlyRate: 20, regularHours: 80, overtimeHours: 10 });
    expect(r.grossPay).toBe(1900);
    expect(r.overtimePay).toBe(300);
    expect(run({ payType: 'hourly', hourlyRate: 20, payFrequency: 'weekly' }).grossPay).toBe(800);
    expect(
      run({
        payType: 'hourly',
        hourlyRate: 20,
        overtimeHours: 4,
        overtimeMultiplier: 2,
        payFrequency: 'weekly',
      }).grossPay,
    ).toBe(800 + 160);
  });

  it('401(k) by percentage and by dollars add up, and lower income tax but not FICA', () => {
    const r = run({ grossPay: 4000, payFrequency: 'monthly', retirementPercent: 5, retirement401k: 100 });
    expect(r.retirement401k).toBe(300);
    expect(r.taxableWages).toBe(3700);
    expect(r.ficaWages).toBe(4000);
  });

  it('Yonkers resident surcharge is 16.75% of the New York State tax', () => {
    const r = run({ grossPay: 2000, payFrequency: 'weekly', state: 'NY', local: 'yonkersResident' });
    expect(r.localTax).toBeCloseTo(r.stateIncomeTax * 0.1675, 10);
  });

  it('Maryland county rate applies to Maryland taxable wages', () => {
    const r = run({
      grossPay: 5000,
      payFrequency: 'monthly',
      state: 'MD',
      local: 'marylandCounty',
      localRate: 3.2,
    });
    // 60,000 − 3,350 − 3,200 = 53,450 × 3.2%
    expect(r.localTax * 12).toBeCloseTo(53_450 * 0.032, 6);
  });

  it('Social Security stops at the $184,500 wage base; 0.9% Additional Medicare above $200,000 (averaged)', () => {
    const r = run({ grossPay: 20_000, payFrequency: 'weekly' });
    expect(r.socialSecurity * 52).toBeCloseTo(11_439, 6);
    expect(r.medicare * 52).toBeCloseTo(15_080, 6);
    expect(r.additionalMedicare * 52).toBeCloseTo(7560, 6);
  });

  it('the Ohio example nets $2,230.49, worked by hand', () => {
    const r = run(examples[0]!.input);
    const expected = 3000 - 230 - 7014.4 / 26 - 181.04 - 42.34 - 1205.05 / 26;
    expect(r.netPay).toBeCloseTo(expected, 8);
    expect(r.netPay).toBeCloseTo(2230.49, 2);
    expect(r.annual.netPay).toBeCloseTo(expected * 26, 6);
  });
});

describe('paycheck: state income tax, deductions and notes', () => {
  it('California 2026 withholding (EDD Method B): joint, 114,000 − 11,412 = 102,588 → 3,547.57 − 2 × 168.30', () => {
    // 1.1% × 22,158 + 2.2% × 30,370 + 4.4% × 30,376 + 6.6% × 19,684 = 3,547.566
    const r = run(examples[1]!.input);
    expect(r.stateTaxYear).toBe(2026);
    expect(r.stateConfirmed2026).toBe(true);
    expect(r.stateIncomeTax * 12).toBeCloseTo(243.738 + 668.14 + 1336.544 + 1299.144 - 336.6, 6);
    expect(r.notes).toEqual([]);
    expect(r.lines.find((l) => l.label.startsWith('California SDI'))?.source).toMatch(/EDD/);
  });

  it('a state without confirmed 2026 figures says which year it uses', () => {
    const r = run({ grossPay: 3000, state: 'IL' });
    expect(r.stateConfirmed2026).toBe(false);
    expect(r.notes[0]).toMatch(
      /^Illinois: the 2026 figures could not be confirmed yet, so this uses the latest published \(2025\) figures/,
    );
  });

  it('a confirmed 2026 state carries no note', () => {
    expect(run(examples[0]!.input).notes).toEqual([]);
  });

  it('a typed local rate left empty is flagged, not silently zero', () => {
    const r = run({ ...examples[0]!.input, local: 'ohioCity' });
    expect(r.localTax).toBe(0);
    expect(r.notes).toContain(
      'Enter your local rate to include the Ohio city income tax; it is $0 until then.',
    );
  });

  it('no state selected means no state lines, and says so', () => {
    const input = parseOk(inputSchema, { grossPay: 2000 });
    const r = compute(input);
    expect(r.stateIncomeTax).toBe(0);
    expect(r.stateTaxYear).toBeNull();
    expect(r.lines.some((l) => l.id === 'state' || l.id.startsWith('leave'))).toBe(false);
    expect(explain(input, r).steps).toContain(
      'No state selected, so state income tax and state payroll deductions are left out.',
    );
  });

  it('a schedule adds bracket by bracket', () => {
    const schedule = [
      [0, 0.1],
      [100, 0.2],
    ] as const;
    expect(taxFromSchedule(schedule, 150)).toBeCloseTo(20, 12);
    expect(taxFromSchedule(schedule, 0)).toBe(0);
  });

  it('explains with the visitor numbers', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    const { formula, steps } = explain(input, compute(input));
    expect(formula).toContain('Social Security (6.2%)');
    expect(steps[0]).toBe(
      'Taxable wages = $3,000.00 − $150.00 401(k) − $80.00 health = $2,770.00 per paycheck',
    );
    expect(steps[1]).toBe(
      'Federal (IRS Pub 15-T Worksheet 1A, 2026, single): $2,770.00 × 26 paychecks = $72,020.00; minus $8,600.00 (line 1g) = $63,420.00 adjusted annual wage',
    );
    expect(steps.some((s) => s.startsWith('Ohio (2026 figures)'))).toBe(true);
    expect(steps.at(-1)).toMatch(/^An estimate/);
  });
});

describe('paycheck: schema messages', () => {
  it.each([
    [{ grossPay: '' }, 'grossPay', 'Gross pay is required'],
    [{ grossPay: '0' }, 'grossPay', "Gross pay can't be zero"],
    [{ grossPay: 'lots' }, 'grossPay', 'Gross pay must be a number'],
    [{ payType: 'hourly' }, 'hourlyRate', 'Hourly rate is required'],
    [
      { payType: 'hourly', hourlyRate: 20, regularHours: 0 },
      'regularHours',
      'Enter the hours worked in the pay period',
    ],
    [
      { payType: 'hourly', hourlyRate: 20, overtimeMultiplier: 0.5 },
      'overtimeMultiplier',
      'Overtime rate must be at least 1',
    ],
    [
      { grossPay: 500_000, payFrequency: 'weekly' },
      'grossPay',
      "Gross pay can't be more than $10,000,000.00 a year ($192,307.69 per paycheck at this frequency)",
    ],
    [
      { grossPay: 1000, retirement401k: 900, healthInsurance: 200 },
      'retirement401k',
      "Pre-tax deductions (401(k), health insurance, HSA/FSA) can't be more than gross pay",
    ],
    [
      { grossPay: 1000, afterTaxDeductions: 990 },
      'afterTaxDeductions',
      "After-tax deductions can't be more than the pay left after taxes",
    ],
    [
      { grossPay: 1000, roth401k: 990 },
      'roth401k',
      "After-tax deductions can't be more than the pay left after taxes",
    ],
    [{ grossPay: 1000, retirement401k: -5 }, 'retirement401k', "401(k) contribution can't be negative"],
    [{ grossPay: 1000, state: 'ZZ' }, 'state', 'Choose the state from the list'],
    [
      { grossPay: 1000, state: 'OH', local: 'nycResident' },
      'local',
      'New York City resident tax applies only in New York',
    ],
    [{ grossPay: 1000, payFrequency: 'daily' }, 'payFrequency', 'Choose the pay frequency from the list'],
    [{ grossPay: 1000, filingStatus: 'married' }, 'filingStatus', 'Choose the filing status from the list'],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });
});

describe('paycheck: properties', () => {
  it('never throws or returns a non-finite number; net pay and every line add back up to gross pay', () => {
    fc.assert(
      fc.property(
        fieldValue(0, 400_000),
        fc.constantFrom(...payFrequencies),
        fc.constantFrom(...filingStatuses),
        fc.constantFrom(...stateOptions),
        fieldValue(0, 2_000),
        fieldValue(0, 20),
        fieldValue(0, 1_000),
        fieldValue(0, 500),
        fieldValue(0, 500),
        fieldValue(0, 10_000),
        (
          grossPay,
          payFrequency,
          filingStatus,
          state,
          retirement401k,
          retirementPercent,
          healthInsurance,
          hsa,
          roth401k,
          w4Credits,
        ) => {
          const parsed = inputSchema.safeParse({
            grossPay,
            payFrequency,
            filingStatus,
            state,
            retirement401k,
            retirementPercent,
            healthInsurance,
            hsa,
            roth401k,
            w4Credits,
            local: state === 'NY' ? 'nycResident' : state === 'PA' ? 'philadelphiaResident' : 'none',
          });
          if (!parsed.success) return;
          const r = compute(parsed.data);
          expectAllFinite(r);
          for (const l of r.lines) expect(l.amount).toBeGreaterThanOrEqual(0);
          expect(r.netPay).toBeGreaterThanOrEqual(-1e-6);
          const sum = r.netPay + r.lines.reduce((total, l) => total + l.amount, 0);
          expect(sum).toBeCloseTo(r.grossPay, 6);
          explain(parsed.data, r);
        },
      ),
      propertyRuns,
    );
  });

  // Maryland, Ohio and Rhode Island step exemptions down at income thresholds, New York's table and
  // Connecticut's Tables C to E recapture and phase out in steps (cliffs written into their law); Oregon's formula drops its $263 add-back
  // above $50,000 and its allowances above $100,000 and cuts its federal subtraction in steps;
  // everywhere else a raise never costs.
  const smoothStates = stateCodes.filter((c) => !['MD', 'OH', 'RI', 'NY', 'OR', 'CT'].includes(c));

  it('more pay never means less net pay or less tax (states without cliffs)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 50_000, noNaN: true }),
        fc.double({ min: 1, max: 5_000, noNaN: true }),
        fc.constantFrom(...smoothStates),
        fc.constantFrom(...filingStatuses),
        (gross, raise, state, filingStatus) => {
          const a = run({ grossPay: gross, payFrequency: 'monthly', state, filingStatus });
          const b = run({ grossPay: gross + raise, payFrequency: 'monthly', state, filingStatus });
          expect(b.netPay).toBeGreaterThanOrEqual(a.netPay - 1e-6);
          expect(b.totalTaxes).toBeGreaterThanOrEqual(a.totalTaxes - 1e-6);
        },
      ),
      propertyRuns,
    );
  });
});
