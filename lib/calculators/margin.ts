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
export const solveForOptions = ['price', 'cost', 'margin'] as const;

export const inputSchema = z.preprocess(
  withoutSolvedField,
  z
    .object({
      solveFor: choiceField(solveForOptions, 'value to work out', 'price'),
      ...pricingAmounts,
      /** Profit as a percentage of the selling price; negative for a loss. */
      margin: optionalNumberField({ label: 'Margin', min: -1_000_000, max: 100, unit: '%' }),
    })
    .superRefine((v, ctx) => {
      requireEntered(v, ctx, ['cost', 'price', 'margin']);
      if (v.solveFor !== 'margin' && v.margin !== undefined && v.margin >= 100)
        ctx.addIssue({
          code: 'custom',
          path: ['margin'],
          message: 'Margin must be less than 100%: at 100% the cost would be zero',
        });
    })
    .transform((v) => ({
      solveFor: v.solveFor,
      cost: v.cost ?? 0,
      price: v.price ?? 0,
      margin: v.margin ?? 0,
    })),
);

export type Input = z.output<typeof inputSchema>;
export type Result = PriceBreakdown;

export function compute(input: Input): Result {
  const keep = 1 - input.margin / 100;
  // Binary noise must not decide a half cent (see markup): 0.07 ÷ 0.4 is meant to be 0.175.
  if (input.solveFor === 'price') return breakdown(input.cost, clean(input.cost / keep));
  if (input.solveFor === 'cost') return breakdown(clean(input.price * keep), input.price);
  return breakdown(input.cost, input.price);
}

export function explain(input: Input, result: Result): Explanation {
  const keep = 1 - input.margin / 100;
  const first =
    input.solveFor === 'price'
      ? [
          `Price = ${money(input.cost)} ÷ (1 − ${pct(input.margin)}) = ${money(input.cost)} ÷ ${num(keep, 6)} = ${money(result.price)}`,
        ]
      : input.solveFor === 'cost'
        ? [
            `Cost = ${money(input.price)} × (1 − ${pct(input.margin)}) = ${money(input.price)} × ${num(keep, 6)} = ${money(result.cost)}`,
          ]
        : [];
  return {
    formula:
      'Margin = (price − cost) ÷ price × 100, so price = cost ÷ (1 − margin) and cost = price × (1 − margin); markup = (price − cost) ÷ cost × 100',
    steps: [...first, ...breakdownSteps(result)],
  };
}

export const examples: Example[] = [
  {
    input: { solveFor: 'price', cost: 36, margin: 40 },
    note: 'The price that earns a 40% margin on an item costing $36',
  },
  {
    input: { solveFor: 'margin', cost: 36, price: 60 },
    note: 'The margin and markup of an item bought for $36 and sold for $60',
  },
];

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => pick(values, ['solveFor', 'cost', 'price', 'margin']),
  present: (input, result, explain) => pricingView('Margin', input.solveFor, result, explain),
});
