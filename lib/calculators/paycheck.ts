import '@/lib/zod-jitless';
import { z } from 'zod';
import {
  federalBrackets,
  federalTaxYear,
  type FilingStatus,
  medicare,
  type PayFrequency,
  payPeriods,
  socialSecurity,
  standardDeduction,
} from './data/payroll-2026';
import {
  annualStateTax,
  marginalRate,
  type StateCode,
  stateCodes,
  stateRules,
  type StateTaxEstimate,
  taxFromSchedule,
} from './data/state-income-tax';
import { choiceField, numberField, numberFieldOr } from './fields';
import { money, pct } from './format';
import type { Example, Explanation } from './types';

export const payFrequencies = ['weekly', 'biweekly', 'semimonthly', 'monthly', 'annual'] as const;
export const filingStatuses = ['single', 'marriedJoint', 'headOfHousehold'] as const;
/** "none" leaves state income tax out (another state, or to see federal figures alone). */
export const stateOptions = ['none', ...stateCodes] as const;

/** Largest annual pay handled; the tables are exact above it, but larger figures are typing slips. */
export const maxAnnualPay = 10_000_000;

const perPaycheck = (label: string) => numberFieldOr({ label, max: maxAnnualPay }, 0);

export const inputSchema = z
  .object({
    /** Gross pay for one pay period, in dollars. */
    grossPay: numberField({ label: 'Gross pay', max: maxAnnualPay, minExclusive: true }),
    payFrequency: choiceField(payFrequencies, 'pay frequency', 'biweekly'),
    /** Filing status from Form W-4 Step 1(c). */
    filingStatus: choiceField(filingStatuses, 'filing status', 'single'),
    /** Two-letter state code, or "none". */
    state: choiceField(stateOptions, 'state', 'none'),
    /** Traditional (pre-tax) 401(k) or 403(b) contribution per paycheck, in dollars. */
    retirement401k: perPaycheck('401(k) contribution'),
    /** Pre-tax health, dental and vision premiums (section 125 cafeteria plan) per paycheck. */
    healthInsurance: perPaycheck('Health insurance premium'),
    /** After-tax deductions per paycheck (Roth 401(k), union dues...), taken from net pay. */
    afterTaxDeductions: perPaycheck('After-tax deductions'),
    /** Form W-4 Step 3 (credits for dependants), an annual amount in dollars. */
    w4Credits: numberFieldOr({ label: 'W-4 Step 3 credits', max: 100_000 }, 0),
    /** Form W-4 Step 4(c): extra federal withholding per paycheck. */
    extraWithholding: perPaycheck('Extra withholding'),
  })
  .superRefine((v, ctx) => {
    const periods = payPeriods[v.payFrequency];
    if (v.grossPay * periods > maxAnnualPay)
      ctx.addIssue({
        code: 'custom',
        path: ['grossPay'],
        message: `Gross pay can't be more than ${money(maxAnnualPay)} a year (${money(maxAnnualPay / periods)} per paycheck at this frequency)`,
      });
    else if (v.retirement401k + v.healthInsurance > v.grossPay)
      ctx.addIssue({
        code: 'custom',
        path: ['retirement401k'],
        message: "Pre-tax deductions (401(k) plus health insurance) can't be more than gross pay",
      });
    else if (v.afterTaxDeductions > 0 && withholdings(v).beforeAfterTax < v.afterTaxDeductions)
      ctx.addIssue({
        code: 'custom',
        path: ['afterTaxDeductions'],
        message: "After-tax deductions can't be more than the pay left after taxes",
      });
  });

export type Input = z.output<typeof inputSchema>;

export interface Result {
  periods: number;
  grossPay: number;
  retirement401k: number;
  healthInsurance: number;
  /** Wages subject to federal (and here state) income tax: gross − 401(k) − section 125. */
  taxableWages: number;
  /** Wages subject to Social Security and Medicare: gross − section 125 (401(k) stays in). */
  ficaWages: number;
  federalIncomeTax: number;
  socialSecurity: number;
  /** 1.45% part. */
  medicare: number;
  /** 0.9% withheld on wages over $200,000 a year. */
  additionalMedicare: number;
  stateIncomeTax: number;
  state: StateCode | 'none';
  /** The tax year of the state figures used (null without a state). */
  stateTaxYear: number | null;
  afterTaxDeductions: number;
  totalTaxes: number;
  netPay: number;
  /** Taxes as a percentage of gross pay. */
  effectiveTaxRate: number;
  federal: {
    taxYear: number;
    annualTaxableWages: number;
    standardDeduction: number;
    /** Annual wage after the standard deduction: what the 2026 brackets are applied to. */
    adjustedAnnualWage: number;
    annualTax: number;
    marginalRate: number;
  };
  /** Per-year figures (per paycheck × periods). */
  annual: {
    gross: number;
    federalIncomeTax: number;
    socialSecurity: number;
    medicare: number;
    stateIncomeTax: number;
    netPay: number;
  };
}

interface Worked {
  periods: number;
  taxableWages: number;
  ficaWages: number;
  federal: Result['federal'];
  federalIncomeTax: number;
  socialSecurity: number;
  medicare: number;
  additionalMedicare: number;
  state: StateTaxEstimate | null;
  stateIncomeTax: number;
  beforeAfterTax: number;
}

type TaxInput = Pick<
  Input,
  | 'grossPay'
  | 'payFrequency'
  | 'filingStatus'
  | 'state'
  | 'retirement401k'
  | 'healthInsurance'
  | 'w4Credits'
  | 'extraWithholding'
>;

/**
 * Pub 15-T percentage method for automated payroll (Worksheet 1A), 2020-or-later Form W-4 without
 * the Step 2 box: annualise the period's taxable wages, take off the standard-deduction-based
 * allowance, run the annual brackets, subtract Step 3 credits, divide by the periods and add
 * Step 4(c). FICA and state tax are worked out for the year and spread evenly over its paychecks.
 */
function withholdings(input: TaxInput): Worked {
  const periods = payPeriods[input.payFrequency as PayFrequency];
  const status = input.filingStatus as FilingStatus;
  const taxableWages = input.grossPay - input.retirement401k - input.healthInsurance;
  const ficaWages = input.grossPay - input.healthInsurance;

  const annualTaxableWages = taxableWages * periods;
  const adjustedAnnualWage = Math.max(0, annualTaxableWages - standardDeduction[status]);
  const annualTax = taxFromSchedule(federalBrackets[status], adjustedAnnualWage);
  const federalIncomeTax = Math.max(0, (annualTax - input.w4Credits) / periods) + input.extraWithholding;

  const annualFica = ficaWages * periods;
  const socialSecurityTax = (Math.min(annualFica, socialSecurity.wageBase) * socialSecurity.rate) / periods;
  const medicareTax = (annualFica * medicare.rate) / periods;
  const additionalMedicare =
    (Math.max(0, annualFica - medicare.additionalWithholdingThreshold) * medicare.additionalRate) / periods;

  const state =
    input.state === 'none' ? null : annualStateTax(input.state as StateCode, status, annualTaxableWages);
  const stateIncomeTax = state ? state.annualTax / periods : 0;

  return {
    periods,
    taxableWages,
    ficaWages,
    federal: {
      taxYear: federalTaxYear,
      annualTaxableWages,
      standardDeduction: standardDeduction[status],
      adjustedAnnualWage,
      annualTax,
      marginalRate: marginalRate(federalBrackets[status], adjustedAnnualWage),
    },
    federalIncomeTax,
    socialSecurity: socialSecurityTax,
    medicare: medicareTax,
    additionalMedicare,
    state,
    stateIncomeTax,
    beforeAfterTax:
      input.grossPay -
      input.retirement401k -
      input.healthInsurance -
      federalIncomeTax -
      socialSecurityTax -
      medicareTax -
      additionalMedicare -
      stateIncomeTax,
  };
}

export function compute(input: Input): Result {
  const w = withholdings(input);
  const totalTaxes =
    w.federalIncomeTax + w.socialSecurity + w.medicare + w.additionalMedicare + w.stateIncomeTax;
  const netPay = w.beforeAfterTax - input.afterTaxDeductions;
  return {
    periods: w.periods,
    grossPay: input.grossPay,
    retirement401k: input.retirement401k,
    healthInsurance: input.healthInsurance,
    taxableWages: w.taxableWages,
    ficaWages: w.ficaWages,
    federalIncomeTax: w.federalIncomeTax,
    socialSecurity: w.socialSecurity,
    medicare: w.medicare,
    additionalMedicare: w.additionalMedicare,
    stateIncomeTax: w.stateIncomeTax,
    state: input.state,
    stateTaxYear: w.state?.taxYear ?? null,
    afterTaxDeductions: input.afterTaxDeductions,
    totalTaxes,
    netPay,
    effectiveTaxRate: (totalTaxes / input.grossPay) * 100,
    federal: w.federal,
    annual: {
      gross: input.grossPay * w.periods,
      federalIncomeTax: w.federalIncomeTax * w.periods,
      socialSecurity: w.socialSecurity * w.periods,
      medicare: (w.medicare + w.additionalMedicare) * w.periods,
      stateIncomeTax: w.stateIncomeTax * w.periods,
      netPay: netPay * w.periods,
    },
  };
}

const statusWords: Record<FilingStatus, string> = {
  single: 'single',
  marriedJoint: 'married filing jointly',
  headOfHousehold: 'head of household',
};

export function explain(input: Input, r: Result): Explanation {
  const w = withholdings(input);
  const periods = r.periods;
  const per = periods === 1 ? 'a year' : `× ${periods} paychecks`;
  const steps = [
    `Taxable wages = ${money(input.grossPay)} − ${money(input.retirement401k)} 401(k) − ${money(input.healthInsurance)} health = ${money(r.taxableWages)} per paycheck`,
    `Federal (IRS Pub 15-T percentage method, ${federalTaxYear}, W-4 without Step 2): ${money(r.taxableWages)} ${per} = ${money(r.federal.annualTaxableWages)}; minus the ${money(r.federal.standardDeduction)} ${statusWords[input.filingStatus]} standard deduction = ${money(r.federal.adjustedAnnualWage)}`,
    `${federalTaxYear} brackets on ${money(r.federal.adjustedAnnualWage)} = ${money(r.federal.annualTax)} a year (top rate ${pct(r.federal.marginalRate * 100)})${input.w4Credits > 0 ? `, minus ${money(input.w4Credits)} W-4 Step 3 credits` : ''}, ÷ ${periods} = ${money(r.federalIncomeTax - input.extraWithholding)}${input.extraWithholding > 0 ? ` + ${money(input.extraWithholding)} extra = ${money(r.federalIncomeTax)}` : ''} per paycheck`,
    `Social Security: 6.2% of ${money(r.ficaWages)} (401(k) money is still taxed for FICA; section 125 health premiums are not)${r.ficaWages * periods > socialSecurity.wageBase ? `, capped at the ${money(socialSecurity.wageBase)} wage base and spread over the year` : ''} = ${money(r.socialSecurity)}`,
    `Medicare: 1.45% of ${money(r.ficaWages)} = ${money(r.medicare)}${r.additionalMedicare > 0 ? `; plus 0.9% on wages above ${money(medicare.additionalWithholdingThreshold)} a year, averaged = ${money(r.additionalMedicare)}` : ''}`,
  ];
  if (w.state) {
    const rule = stateRules[w.state.code];
    steps.push(
      rule.brackets
        ? `${rule.name} (${w.state.taxYear} rates): ${money(r.federal.annualTaxableWages)} − ${money(w.state.deduction)} deductions and exemptions = ${money(w.state.taxable)}; tax ${money(w.state.scheduleTax)}${w.state.credit > 0 || w.state.surtax > 0 ? `${w.state.credit > 0 ? ` − ${money(w.state.credit)} credit` : ''}${w.state.surtax > 0 ? ` + ${money(w.state.surtax)} surtax` : ''} = ${money(w.state.annualTax)}` : ''} a year, ${money(r.stateIncomeTax)} per paycheck`
        : `${rule.name}: no state income tax`,
    );
    steps.push(rule.note);
  } else steps.push('No state selected, so state income tax is left out.');
  steps.push(
    `Net pay = ${money(input.grossPay)} − ${money(input.retirement401k + input.healthInsurance)} pre-tax − ${money(r.totalTaxes)} taxes${input.afterTaxDeductions > 0 ? ` − ${money(input.afterTaxDeductions)} after-tax deductions` : ''} = ${money(r.netPay)}`,
    'An estimate: Social Security, Medicare and state tax are spread evenly over the year (real paychecks stop Social Security once the wage base is reached), local taxes are left out, and the state figure is the year’s tax on these wages rather than the state’s own withholding table.',
  );
  return {
    formula:
      'Net pay = gross − pre-tax deductions − federal income tax withholding − Social Security (6.2%) − Medicare (1.45%, +0.9% over $200,000) − state income tax − after-tax deductions',
    steps,
  };
}

export const examples: Example[] = [
  {
    input: {
      grossPay: 3000,
      payFrequency: 'biweekly',
      filingStatus: 'single',
      state: 'OH',
      retirement401k: 150,
      healthInsurance: 80,
    },
    note: 'A single employee in Ohio paid $3,000 every two weeks, putting $150 into a 401(k) and $80 toward health cover',
  },
  {
    input: { grossPay: 9500, payFrequency: 'monthly', filingStatus: 'marriedJoint', state: 'CA' },
    note: 'A married employee in California paid $9,500 a month',
  },
];
