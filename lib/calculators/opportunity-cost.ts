import '@/lib/zod-jitless';
import { z } from 'zod';
import { choiceField, numberField, textField } from './fields';
import { money, num, pct } from './format';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { percent } from '@/lib/kit/numbers';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

/** Whether the two returns are typed in dollars or as percentages of the amount. */
export const returnUnits = ['percent', 'value'] as const;

const returnField = (label: string) => numberField({ label, min: -1e13, max: 1e13 });

export const inputSchema = z
  .object({
    unit: choiceField(returnUnits, 'way of entering returns', 'percent'),
    /** The money (or its equivalent) either option ties up, in dollars. */
    amount: numberField({ label: 'Amount committed', max: 1e12, minExclusive: true }),
    /** Optional short names shown in the explanation, e.g. "Index fund". */
    chosenName: textField('Name of the option chosen', 60),
    foregoneName: textField('Name of the alternative', 60),
    /** Return of the option chosen, in % of the amount or in dollars (by `unit`). */
    chosenReturn: returnField('Return of the option chosen'),
    /** Return of the best alternative given up, same unit. */
    foregoneReturn: returnField('Return of the best alternative'),
  })
  .superRefine((v, ctx) => {
    if (v.unit !== 'percent') return;
    for (const [key, label] of [
      ['chosenReturn', 'Return of the option chosen'],
      ['foregoneReturn', 'Return of the best alternative'],
    ] as const) {
      if (v[key] < -100)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${label} can't be below -100%: that loses more than everything`,
        });
      if (v[key] > 10_000)
        ctx.addIssue({ code: 'custom', path: [key], message: `${label} can't be more than 10,000%` });
    }
  });

export type Input = z.output<typeof inputSchema>;

export interface Result {
  chosenValue: number;
  foregoneValue: number;
  /** Returns as a percentage of the amount. */
  chosenPercent: number;
  foregonePercent: number;
  /** foregone − chosen, in dollars: positive means the choice earns less than the alternative. */
  opportunityCost: number;
  /** The same difference in percentage points. */
  opportunityCostPoints: number;
  better: 'chosen' | 'foregone' | 'equal';
}

export function compute(input: Input): Result {
  const toValue = (r: number) => (input.unit === 'percent' ? (input.amount * r) / 100 : r);
  const toPercent = (r: number) => (input.unit === 'percent' ? r : (r / input.amount) * 100);
  const chosenValue = toValue(input.chosenReturn);
  const foregoneValue = toValue(input.foregoneReturn);
  const opportunityCost = foregoneValue - chosenValue;
  return {
    chosenValue,
    foregoneValue,
    chosenPercent: toPercent(input.chosenReturn),
    foregonePercent: toPercent(input.foregoneReturn),
    opportunityCost,
    opportunityCostPoints: toPercent(input.foregoneReturn) - toPercent(input.chosenReturn),
    better: opportunityCost > 0 ? 'foregone' : opportunityCost < 0 ? 'chosen' : 'equal',
  };
}

export function explain(input: Input, r: Result): Explanation {
  const chosen = input.chosenName || 'the option chosen';
  const foregone = input.foregoneName || 'the best alternative';
  const verdict =
    r.better === 'foregone'
      ? `Choosing ${chosen} costs ${money(r.opportunityCost)} (${num(r.opportunityCostPoints)} percentage points) compared with ${foregone}.`
      : r.better === 'chosen'
        ? `${capitalise(chosen)} earns ${money(-r.opportunityCost)} more than ${foregone}, so the choice has no net opportunity cost; what is given up is ${foregone}'s ${money(r.foregoneValue)}.`
        : `Both options return the same, so the choice costs nothing in return.`;
  return {
    formula: 'Opportunity cost = return of the best alternative given up − return of the option chosen',
    steps: [
      `${capitalise(chosen)}: ${pct(r.chosenPercent)} of ${money(input.amount)} = ${money(r.chosenValue)}`,
      `${capitalise(foregone)}: ${pct(r.foregonePercent)} of ${money(input.amount)} = ${money(r.foregoneValue)}`,
      `Opportunity cost = ${money(r.foregoneValue)} − ${money(r.chosenValue)} = ${money(r.opportunityCost)}`,
      verdict,
    ],
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const examples: Example[] = [
  {
    input: {
      unit: 'percent',
      amount: 20_000,
      chosenName: 'paying down the car loan',
      foregoneName: 'an index fund',
      chosenReturn: 4.5,
      foregoneReturn: 7,
    },
    note: '$20,000 used to pay off a 4.5% car loan instead of going into an index fund expected to return 7%',
  },
];

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) =>
    pick(values, ['unit', 'amount', 'chosenName', 'chosenReturn', 'foregoneName', 'foregoneReturn']),
  present(input, result, explain) {
    const chosen = input.chosenName || 'Your choice';
    const foregone = input.foregoneName || 'The alternative';
    const primary = {
      label: 'Opportunity cost',
      value: money(Math.max(0, result.opportunityCost)),
      tone: result.better === 'foregone' ? ('bad' as const) : ('good' as const),
    };
    const secondary = [
      {
        label: `${chosen} returns`,
        value: money(result.chosenValue),
        hint: percent(result.chosenPercent, 2),
      },
      {
        label: `${foregone} returns`,
        value: money(result.foregoneValue),
        hint: percent(result.foregonePercent, 2),
      },
      {
        label: 'Difference',
        value: `${percent(Math.abs(result.opportunityCostPoints), 2).replace('%', '')} percentage points`,
      },
    ];
    const summary =
      result.better === 'foregone'
        ? `${foregone} would have earned ${money(result.opportunityCost)} more.`
        : result.better === 'chosen'
          ? `${chosen} earns ${money(-result.opportunityCost)} more than ${foregone.toLowerCase()}, so the choice costs nothing in return.`
          : 'Both options return the same.';
    return {
      primary,
      secondary,
      summary,
      summaryTone: result.better === 'foregone' ? 'warning' : 'good',
      tables: [],
      explain,
      copyText: copyTextOf('Opportunity cost', [primary, ...secondary], summary),
    };
  },
});
