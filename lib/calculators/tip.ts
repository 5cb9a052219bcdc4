import '@/lib/zod-jitless';
import { z } from 'zod';
import { booleanField, numberField, numberFieldOr } from './fields';
import { money, num, pct } from './format';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { flag } from '@/lib/tools/fields';
import { number, percent } from '@/lib/kit/numbers';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

export const inputSchema = z.object({
  /** The bill before the tip, in dollars. */
  bill: numberField({ label: 'Bill amount', max: 1_000_000, minExclusive: true }),
  /** Tip as a percentage of the bill. */
  tipPercent: numberField({ label: 'Tip percentage', max: 100, unit: '%' }),
  /** How many people share the bill; empty means 1. */
  people: numberFieldOr({ label: 'Number of people', min: 1, max: 100, integer: true }, 1),
  /** Round each person's share up to a whole dollar (the extra goes to the tip). */
  roundUp: booleanField(),
});

export type Input = z.output<typeof inputSchema>;

export interface Result {
  /** Tip on the whole bill (after rounding, when rounding is on). */
  tip: number;
  /** Bill plus tip. */
  total: number;
  tipPerPerson: number;
  totalPerPerson: number;
  /** Share per person before rounding up. */
  exactTotalPerPerson: number;
  /** The tip actually paid as a percentage of the bill (differs from the input when rounding up). */
  effectiveTipPercent: number;
  rounded: boolean;
}

/** Rounds up to whole dollars, ignoring binary noise such as 25.000000000000004. */
function ceilDollars(n: number): number {
  return Math.ceil(n - 1e-9);
}

export function compute(input: Input): Result {
  const exactTip = (input.bill * input.tipPercent) / 100;
  const exactTotalPerPerson = (input.bill + exactTip) / input.people;
  const totalPerPerson = input.roundUp ? ceilDollars(exactTotalPerPerson) : exactTotalPerPerson;
  const total = input.roundUp ? totalPerPerson * input.people : input.bill + exactTip;
  const tip = total - input.bill;
  return {
    tip,
    total,
    tipPerPerson: tip / input.people,
    totalPerPerson,
    exactTotalPerPerson,
    effectiveTipPercent: (tip / input.bill) * 100,
    rounded: input.roundUp,
  };
}

export function explain(input: Input, result: Result): Explanation {
  const exactTip = (input.bill * input.tipPercent) / 100;
  const steps = [
    `Tip = ${money(input.bill)} × ${pct(input.tipPercent)} = ${money(exactTip)}`,
    `Total = ${money(input.bill)} + ${money(exactTip)} = ${money(input.bill + exactTip)}`,
  ];
  if (input.people > 1)
    steps.push(
      `Each of ${num(input.people, 0)} people pays ${money(input.bill + exactTip)} ÷ ${num(input.people, 0)} = ${money(result.exactTotalPerPerson)}`,
    );
  if (input.roundUp) {
    steps.push(
      `Rounded up to whole dollars: ${money(result.totalPerPerson)} each, ${money(result.total)} in all, so the tip becomes ${money(result.tip)} (${pct(result.effectiveTipPercent)} of the bill)`,
    );
  }
  return {
    formula: 'Tip = bill × tip % ÷ 100; total = bill + tip; per person = total ÷ people',
    steps,
  };
}

export const examples: Example[] = [
  {
    input: { bill: 86.4, tipPercent: 18, people: 3, roundUp: false },
    note: 'A $86.40 dinner for three with an 18% tip',
  },
  {
    input: { bill: 86.4, tipPercent: 18, people: 3, roundUp: true },
    note: 'The same dinner with each share rounded up to a whole dollar',
  },
];

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => ({
    ...pick(values, ['bill', 'tipPercent', 'people']),
    roundUp: flag(values, 'roundUp'),
  }),
  present(input, result, explain) {
    const shared = input.people > 1;
    const primary = shared
      ? { label: `Each of ${number(input.people, 0)} people pays`, value: money(result.totalPerPerson) }
      : { label: 'Total with tip', value: money(result.total) };
    const secondary = [
      { label: 'Tip', value: money(result.tip) },
      ...(shared
        ? [
            { label: 'Total with tip', value: money(result.total) },
            { label: 'Tip per person', value: money(result.tipPerPerson) },
          ]
        : []),
      ...(result.rounded
        ? [
            {
              label: 'Tip after rounding up',
              value: percent(result.effectiveTipPercent, 2),
              hint: `You asked for ${percent(input.tipPercent, 2)}`,
            },
          ]
        : []),
    ];
    return {
      primary,
      secondary,
      tables: [],
      explain,
      copyText: copyTextOf('Tip', [primary, ...secondary]),
    };
  },
});
