import '@/lib/zod-jitless';
import { z } from 'zod';
import {
  bendPointsByYear,
  delayedCredit,
  earliestClaimAge,
  earlyReduction,
  fullRetirementAge,
  latestBendPointYear,
  piaFactors,
} from './data/social-security';
import { dateField, numberField, numberFieldOr, optionalNumberField } from './fields';
import { money, num, pct } from './format';
import type { Example, Explanation } from './types';

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
  });

export type Input = z.output<typeof inputSchema>;

export interface Result {
  /** The year the worker turns 62, whose bend points apply (capped at the latest published year). */
  eligibilityYear: number;
  bendPointYear: number;
  bendPoints: [number, number];
  /** 90%, 32% and 15% portions of AIME. */
  portions: [number, number, number];
  /** Primary insurance amount, rounded down to the dime as SSA does: the monthly benefit at full retirement age. */
  pia: number;
  fullRetirementAge: { years: number; months: number };
  claimAge: { years: number; months: number };
  /** Months claimed before (positive) full retirement age; 0 when at or after. */
  monthsEarly: number;
  /** Months claimed after full retirement age (up to 70). */
  monthsDelayed: number;
  /** Change from the PIA in percent: −30 at 62 with FRA 67, +24 at 70. */
  adjustmentPercent: number;
  /** Monthly benefit at the claiming age, rounded down to the dollar as SSA does. */
  monthlyBenefit: number;
  annualBenefit: number;
  /** The monthly benefit for claiming at each birthday from 62 to 70. */
  byClaimAge: { age: number; monthly: number; adjustmentPercent: number }[];
}

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
  const bendPointYear = Math.min(eligibilityYear, latestBendPointYear);
  const bendPoints = [...(bendPointsByYear[bendPointYear] ?? bendPointsByYear[latestBendPointYear]!)] as [
    number,
    number,
  ];
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
  const claimMonths =
    input.claimAgeYears === undefined ? fraMonths : input.claimAgeYears * 12 + input.claimAgeMonths;
  const adjustment = adjustmentFor(claimMonths, fraMonths);
  const monthlyBenefit = floorTo(pia * (1 + adjustment.percent / 100), 1);
  const byClaimAge = [];
  for (let age = earliestClaimAge; age <= delayedCredit.lastAge; age++) {
    const adj = adjustmentFor(age * 12, fraMonths);
    byClaimAge.push({
      age,
      monthly: floorTo(pia * (1 + adj.percent / 100), 1),
      adjustmentPercent: adj.percent,
    });
  }
  return {
    eligibilityYear,
    bendPointYear,
    bendPoints,
    portions,
    pia,
    fullRetirementAge: fra,
    claimAge: { years: Math.floor(claimMonths / 12), months: claimMonths % 12 },
    monthsEarly: adjustment.early,
    monthsDelayed: adjustment.delayed,
    adjustmentPercent: adjustment.percent,
    monthlyBenefit,
    annualBenefit: monthlyBenefit * 12,
    byClaimAge,
  };
}

const ageText = ({ years, months }: { years: number; months: number }) =>
  months === 0 ? `${years}` : `${years} and ${months} month${months === 1 ? '' : 's'}`;

export function explain(input: Input, r: Result): Explanation {
  const [b1, b2] = r.bendPoints;
  const steps = [
    r.eligibilityYear > r.bendPointYear
      ? `You turn 62 in ${r.eligibilityYear}; bend points for that year aren't published yet, so the ${r.bendPointYear} ones (${money(b1)} and ${money(b2)}) give an estimate in today's dollars`
      : `You turn 62 in ${r.eligibilityYear}, so that year's bend points apply: ${money(b1)} and ${money(b2)}`,
    `90% of the first ${money(Math.min(input.aime, b1))} = ${money(r.portions[0])}`,
    `32% of ${money(Math.max(0, Math.min(input.aime, b2) - b1))} between the bend points = ${money(r.portions[1])}`,
    `15% of ${money(Math.max(0, input.aime - b2))} above ${money(b2)} = ${money(r.portions[2])}`,
    `PIA = ${money(r.portions[0] + r.portions[1] + r.portions[2])}, rounded down to the dime: ${money(r.pia)} a month at full retirement age`,
    `Full retirement age for your birth date: ${ageText(r.fullRetirementAge)}`,
  ];
  if (r.monthsEarly > 0) {
    const first = Math.min(r.monthsEarly, earlyReduction.firstMonths);
    const later = r.monthsEarly - first;
    steps.push(
      `Claiming at ${ageText(r.claimAge)} is ${r.monthsEarly} months early: ${first} × 5/9 of 1%${later > 0 ? ` + ${later} × 5/12 of 1%` : ''} = ${pct(-r.adjustmentPercent)} less`,
    );
  } else if (r.monthsDelayed > 0)
    steps.push(
      `Claiming at ${ageText(r.claimAge)} is ${r.monthsDelayed} months after full retirement age: ${r.monthsDelayed} × 2/3 of 1% = ${pct(r.adjustmentPercent)} more in delayed retirement credits`,
    );
  else steps.push(`Claiming at full retirement age pays the full PIA`);
  steps.push(
    `Monthly benefit = ${money(r.pia)} × ${num(1 + r.adjustmentPercent / 100, 4)} = ${money(r.pia * (1 + r.adjustmentPercent / 100))}, rounded down to the dollar: ${money(r.monthlyBenefit)} (${money(r.annualBenefit)} a year)`,
    'Not included: cost-of-living increases from the year you turn 62, the earnings test if you work while claiming early, and spouse or survivor benefits.',
  );
  return {
    formula:
      'PIA = 90% of AIME up to the first bend point + 32% up to the second + 15% above it; early claiming −5/9 of 1% a month for 36 months, then −5/12 of 1%; delayed claiming +2/3 of 1% a month to age 70',
    steps,
  };
}

export const examples: Example[] = [
  {
    input: { aime: 6000, birthDate: '1964-07-15', claimAgeYears: 62, claimAgeMonths: 0 },
    note: 'Someone born in July 1964 with average indexed earnings of $6,000 a month, claiming at 62',
  },
  {
    input: { aime: 6000, birthDate: '1964-07-15', claimAgeYears: 70 },
    note: 'The same worker waiting until 70',
  },
];
