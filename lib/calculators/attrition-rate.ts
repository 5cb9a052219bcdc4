import '@/lib/zod-jitless';
import { z } from 'zod';
import { numberField, numberFieldOr } from './fields';
import { num, pct } from './format';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { number, percent } from '@/lib/kit/numbers';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

const headcount = (label: string) => numberField({ label, max: 10_000_000, integer: true });

export const inputSchema = z
  .object({
    /** Employees who left during the period (voluntary and involuntary). */
    separations: headcount('Employees who left'),
    /** Headcount on the first day of the period. */
    startHeadcount: headcount('Headcount at the start'),
    /** Headcount on the last day of the period. */
    endHeadcount: headcount('Headcount at the end'),
    /** Length of the period in months (1 = a month, 3 = a quarter, 12 = a year); empty means 12. */
    periodMonths: numberFieldOr(
      {
        label: 'Period length',
        min: 1,
        max: 60,
        integer: true,
        unit: ' months',
        messages: { min: 'Period length must be at least 1 month' },
      },
      12,
    ),
  })
  .superRefine((v, ctx) => {
    if (v.startHeadcount + v.endHeadcount === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['endHeadcount'],
        message: "Average headcount can't be zero: enter the headcount at the start or the end",
      });
  });

export type Input = z.output<typeof inputSchema>;

export interface Result {
  averageHeadcount: number;
  /** Attrition for the period entered, in percent. */
  rate: number;
  /** rate × 12 ÷ months. */
  annualizedSimple: number;
  /**
   * 1 − (1 − rate)^(12 ÷ months): the yearly rate if the same share kept leaving each period.
   * null when the period rate is 100% or more, where compounding means nothing.
   */
  annualizedCompound: number | null;
}

export function compute(input: Input): Result {
  const averageHeadcount = (input.startHeadcount + input.endHeadcount) / 2;
  const share = input.separations / averageHeadcount;
  const periods = 12 / input.periodMonths;
  return {
    averageHeadcount,
    rate: share * 100,
    annualizedSimple: share * periods * 100,
    annualizedCompound: share < 1 ? (1 - Math.pow(1 - share, periods)) * 100 : null,
  };
}

export function explain(input: Input, r: Result): Explanation {
  const months = input.periodMonths;
  const steps = [
    `Average headcount = (${num(input.startHeadcount)} + ${num(input.endHeadcount)}) ÷ 2 = ${num(r.averageHeadcount)}`,
    `Attrition = ${num(input.separations)} ÷ ${num(r.averageHeadcount)} × 100 = ${pct(r.rate)} over ${months === 1 ? '1 month' : `${months} months`}`,
  ];
  if (months !== 12) {
    steps.push(
      `Annualised by simple scaling: ${pct(r.rate)} × 12 ÷ ${months} = ${pct(r.annualizedSimple)} a year`,
    );
    steps.push(
      r.annualizedCompound === null
        ? 'Annualised with compounding: not meaningful, because as many people left as the average headcount.'
        : `Annualised with compounding: 1 − (1 − ${num(r.rate / 100, 4)})^(12 ÷ ${months}) = ${pct(r.annualizedCompound)} a year (assumes the same share leaves each period)`,
    );
  }
  return {
    formula: 'Attrition rate = separations ÷ ((headcount at start + headcount at end) ÷ 2) × 100',
    steps,
  };
}

export const examples: Example[] = [
  {
    input: { separations: 9, startHeadcount: 120, endHeadcount: 130, periodMonths: 3 },
    note: 'A 120-person company that lost 9 people in a quarter while growing to 130',
  },
];

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => pick(values, ['separations', 'startHeadcount', 'endHeadcount', 'periodMonths']),
  present(input, result, explain) {
    const months = input.periodMonths;
    const period = months === 12 ? 'for the year' : months === 1 ? 'for the month' : `over ${months} months`;
    const primary = { label: `Attrition rate ${period}`, value: percent(result.rate, 2) };
    const secondary = [
      { label: 'Average headcount', value: number(result.averageHeadcount, 1) },
      ...(months !== 12
        ? [
            {
              label: 'Annualized (simple)',
              value: percent(result.annualizedSimple, 2),
              hint: `× 12 ÷ ${months}`,
            },
            ...(result.annualizedCompound !== null
              ? [
                  {
                    label: 'Annualized (compounded)',
                    value: percent(result.annualizedCompound, 2),
                    hint: 'If the same share kept leaving',
                  },
                ]
              : []),
          ]
        : []),
    ];
    return {
      primary,
      secondary,
      tables: [],
      explain,
      copyText: copyTextOf('Attrition rate', [primary, ...secondary]),
    };
  },
});
