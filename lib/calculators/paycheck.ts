import '@/lib/zod-jitless';
import { z } from 'zod';
import { type LocalTaxId, localTaxes, localTaxIds } from './data/local-income-tax';
import {
  federalTaxYear,
  type FilingStatus,
  medicare,
  type PayFrequency,
  payPeriods,
  socialSecurity,
} from './data/payroll-2026';
import { annualLeaveContribution, leaveContributions } from './data/state-leave-2026';
import {
  annualStateTax,
  type StateCode,
  stateCodes,
  type StateRule,
  stateRules,
  type StateTaxEstimate,
  taxFromSchedule,
} from './data/state-income-tax';
import { booleanField, choiceField, numberFieldOr, optionalNumberField } from './fields';
import { money, pct } from './format';
import { type FederalWithholding, federalWithholding } from './paycheck/federal';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { percent } from '@/lib/kit/numbers';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf, type ResultItem } from '@/lib/tools/view';

export const payFrequencies = ['weekly', 'biweekly', 'semimonthly', 'monthly', 'annual'] as const;
export const filingStatuses = ['single', 'marriedJoint', 'headOfHousehold'] as const;
export const payTypes = ['salary', 'hourly'] as const;
/** "none" leaves state income tax out (another state, or to see federal figures alone). */
export const stateOptions = ['none', ...stateCodes] as const;
export const localOptions = ['none', ...localTaxIds] as const;

/** Largest annual pay handled; the tables are exact above it, but larger figures are typing slips. */
export const maxAnnualPay = 10_000_000;
/** Hours in the longest pay period (a month of 31 days); more in one period is a typing slip. */
const maxHours = 744;

const perPaycheck = (label: string) => numberFieldOr({ label, max: maxAnnualPay }, 0);
const perYear = (label: string) => numberFieldOr({ label, max: maxAnnualPay }, 0);

export const inputSchema = z
  .object({
    payType: choiceField(payTypes, 'pay type', 'salary'),
    /** Salary: gross pay for one pay period, in dollars. */
    grossPay: optionalNumberField({ label: 'Gross pay', max: maxAnnualPay, minExclusive: true }),
    /** Hourly: the regular rate, in dollars. */
    hourlyRate: optionalNumberField({ label: 'Hourly rate', max: 100_000, minExclusive: true }),
    /** Hourly: regular hours in one pay period; empty means 40 a week. */
    regularHours: optionalNumberField({ label: 'Regular hours', max: maxHours }),
    overtimeHours: numberFieldOr({ label: 'Overtime hours', max: maxHours }, 0),
    /** Overtime pay as a multiple of the regular rate (1.5 under the FLSA). */
    overtimeMultiplier: numberFieldOr({ label: 'Overtime rate', min: 1, max: 5 }, 1.5),
    payFrequency: choiceField(payFrequencies, 'pay frequency', 'biweekly'),
    /** Filing status from Form W-4 Step 1(c). */
    filingStatus: choiceField(filingStatuses, 'filing status', 'single'),
    /** Two-letter state code, or "none". */
    state: choiceField(stateOptions, 'state', 'none'),
    local: choiceField(localOptions, 'local tax', 'none'),
    /** The typed local rate for an Ohio city, Maryland county or Pennsylvania EIT, in percent. */
    localRate: numberFieldOr({ label: 'Local tax rate', max: 10, unit: '%' }, 0),
    /** Traditional (pre-tax) 401(k) or 403(b) contribution per paycheck, in dollars. */
    retirement401k: perPaycheck('401(k) contribution'),
    /** Traditional 401(k) or 403(b) contribution as a percentage of gross pay (added to the dollars). */
    retirementPercent: numberFieldOr({ label: '401(k) percentage', max: 100, unit: '%' }, 0),
    /** Health, dental and vision premiums through a section 125 cafeteria plan, per paycheck. */
    healthInsurance: perPaycheck('Health insurance premium'),
    /** HSA or FSA contributions through the cafeteria plan, per paycheck. */
    hsa: perPaycheck('HSA or FSA contribution'),
    /** Roth 401(k) contributions per paycheck: after tax. */
    roth401k: perPaycheck('Roth 401(k) contribution'),
    /** Other after-tax deductions per paycheck (union dues, garnishments...). */
    afterTaxDeductions: perPaycheck('After-tax deductions'),
    /** Form W-4 Step 2 checkbox. */
    w4Step2: booleanField(),
    /** Form W-4 Step 3 (credits for dependants), an annual amount in dollars. */
    w4Credits: numberFieldOr({ label: 'W-4 Step 3 credits', max: 100_000 }, 0),
    /** Form W-4 Step 4(a): other income, a year. */
    w4OtherIncome: perYear('W-4 Step 4(a) other income'),
    /** Form W-4 Step 4(b): deductions beyond the standard deduction, a year. */
    w4Deductions: perYear('W-4 Step 4(b) deductions'),
    /** Form W-4 Step 4(c): extra federal withholding per paycheck. */
    extraWithholding: perPaycheck('Extra withholding'),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.payType === 'salary' && v.grossPay === undefined) return issue('grossPay', 'Gross pay is required');
    if (v.payType === 'hourly' && v.hourlyRate === undefined)
      return issue('hourlyRate', 'Hourly rate is required');
    const periods = payPeriods[v.payFrequency];
    const gross = grossOf(v);
    if (gross <= 0) return issue('regularHours', 'Enter the hours worked in the pay period');
    if (gross * periods > maxAnnualPay)
      return issue(
        v.payType === 'hourly' ? 'hourlyRate' : 'grossPay',
        `Gross pay can't be more than ${money(maxAnnualPay)} a year (${money(maxAnnualPay / periods)} per paycheck at this frequency)`,
      );
    if (v.local !== 'none' && localTaxes[v.local].state !== v.state)
      return issue(
        'local',
        `${localTaxes[v.local].label} applies only in ${stateName(localTaxes[v.local].state)}`,
      );
    if (pretaxOf(v, gross).total > gross)
      return issue(
        'retirement401k',
        "Pre-tax deductions (401(k), health insurance, HSA/FSA) can't be more than gross pay",
      );
    const post = v.roth401k + v.afterTaxDeductions;
    if (post > 0 && work(v).beforeAfterTax < post)
      issue(
        v.afterTaxDeductions > 0 ? 'afterTaxDeductions' : 'roth401k',
        "After-tax deductions can't be more than the pay left after taxes",
      );
  });

export type Input = z.output<typeof inputSchema>;

const stateName = (code: string) => (code in stateRules ? stateRules[code as StateCode].name : code);

/** Gross pay for one period: the salary, or regular hours plus overtime at its multiple of the rate. */
function grossOf(
  v: Pick<
    Input,
    | 'payType'
    | 'grossPay'
    | 'hourlyRate'
    | 'regularHours'
    | 'overtimeHours'
    | 'overtimeMultiplier'
    | 'payFrequency'
  >,
) {
  if (v.payType === 'salary') return v.grossPay ?? 0;
  const rate = v.hourlyRate ?? 0;
  return rate * regularHoursOf(v) + rate * v.overtimeMultiplier * v.overtimeHours;
}

/** Empty regular hours mean a 40-hour week, over however many weeks the period covers. */
function regularHoursOf(v: Pick<Input, 'regularHours' | 'payFrequency'>) {
  return v.regularHours ?? (40 * 52) / payPeriods[v.payFrequency];
}

function pretaxOf(
  v: Pick<Input, 'retirement401k' | 'retirementPercent' | 'healthInsurance' | 'hsa'>,
  gross: number,
) {
  const retirement = v.retirement401k + (gross * v.retirementPercent) / 100;
  return {
    retirement,
    section125: v.healthInsurance,
    hsa: v.hsa,
    total: retirement + v.healthInsurance + v.hsa,
  };
}

export type LineKind = 'pretax' | 'tax' | 'posttax';

/** One deduction or tax on the paycheck, with the short citation shown beside it. */
export interface PayLine {
  id: string;
  label: string;
  kind: LineKind;
  /** Per pay period, in dollars, never negative. */
  amount: number;
  source: string;
}

export interface Result {
  periods: number;
  payType: 'salary' | 'hourly';
  grossPay: number;
  regularPay: number;
  overtimePay: number;
  /** Wages subject to federal income tax: gross − 401(k) − section 125 − HSA/FSA. */
  taxableWages: number;
  /** Wages subject to Social Security and Medicare: gross − section 125 − HSA/FSA (401(k) stays in). */
  ficaWages: number;
  /** Wages the chosen state taxes. */
  stateWages: number;
  retirement401k: number;
  healthInsurance: number;
  hsa: number;
  federalIncomeTax: number;
  socialSecurity: number;
  /** 1.45% part. */
  medicare: number;
  /** 0.9% withheld on wages over $200,000 a year. */
  additionalMedicare: number;
  stateIncomeTax: number;
  /** State disability and paid-leave contributions, together. */
  leaveContributions: number;
  localTax: number;
  state: StateCode | 'none';
  /** The tax year of the state figures used (null without a state). */
  stateTaxYear: number | null;
  /** False when the state's 2026 figures could not be confirmed and an earlier year's are used. */
  stateConfirmed2026: boolean | null;
  /** The figures used, in words (`stateFigures`), or null without a state. */
  stateFigures: string | null;
  /** Sentences the result must show: an unconfirmed year, a local rate left empty. */
  notes: string[];
  roth401k: number;
  afterTaxDeductions: number;
  totalTaxes: number;
  netPay: number;
  /** Taxes as a percentage of gross pay. */
  effectiveTaxRate: number;
  lines: PayLine[];
  federal: Omit<FederalWithholding, 'table'> & { taxYear: number };
  /** Per-year figures (per paycheck × periods). */
  annual: {
    gross: number;
    federalIncomeTax: number;
    socialSecurity: number;
    medicare: number;
    stateIncomeTax: number;
    totalTaxes: number;
    netPay: number;
  };
}

interface Worked {
  periods: number;
  gross: number;
  regularPay: number;
  overtimePay: number;
  pretax: ReturnType<typeof pretaxOf>;
  taxableWages: number;
  ficaWages: number;
  stateWages: number;
  federal: FederalWithholding;
  socialSecurity: number;
  medicare: number;
  additionalMedicare: number;
  state: StateTaxEstimate | null;
  stateIncomeTax: number;
  leave: PayLine[];
  local: PayLine | null;
  notes: string[];
  beforeAfterTax: number;
}

type WorkInput = Omit<Input, 'roth401k' | 'afterTaxDeductions'>;

function work(v: WorkInput): Worked {
  const periods = payPeriods[v.payFrequency as PayFrequency];
  const status = v.filingStatus as FilingStatus;
  const gross = grossOf(v);
  const regularPay = v.payType === 'hourly' ? (v.hourlyRate ?? 0) * regularHoursOf(v) : gross;
  const pretax = pretaxOf(v, gross);
  const taxableWages = gross - pretax.total;
  const ficaWages = gross - pretax.section125 - pretax.hsa;

  const federal = federalWithholding(taxableWages, periods, {
    status,
    step2: v.w4Step2,
    credits: v.w4Credits,
    otherIncome: v.w4OtherIncome,
    deductions: v.w4Deductions,
    extra: v.extraWithholding,
  });

  const annualFica = ficaWages * periods;
  const socialSecurityTax = (Math.min(annualFica, socialSecurity.wageBase) * socialSecurity.rate) / periods;
  const medicareTax = (annualFica * medicare.rate) / periods;
  const additionalMedicare =
    (Math.max(0, annualFica - medicare.additionalWithholdingThreshold) * medicare.additionalRate) / periods;

  const notes: string[] = [];
  const code = v.state === 'none' ? null : (v.state as StateCode);
  const rule = code ? stateRules[code] : null;
  const stateWages =
    taxableWages + (rule?.taxes401k ? pretax.retirement : 0) + (rule?.taxesHsa ? pretax.hsa : 0);
  // Alabama and Oregon subtract the federal income tax withheld (the year's, Step 4(c) included).
  const state = code ? annualStateTax(code, status, stateWages * periods, federal.perPeriod * periods) : null;
  const stateIncomeTax = state ? state.annualTax / periods : 0;
  if (rule && !rule.confirmed2026)
    notes.push(
      rule.taxYear < 2026
        ? `${rule.name}: the 2026 figures could not be confirmed yet, so this uses the latest published (${rule.taxYear}) figures. ${rule.note}`
        : `${rule.name}: the 2026 withholding tables could not be confirmed yet, so this follows the 2026 law as published. ${rule.note}`,
    );

  const leave: PayLine[] = (code ? (leaveContributions[code] ?? []) : []).map((c, i) => ({
    id: `leave-${i}`,
    label: c.label,
    kind: 'tax',
    amount: annualLeaveContribution(c, ficaWages * periods) / periods,
    source: c.source,
  }));

  let local: PayLine | null = null;
  if (v.local !== 'none' && code && localTaxes[v.local as LocalTaxId].state === code) {
    const lt = localTaxes[v.local as LocalTaxId];
    const typed = lt.rate === null && !lt.schedule;
    const rate = lt.rate ?? v.localRate / 100;
    const annual =
      lt.base === 'nyTaxable' && lt.schedule
        ? taxFromSchedule(lt.schedule[status], state?.taxable ?? 0)
        : lt.base === 'nyStateTax'
          ? (state?.annualTax ?? 0) * rate
          : lt.base === 'stateTaxable'
            ? (state?.taxable ?? 0) * rate
            : ficaWages * periods * rate;
    local = {
      id: 'local',
      label: typed ? `${lt.label} (${pct(v.localRate)})` : lt.label,
      kind: 'tax',
      amount: annual / periods,
      source: lt.source,
    };
    if (typed && v.localRate === 0)
      notes.push(`Enter your local rate to include the ${lt.label}; it is $0 until then.`);
  }

  const taxes =
    federal.perPeriod +
    socialSecurityTax +
    medicareTax +
    additionalMedicare +
    stateIncomeTax +
    leave.reduce((sum, l) => sum + l.amount, 0) +
    (local?.amount ?? 0);
  return {
    periods,
    gross,
    regularPay,
    overtimePay: gross - regularPay,
    pretax,
    taxableWages,
    ficaWages,
    stateWages,
    federal,
    socialSecurity: socialSecurityTax,
    medicare: medicareTax,
    additionalMedicare,
    state,
    stateIncomeTax,
    leave,
    local,
    notes,
    beforeAfterTax: gross - pretax.total - taxes,
  };
}

/**
 * Which state figures a result uses, in a few words: `2026 figures`; `2025 figures; 2026 not
 * confirmed` for a state on an earlier year; `2026 law; withholding tables not confirmed` for one
 * worked from the statute because its tables were not seen.
 */
export function stateFigures(rule: Pick<StateRule, 'taxYear' | 'confirmed2026'>): string {
  if (rule.confirmed2026) return `${rule.taxYear} figures`;
  return rule.taxYear < 2026
    ? `${rule.taxYear} figures; 2026 not confirmed`
    : `${rule.taxYear} law; withholding tables not confirmed`;
}

const FEDERAL_SOURCE = `IRS Pub. 15-T (${federalTaxYear}), Worksheet 1A; Rev. Proc. 2025-32`;

export function compute(input: Input): Result {
  const w = work(input);
  const rule = input.state === 'none' ? null : stateRules[input.state];
  const stateSource = rule ? `${rule.source} (${stateFigures(rule)})` : '';
  const lines: PayLine[] = [
    {
      id: 'retirement',
      label: '401(k) / 403(b), pre-tax',
      kind: 'pretax',
      amount: w.pretax.retirement,
      source: 'Lowers income tax, not FICA (IRC § 402(g), § 3121(v))',
    },
    {
      id: 'section125',
      label: 'Health, dental, vision (section 125)',
      kind: 'pretax',
      amount: w.pretax.section125,
      source: 'Exempt from income tax and FICA (IRC § 125)',
    },
    {
      id: 'hsa',
      label: 'HSA / FSA (section 125)',
      kind: 'pretax',
      amount: w.pretax.hsa,
      source: 'Exempt from income tax and FICA (IRC §§ 125, 223)',
    },
    {
      id: 'federal',
      label: 'Federal income tax',
      kind: 'tax',
      amount: w.federal.perPeriod,
      source: FEDERAL_SOURCE,
    },
    {
      id: 'socialSecurity',
      label: 'Social Security (6.2%)',
      kind: 'tax',
      amount: w.socialSecurity,
      source: 'SSA: 6.2% to the $184,500 wage base (2026)',
    },
    {
      id: 'medicare',
      label: 'Medicare (1.45%)',
      kind: 'tax',
      amount: w.medicare,
      source: 'IRC § 3101(b): 1.45%, no wage cap',
    },
    {
      id: 'additionalMedicare',
      label: 'Additional Medicare (0.9%)',
      kind: 'tax',
      amount: w.additionalMedicare,
      source: 'IRC § 3102(f): 0.9% withheld over $200,000',
    },
    ...(rule
      ? [
          {
            id: 'state',
            label: rule.brackets
              ? `State income tax (${rule.name})`
              : `State income tax (${rule.name}: none on wages)`,
            kind: 'tax' as const,
            amount: w.stateIncomeTax,
            source: stateSource,
          },
        ]
      : []),
    ...w.leave,
    ...(w.local ? [w.local] : []),
    {
      id: 'roth',
      label: 'Roth 401(k), after tax',
      kind: 'posttax',
      amount: input.roth401k,
      source: 'Taxed now, withdrawn tax-free (IRC § 402A)',
    },
    {
      id: 'afterTax',
      label: 'Other after-tax deductions',
      kind: 'posttax',
      amount: input.afterTaxDeductions,
      source: 'As entered',
    },
  ];
  const totalTaxes = lines.filter((l) => l.kind === 'tax').reduce((sum, l) => sum + l.amount, 0);
  const netPay = w.beforeAfterTax - input.roth401k - input.afterTaxDeductions;
  const leaveTotal = w.leave.reduce((sum, l) => sum + l.amount, 0);
  return {
    periods: w.periods,
    payType: input.payType,
    grossPay: w.gross,
    regularPay: w.regularPay,
    overtimePay: w.overtimePay,
    taxableWages: w.taxableWages,
    ficaWages: w.ficaWages,
    stateWages: w.stateWages,
    retirement401k: w.pretax.retirement,
    healthInsurance: w.pretax.section125,
    hsa: w.pretax.hsa,
    federalIncomeTax: w.federal.perPeriod,
    socialSecurity: w.socialSecurity,
    medicare: w.medicare,
    additionalMedicare: w.additionalMedicare,
    stateIncomeTax: w.stateIncomeTax,
    leaveContributions: leaveTotal,
    localTax: w.local?.amount ?? 0,
    state: input.state,
    stateTaxYear: rule?.taxYear ?? null,
    stateFigures: rule ? stateFigures(rule) : null,
    stateConfirmed2026: rule ? rule.confirmed2026 : null,
    notes: w.notes,
    roth401k: input.roth401k,
    afterTaxDeductions: input.afterTaxDeductions,
    totalTaxes,
    netPay,
    effectiveTaxRate: (totalTaxes / w.gross) * 100,
    lines,
    federal: {
      annualWages: w.federal.annualWages,
      adjustedAnnualWage: w.federal.adjustedAnnualWage,
      line1g: w.federal.line1g,
      annualTax: w.federal.annualTax,
      marginalRate: w.federal.marginalRate,
      perPeriodBeforeExtra: w.federal.perPeriodBeforeExtra,
      perPeriod: w.federal.perPeriod,
      taxYear: federalTaxYear,
    },
    annual: {
      gross: w.gross * w.periods,
      federalIncomeTax: w.federal.perPeriod * w.periods,
      socialSecurity: w.socialSecurity * w.periods,
      medicare: (w.medicare + w.additionalMedicare) * w.periods,
      stateIncomeTax: w.stateIncomeTax * w.periods,
      totalTaxes: totalTaxes * w.periods,
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
  const w = work(input);
  const periods = r.periods;
  const per = periods === 1 ? 'a year' : `× ${periods} paychecks`;
  const steps: string[] = [];
  if (input.payType === 'hourly')
    steps.push(
      `Gross pay = ${money(input.hourlyRate ?? 0)} × ${regularHoursOf(input)} regular hours${input.overtimeHours > 0 ? ` + ${money(input.hourlyRate ?? 0)} × ${input.overtimeMultiplier} × ${input.overtimeHours} overtime hours` : ''} = ${money(r.grossPay)}`,
    );
  steps.push(
    `Taxable wages = ${money(r.grossPay)} − ${money(r.retirement401k)} 401(k) − ${money(r.healthInsurance)} health${r.hsa > 0 ? ` − ${money(r.hsa)} HSA/FSA` : ''} = ${money(r.taxableWages)} per paycheck`,
    `Federal (IRS Pub 15-T Worksheet 1A, ${federalTaxYear}, ${statusWords[input.filingStatus]}${input.w4Step2 ? ', Step 2 box checked' : ''}): ${money(r.taxableWages)} ${per} = ${money(r.federal.annualWages)}${input.w4OtherIncome > 0 ? ` + ${money(input.w4OtherIncome)} Step 4(a)` : ''}; minus ${money(r.federal.line1g)} (line 1g)${input.w4Deductions > 0 ? ` and ${money(input.w4Deductions)} Step 4(b)` : ''} = ${money(r.federal.adjustedAnnualWage)} adjusted annual wage`,
    `Annual percentage method table on ${money(r.federal.adjustedAnnualWage)} = ${money(r.federal.annualTax)} a year (top rate ${pct(r.federal.marginalRate * 100)})${input.w4Credits > 0 ? `, minus ${money(input.w4Credits)} W-4 Step 3 credits` : ''}, ÷ ${periods} = ${money(r.federal.perPeriodBeforeExtra)}${input.extraWithholding > 0 ? ` + ${money(input.extraWithholding)} extra = ${money(r.federalIncomeTax)}` : ''} per paycheck`,
    `Social Security: 6.2% of ${money(r.ficaWages)} (401(k) money is still taxed for FICA; section 125 premiums and HSA/FSA are not)${r.ficaWages * periods > socialSecurity.wageBase ? `, capped at the ${money(socialSecurity.wageBase)} wage base and spread over the year` : ''} = ${money(r.socialSecurity)}`,
    `Medicare: 1.45% of ${money(r.ficaWages)} = ${money(r.medicare)}${r.additionalMedicare > 0 ? `; plus 0.9% on wages above ${money(medicare.additionalWithholdingThreshold)} a year, averaged = ${money(r.additionalMedicare)}` : ''}`,
  );
  if (w.state) {
    const rule = stateRules[w.state.code];
    steps.push(
      rule.brackets
        ? `${rule.name} (${stateFigures(rule)}): ${money(r.stateWages * periods)} − ${money(w.state.deduction)} deductions and exemptions${rule.federalTaxDeductible ? ` (federal income tax withheld, ${money(r.annual.federalIncomeTax)} a year, included${w.state.code === 'OR' ? ' up to Oregon’s cap' : ''})` : ''} = ${money(w.state.taxable)}; tax ${money(w.state.scheduleTax)}${w.state.credit > 0 || w.state.surtax > 0 ? `${w.state.credit > 0 ? ` − ${money(w.state.credit)} credit` : ''}${w.state.surtax > 0 ? ` + ${money(w.state.surtax)} surtax` : ''} = ${money(w.state.annualTax)}` : ''} a year, ${money(r.stateIncomeTax)} per paycheck`
        : `${rule.name}: no state income tax`,
    );
    steps.push(rule.note);
    for (const line of w.leave)
      steps.push(`${line.label}: ${money(line.amount)} per paycheck (${line.source})`);
    if (w.local) steps.push(`${w.local.label}: ${money(w.local.amount)} per paycheck (${w.local.source})`);
  } else steps.push('No state selected, so state income tax and state payroll deductions are left out.');
  const post = input.roth401k + input.afterTaxDeductions;
  steps.push(
    `Net pay = ${money(r.grossPay)} − ${money(r.retirement401k + r.healthInsurance + r.hsa)} pre-tax − ${money(r.totalTaxes)} taxes${post > 0 ? ` − ${money(post)} after-tax deductions` : ''} = ${money(r.netPay)}`,
    'An estimate: Social Security, Medicare, wage caps and state tax are spread evenly over the year (real paychecks stop Social Security once the wage base is reached), and dependants beyond W-4 Step 3 are left out.',
  );
  return {
    formula:
      'Net pay = gross − pre-tax deductions − federal income tax withholding − Social Security (6.2%) − Medicare (1.45%, +0.9% over $200,000) − state and local income tax − state disability and paid-leave contributions − after-tax deductions',
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
    note: 'A married employee in California paid $9,500 a month, with California SDI taken out',
  },
  {
    input: {
      payType: 'hourly',
      hourlyRate: 28,
      regularHours: 80,
      overtimeHours: 6,
      payFrequency: 'biweekly',
      filingStatus: 'single',
      state: 'NY',
      local: 'nycResident',
      retirementPercent: 5,
    },
    note: 'An hourly worker in New York City on $28 an hour with 6 hours of overtime in two weeks, saving 5% in a 401(k)',
  },
];

const PER = {
  weekly: 'week',
  biweekly: 'paycheck',
  semimonthly: 'paycheck',
  monthly: 'month',
  annual: 'year',
} as const;

const LOCAL_STATES = ['NY', 'PA', 'OH', 'MD'];
const TYPED_LOCAL = ['paEit', 'ohioCity', 'marylandCounty'];

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => {
    const v: Record<string, string | undefined> = pick(
      values,
      [
        'payType',
        'payFrequency',
        'filingStatus',
        'state',
        'local',
        'localRate',
        'retirement401k',
        'retirementPercent',
        'healthInsurance',
        'hsa',
        'roth401k',
        'afterTaxDeductions',
        'w4Step2',
        'w4Credits',
        'w4OtherIncome',
        'w4Deductions',
        'extraWithholding',
      ],
      ['grossPay', 'hourlyRate', 'regularHours', 'overtimeHours', 'overtimeMultiplier'],
    );
    // Hidden fields keep what was typed in them; they must not count or raise errors nobody sees.
    if (v.payType === 'hourly') delete v.grossPay;
    else
      for (const key of ['hourlyRate', 'regularHours', 'overtimeHours', 'overtimeMultiplier']) delete v[key];
    if (!LOCAL_STATES.includes(v.state ?? '')) delete v.local;
    if (!TYPED_LOCAL.includes(v.local ?? '')) delete v.localRate;
    return v;
  },
  present(input, result, explain) {
    const per = PER[input.payFrequency];
    const primary = {
      label: `Take-home pay per ${per}`,
      value: money(result.netPay),
      hint: `${money(result.annual.netPay, { whole: true })} a year`,
    };
    const secondary: ResultItem[] = [
      { label: `Gross pay per ${per}`, value: money(result.grossPay) },
      ...(result.overtimePay > 0 ? [{ label: 'Of which overtime', value: money(result.overtimePay) }] : []),
      { label: 'Federal income tax', value: money(result.federalIncomeTax) },
      {
        label: 'Social Security and Medicare',
        value: money(result.socialSecurity + result.medicare + result.additionalMedicare),
      },
      ...(input.state !== 'none' ? [{ label: 'State income tax', value: money(result.stateIncomeTax) }] : []),
      ...(result.leaveContributions > 0
        ? [
            {
              label: input.state === 'OR' ? 'Paid leave and transit tax' : 'State disability and paid leave',
              value: money(result.leaveContributions),
            },
          ]
        : []),
      ...(result.localTax > 0 ? [{ label: 'Local income tax', value: money(result.localTax) }] : []),
      ...(result.stateConfirmed2026 === false
        ? [
            {
              label: 'State figures',
              value: result.stateFigures ?? '',
              tone: 'warning' as const,
            },
          ]
        : []),
      { label: 'Taxes as a share of gross pay', value: percent(result.effectiveTaxRate, 1) },
    ];
    const keep = `You keep ${percent((result.netPay / result.grossPay) * 100, 1)} of your gross pay.`;
    const summary = result.notes.length ? result.notes.join(' ') : keep;
    // Federal, FICA and the state line always show (a $0 line says "none" as clearly as a figure);
    // optional deductions only when they are taken.
    const always = new Set(['federal', 'socialSecurity', 'medicare', 'state']);
    const shown = result.lines.filter((l) => l.amount !== 0 || always.has(l.id));
    const rows: [string, number, string][] = [
      ...(result.overtimePay > 0
        ? ([
            ['Regular pay', result.regularPay, 'Rate × regular hours'],
            ['Overtime pay', result.overtimePay, 'FLSA: at least 1.5× over 40 hours a week'],
          ] as [string, number, string][])
        : []),
      ['Gross pay', result.grossPay, ''],
      ...shown.map((l): [string, number, string] => [l.label, -l.amount, l.source]),
      ['Take-home pay', result.netPay, ''],
    ];
    return {
      primary,
      secondary,
      summary,
      summaryTone: result.notes.length ? 'warning' : undefined,
      tables: [
        {
          id: 'breakdown',
          caption: 'From gross to take-home pay, line by line',
          columns: [
            { label: 'Line' },
            { label: `Per ${per}`, numeric: true },
            { label: 'Per year', numeric: true },
            { label: 'Source' },
          ],
          rows: rows.map(([label, amount, source]) => [
            label,
            money(amount),
            money(amount * result.periods),
            source,
          ]),
          csv: {
            filename: 'paycheck-breakdown.csv',
            header: ['Line', `Per ${per}`, 'Per year', 'Source'],
            rows: rows.map(([label, amount, source]) => [label, amount, amount * result.periods, source]),
          },
        },
      ],
      explain,
      copyText: copyTextOf('Paycheck', [primary, ...secondary], summary),
    };
  },
});
