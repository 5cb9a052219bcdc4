import '@/lib/zod-jitless';
import { z } from 'zod';
import { clean } from './decimal';
import { choiceField, optionalNumberField } from './fields';
import { money, num, pct } from './format';
import {
  breakdown,
  breakdownSteps,
  pricingAmounts,
  pricingView,
  requireEntered,
  type PriceBreakdown,
  withoutSolvedField,
} from './pricing';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';

/** Which of the three the visitor wants worked out; the other two are entered. */
export const solveForOptions = ['price', 'cost', 'markup'] as const;

export const inputSchema = z.preprocess(
  withoutSolvedField,
  z
    .object({
      solveFor: choiceField(solveForOptions, 'value to work out', 'price'),
      ...pricingAmounts,
      /** Profit as a percentage of the cost; negative (down to just above −100%) for a loss. */
      markup: optionalNumberField({
        label: 'Markup',
        min: -100,
        minExclusive: true,
        max: 1_000_000,
        unit: '%',
      }),
    })
    .superRefine((v, ctx) => {
      requireEntered(v, ctx, ['cost', 'price', 'markup']);
    })
    .transform((v) => ({
      solveFor: v.solveFor,
      cost: v.cost ?? 0,
      price: v.price ?? 0,
      markup: v.markup ?? 0,
    })),
);

export type Input = z.output<typeof inputSchema>;
export type Result = PriceBreakdown;

export function compute(input: Input): Result {
  const factor = 1 + input.markup / 100;
  // A price on an exact half cent must show the cent above: 0.35 × 1.5 is 0.5249999999999999 in
  // binary, which showed $0.52 (and a $0.17 profit) instead of $0.53.
  if (input.solveFor === 'price') return breakdown(input.cost, clean(input.cost * factor));
  if (input.solveFor === 'cost') return breakdown(clean(input.price / factor), input.price);
  return breakdown(input.cost, input.price);
}

export function explain(input: Input, result: Result): Explanation {
  const factor = 1 + input.markup / 100;
  const first =
    input.solveFor === 'price'
      ? [
          `Price = ${money(input.cost)} × (1 + ${pct(input.markup)}) = ${money(input.cost)} × ${num(factor, 6)} = ${money(result.price)}`,
        ]
      : input.solveFor === 'cost'
        ? [
            `Cost = ${money(input.price)} ÷ (1 + ${pct(input.markup)}) = ${money(input.price)} ÷ ${num(factor, 6)} = ${money(result.cost)}`,
          ]
        : [];
  return {
    formula:
      'Markup = (price − cost) ÷ cost × 100, so price = cost × (1 + markup) and cost = price ÷ (1 + markup); margin = (price − cost) ÷ price × 100',
    steps: [...first, ...breakdownSteps(result)],
  };
}

export const examples: Example[] = [
  {
    input: { solveFor: 'price', cost: 36, markup: 50 },
    note: 'The price after a 50% markup on an item costing $36',
  },
];

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => pick(values, ['solveFor', 'cost', 'price', 'markup']),
  present: (input, result, explain) => pricingView('Markup', input.solveFor, result, explain),
});
