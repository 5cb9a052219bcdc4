import '@/lib/zod-jitless';
import { z } from 'zod';
import { todayIso } from '@/lib/kit/dates';
import {
  bendPoints2026,
  bendPointYear,
  delayedCredit,
  earliestClaimAge,
  earlyReduction,
  fullRetirementAge,
  piaFactors,
} from './data/social-security';
import { dateField, numberField, numberFieldOr, optionalNumberField } from './fields';
import { money, num, pct } from './format';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { percent } from '@/lib/kit/numbers';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

export const maxAime = 20_000;

export const inputSchema = z
  .object({
    /** Average indexed monthly earnings, in dollars (from SSA's record or an estimate). */
    aime: numberField({ label: 'Average indexed monthly earnings', max: maxAime }),
    /** Date of birth, YYYY-MM-DD (1943-01-02 or later). */
    birthDate: dateField('Date of birth', 1943, 2010),
    /** Age when benefits start, whole years 62-70; empty means at full retirement age. */
    claimAgeYears: optionalNumberField({
      label: 'Claiming age',
      min: earliestClaimAge,
      max: delayedCredit.lastAge,
      integer: true,
      messages: {
        min: 'Retirement benefits start at 62 at the earliest',
        max: 'Delayed credits stop at 70, so there is no gain in claiming later',
      },
    }),
    /** Extra months on top of claimAgeYears (0-11); empty means 0. */
    claimAgeMonths: numberFieldOr({ label: 'Months', max: 11, integer: true }, 0),
    /**
     * The date the estimate is made on, YYYY-MM-DD: benefits can't start before it. Not a form
     * field; the page passes the visitor's today, and empty means today.
     */
    asOf: z.preprocess(
      (value) => (value === undefined || value === null || value === '' ? todayIso() : value),
      dateField('Today’s date', 1990, 2200),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.birthDate === '1943-01-01')
      ctx.addIssue({
        code: 'custom',
        path: ['birthDate'],
        message:
          'Born on 1 January 1943 you count as born in 1942; this calculator covers 2 January 1943 or later',
      });
    if (v.claimAgeYears === delayedCredit.lastAge && v.claimAgeMonths > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['claimAgeMonths'],
        message: 'Delayed credits stop at 70: 70 and 0 months is the latest claiming age that adds anything',
      });
    if (v.birthDate === '1943-01-01' || v.claimAgeYears === undefined) return;
    const now = ageInMonths(v.birthDate, v.asOf);
    const earliest = earliestClaimMonths(now);
    if (v.claimAgeYears * 12 + v.claimAgeMonths < earliest && earliest > earliestClaimAge * 12)
      ctx.addIssue({
        code: 'custom',
        path: ['claimAgeYears'],
        message: `You are ${ageText(split(now))} now, so benefits can start at ${ageText(split(earliest))} at the earliest`,
      });
  });

export type Input = z.output<typeof inputSchema>;

export type Age = { years: number; months: number };

export interface Result {
  /** The year the worker turns 62. */
  eligibilityYear: number;
  /** 2026 for everyone: the estimate is in 2026 dollars (see data/social-security). */
  bendPointYear: number;
  bendPoints: [number, number];
  /** 90%, 32% and 15% portions of AIME. */
  portions: [number, number, number];
  /** Primary insurance amount, rounded down to the dime as SSA does: the monthly benefit at full retirement age. */
  pia: number;
  fullRetirementAge: Age;
  /** Age on the date of the estimate, in whole months as SSA counts them. */
  ageNow: Age;
  /** The earliest age benefits can start: 62, or the current age for someone already older. */
  earliestClaim: Age;
  claimAge: Age;
  /** True when no age was chosen and full retirement age has already passed, so benefits start now. */
  claimNow: boolean;
  /** Months claimed before (positive) full retirement age; 0 when at or after. */
  monthsEarly: number;
  /** Months claimed after full retirement age (up to 70). */
  monthsDelayed: number;
  /** Change from the PIA in percent: −30 at 62 with FRA 67, +24 at 70. */
  adjustmentPercent: number;
  /** Monthly benefit at the claiming age, rounded down to the dollar as SSA does. */
  monthlyBenefit: number;
  annualBenefit: number;
  /** The monthly benefit from the earliest claiming age, then at each birthday after it, to 70. */
  byClaimAge: { age: Age; monthly: number; adjustmentPercent: number }[];
}

const split = (months: number): Age => ({ years: Math.floor(months / 12), months: months % 12 });

/**
 * Age in whole months on `asOf`. SSA holds that a person attains an age the day before the
 * birthday (20 CFR 404.2(c)(4)), so the age is counted from the day before the date of birth.
 */
export function ageInMonths(birthDate: string, asOf: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const eve = new Date(Date.UTC(by, bm - 1, bd - 1));
  const [y, m, d] = asOf.split('-').map(Number) as [number, number, number];
  const months = (y - eve.getUTCFullYear()) * 12 + (m - 1 - eve.getUTCMonth());
  return d < eve.getUTCDate() ? months - 1 : months;
}

/** Benefits can't start in the past: the earliest start is 62, or the current age if later. */
export function earliestClaimMonths(ageNowMonths: number): number {
  return Math.max(earliestClaimAge * 12, ageNowMonths);
}

export const ageText = ({ years, months }: Age) =>
  months === 0 ? `${years}` : `${years} and ${months} month${months === 1 ? '' : 's'}`;

const monthsText = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

/**
 * SSA treats people as attaining an age the day before their birthday: someone born on the 1st
 * of a month counts as born in the previous month (and on 1 January, in the previous year).
 */
function effectiveBirth(birthDate: string): { year: number; month: number } {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  if (d !== 1) return { year: y, month: m };
  return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
}

function adjustmentFor(
  claimMonths: number,
  fraMonths: number,
): { early: number; delayed: number; percent: number } {
  const early = Math.max(0, fraMonths - claimMonths);
  const delayed = Math.max(0, Math.min(claimMonths, delayedCredit.lastAge * 12) - fraMonths);
  const reduction =
    Math.min(early, earlyReduction.firstMonths) * earlyReduction.firstRate +
    Math.max(0, early - earlyReduction.firstMonths) * earlyReduction.laterRate;
  return { early, delayed, percent: (delayed * delayedCredit.perMonth - reduction) * 100 };
}

/** SSA rounds the PIA down to the dime and the payable benefit down to the dollar. */
const floorTo = (n: number, step: number) => Math.floor(n / step + 1e-9) * step;

export function compute(input: Input): Result {
  const birth = effectiveBirth(input.birthDate);
  const eligibilityYear = birth.year + earliestClaimAge;
  const bendPoints: [number, number] = [bendPoints2026[0], bendPoints2026[1]];
  const [b1, b2] = bendPoints;
  const a = input.aime;
  const portions: [number, number, number] = [
    piaFactors[0] * Math.min(a, b1),
    piaFactors[1] * Math.max(0, Math.min(a, b2) - b1),
    piaFactors[2] * Math.max(0, a - b2),
  ];
  const pia = Math.round(floorTo(portions[0] + portions[1] + portions[2], 0.1) * 10) / 10;
  const fra = fullRetirementAge(birth.year);
  const fraMonths = fra.years * 12 + fra.months;
  const nowMonths = ageInMonths(input.birthDate, input.asOf);
  const earliest = earliestClaimMonths(nowMonths);
  const claimNow = input.claimAgeYears === undefined && fraMonths < earliest;
  const claimMonths =
    input.claimAgeYears === undefined
      ? Math.max(fraMonths, earliest)
      : input.claimAgeYears * 12 + input.claimAgeMonths;
  const adjustment = adjustmentFor(claimMonths, fraMonths);
  const monthlyBenefit = floorTo(pia * (1 + adjustment.percent / 100), 1);
  const row = (months: number) => {
    const adj = adjustmentFor(months, fraMonths);
    return {
      age: split(months),
      monthly: floorTo(pia * (1 + adj.percent / 100), 1),
      adjustmentPercent: adj.percent,
    };
  };
  const byClaimAge = [row(earliest)];
  for (let age = Math.floor(earliest / 12) + 1; age <= delayedCredit.lastAge; age++)
    byClaimAge.push(row(age * 12));
  return {
    eligibilityYear,
    bendPointYear,
    bendPoints,
    portions,
    pia,
    fullRetirementAge: fra,
    ageNow: split(nowMonths),
    earliestClaim: split(earliest),
    claimAge: split(claimMonths),
    claimNow,
    monthsEarly: adjustment.early,
    monthsDelayed: adjustment.delayed,
    adjustmentPercent: adjustment.percent,
    monthlyBenefit,
    annualBenefit: monthlyBenefit * 12,
    byClaimAge,
  };
}

export function explain(input: Input, r: Result): Explanation {
  const [b1, b2] = r.bendPoints;
  const steps = [
    `The ${r.bendPointYear} bend points, ${money(b1)} and ${money(b2)}, apply: the estimate is in ${r.bendPointYear} dollars and takes your AIME as indexed to ${r.bendPointYear} wage levels (SSA uses the bend points of the year you turn 62, ${r.eligibilityYear}, then adds each year's cost-of-living increase)`,
    `90% of the first ${money(Math.min(input.aime, b1))} = ${money(r.portions[0])}`,
    `32% of ${money(Math.max(0, Math.min(input.aime, b2) - b1))} between the bend points = ${money(r.portions[1])}`,
    `15% of ${money(Math.max(0, input.aime - b2))} above ${money(b2)} = ${money(r.portions[2])}`,
    `PIA = ${money(r.portions[0] + r.portions[1] + r.portions[2])}, rounded down to the dime: ${money(r.pia)} a month at full retirement age`,
    `Full retirement age for your birth date: ${ageText(r.fullRetirementAge)}`,
  ];
  if (r.earliestClaim.years * 12 + r.earliestClaim.months > earliestClaimAge * 12)
    steps.push(
      `You are ${ageText(r.ageNow)} now, so benefits can start at ${ageText(r.earliestClaim)} at the earliest${r.claimNow ? '; full retirement age has passed, so the estimate starts them now' : ''}`,
    );
  if (r.monthsEarly > 0) {
    const first = Math.min(r.monthsEarly, earlyReduction.firstMonths);
    const later = r.monthsEarly - first;
    steps.push(
      `Claiming at ${ageText(r.claimAge)} is ${monthsText(r.monthsEarly)} early: ${first} × 5/9 of 1%${later > 0 ? ` + ${later} × 5/12 of 1%` : ''} = ${pct(-r.adjustmentPercent)} less`,
    );
  } else if (r.monthsDelayed > 0)
    steps.push(
      `Claiming at ${ageText(r.claimAge)} is ${monthsText(r.monthsDelayed)} after full retirement age: ${r.monthsDelayed} × 2/3 of 1% = ${pct(r.adjustmentPercent)} more in delayed retirement credits`,
    );
  else steps.push(`Claiming at full retirement age pays the full PIA`);
  steps.push(
    `Monthly benefit = ${money(r.pia)} × ${num(1 + r.adjustmentPercent / 100, 4)} = ${money(r.pia * (1 + r.adjustmentPercent / 100))}, rounded down to the dollar: ${money(r.monthlyBenefit)} (${money(r.annualBenefit)} a year)`,
    'Not included: cost-of-living increases after 2026, the earnings test if you work while claiming early, and spouse or survivor benefits.',
  );
  return {
    formula:
      'PIA = 90% of AIME up to the first bend point + 32% up to the second + 15% above it; early claiming −5/9 of 1% a month for 36 months, then −5/12 of 1%; delayed claiming +2/3 of 1% a month to age 70',
    steps,
  };
}

export const examples: Example[] = [
  {
    input: { aime: 6000, birthDate: '1970-07-15', claimAgeYears: 62, claimAgeMonths: 0 },
    note: 'Someone born in July 1970 with average indexed earnings of $6,000 a month, claiming at 62',
  },
  {
    input: { aime: 6000, birthDate: '1970-07-15', claimAgeYears: 70 },
    note: 'The same worker waiting until 70',
  },
];

const age = ageText;

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  // Claiming can't start before today, so the visitor's date goes in with what they typed.
  input: (values) => {
    const picked = pick(values, ['aime', 'birthDate', 'claimAgeYears', 'claimAgeMonths', 'asOf']);
    return { ...picked, asOf: picked.asOf || todayIso() };
  },
  present(_input, result, explain) {
    const primary = {
      label: `Monthly benefit ${result.claimNow ? 'starting now, at' : 'claiming at'} ${age(result.claimAge)}`,
      value: money(result.monthlyBenefit, { whole: true }),
      hint: `${money(result.annualBenefit, { whole: true })} a year, in 2026 dollars (2026 bend points; your AIME taken at 2026 wage levels)`,
    };
    const change = result.adjustmentPercent;
    const secondary = [
      { label: 'Full retirement age', value: age(result.fullRetirementAge) },
      { label: 'Benefit at full retirement age (PIA)', value: money(result.pia) },
      {
        label:
          change < 0
            ? 'Reduction for claiming early'
            : change > 0
              ? 'Credit for claiming later'
              : 'Adjustment for claiming age',
        value: change === 0 ? 'None' : percent(Math.abs(change), 2),
        tone: change < 0 ? ('bad' as const) : change > 0 ? ('good' as const) : undefined,
      },
    ];
    const first = result.byClaimAge[0];
    const at70 = result.byClaimAge.at(-1);
    const summary =
      first && at70 && first !== at70
        ? `Waiting from ${age(first.age)} to ${age(at70.age)} raises the monthly benefit from ${money(first.monthly, { whole: true })} to ${money(at70.monthly, { whole: true })}.`
        : first
          ? `At ${age(first.age)}, delayed credits have stopped growing: claiming now pays ${money(first.monthly, { whole: true })} a month.`
          : undefined;
    return {
      primary,
      secondary,
      summary,
      tables: [
        {
          id: 'by-age',
          caption:
            result.earliestClaim.years * 12 + result.earliestClaim.months > 62 * 12
              ? `Monthly benefit by claiming age, from your age now (${age(result.ageNow)})`
              : 'Monthly benefit by claiming age',
          columns: [
            { label: 'Claiming at' },
            { label: 'Monthly', numeric: true },
            { label: 'Change from PIA', numeric: true },
          ],
          rows: result.byClaimAge.map((row) => [
            age(row.age),
            money(row.monthly, { whole: true }),
            `${row.adjustmentPercent > 0 ? '+' : ''}${percent(row.adjustmentPercent, 2)}`,
          ]),
        },
      ],
      explain,
      copyText: copyTextOf('Social Security', [primary, ...secondary], summary),
    };
  },
});
