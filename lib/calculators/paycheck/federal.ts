import { federalBrackets, type FilingStatus, pub15TLine1g, standardDeduction } from '../data/payroll-2026';
import { marginalRate, taxFromSchedule } from '../data/state-income-tax';

type Schedule = readonly (readonly [number, number])[];

export interface W4 {
  status: FilingStatus;
  /** Step 2 box checked (two jobs, or both spouses working). */
  step2: boolean;
  /** Step 3: credits, a year. */
  credits: number;
  /** Step 4(a): other income, a year. */
  otherIncome: number;
  /** Step 4(b): deductions, a year. */
  deductions: number;
  /** Step 4(c): extra withholding per pay period. */
  extra: number;
}

export interface FederalWithholding {
  /** Worksheet 1A line 1c: the period's taxable wages × pay periods. */
  annualWages: number;
  /** Line 1i: the adjusted annual wage the table is applied to. */
  adjustedAnnualWage: number;
  /** Line 1g: $12,900 (joint) or $8,600, or nothing with the Step 2 box checked. */
  line1g: number;
  /** Line 2e/2f: tentative annual withholding from the table. */
  annualTax: number;
  /** The rate on the last dollar in the table used. */
  marginalRate: number;
  /** Withholding per period before Step 4(c), after Step 3 credits. */
  perPeriodBeforeExtra: number;
  /** Final withholding per period (line 4b). */
  perPeriod: number;
  /** The annual percentage method table used: [over, rate] rows. */
  table: Schedule;
}

/**
 * Pub 15-T's annual percentage method tables are the tax brackets moved up by the part of the
 * standard deduction that line 1g doesn't take off; with the Step 2 box checked every threshold is
 * halved (each of two jobs gets half the brackets and half the deduction) and line 1g is zero.
 */
export function percentageMethodTable(status: FilingStatus, step2: boolean): Schedule {
  const brackets = federalBrackets[status];
  if (step2) {
    const zero = standardDeduction[status] / 2;
    return [[0, 0], ...brackets.map(([from, rate]) => [zero + from / 2, rate] as const)];
  }
  const zero = standardDeduction[status] - pub15TLine1g[status];
  return [[0, 0], ...brackets.map(([from, rate]) => [zero + from, rate] as const)];
}

/**
 * IRS Publication 15-T (2026), Worksheet 1A, percentage method for automated payroll systems and a
 * 2020-or-later Form W-4.
 */
export function federalWithholding(periodWages: number, periods: number, w4: W4): FederalWithholding {
  const annualWages = periodWages * periods;
  const line1e = annualWages + w4.otherIncome;
  const line1g = w4.step2 ? 0 : pub15TLine1g[w4.status];
  const adjustedAnnualWage = Math.max(0, line1e - (w4.deductions + line1g));
  const table = percentageMethodTable(w4.status, w4.step2);
  const annualTax = taxFromSchedule(table, adjustedAnnualWage);
  const perPeriodBeforeExtra = Math.max(0, annualTax / periods - w4.credits / periods);
  return {
    annualWages,
    adjustedAnnualWage,
    line1g,
    annualTax,
    marginalRate: marginalRate(table, adjustedAnnualWage),
    perPeriodBeforeExtra,
    perPeriod: perPeriodBeforeExtra + w4.extra,
    table,
  };
}
