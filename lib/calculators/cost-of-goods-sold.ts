import '@/lib/zod-jitless';
import { z } from 'zod';
import { numberField } from './fields';
import { money } from './format';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

const amount = (label: string) => numberField({ label, max: 1e12 });

export const inputSchema = z
  .object({
    /** Inventory value at the start of the period, in dollars. */
    beginningInventory: amount('Beginning inventory'),
    /** Purchases (and production costs) added during the period. */
    purchases: amount('Purchases'),
    /** Inventory value at the end of the period. */
    endingInventory: amount('Ending inventory'),
  })
  .refine((v) => v.endingInventory <= v.beginningInventory + v.purchases, {
    path: ['endingInventory'],
    message:
      "Ending inventory can't be more than beginning inventory plus purchases: that would make the cost of goods sold negative",
  });

export type Input = z.output<typeof inputSchema>;

export interface Result {
  /** Beginning inventory + purchases. */
  goodsAvailable: number;
  costOfGoodsSold: number;
}

export function compute(input: Input): Result {
  const goodsAvailable = input.beginningInventory + input.purchases;
  // The schema guarantees this is not negative; max() only absorbs rounding noise.
  return { goodsAvailable, costOfGoodsSold: Math.max(0, goodsAvailable - input.endingInventory) };
}

export function explain(input: Input, result: Result): Explanation {
  return {
    formula: 'Cost of goods sold = beginning inventory + purchases − ending inventory',
    steps: [
      `Goods available for sale = ${money(input.beginningInventory)} + ${money(input.purchases)} = ${money(result.goodsAvailable)}`,
      `Cost of goods sold = ${money(result.goodsAvailable)} − ${money(input.endingInventory)} = ${money(result.costOfGoodsSold)}`,
    ],
  };
}

export const examples: Example[] = [
  {
    input: { beginningInventory: 45_000, purchases: 120_000, endingInventory: 38_500 },
    note: 'A shop that starts the year with $45,000 of stock, buys $120,000 and ends with $38,500',
  },
];

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => pick(values, ['beginningInventory', 'purchases', 'endingInventory']),
  present(input, result, explain) {
    const primary = { label: 'Cost of goods sold', value: money(result.costOfGoodsSold) };
    const secondary = [
      { label: 'Goods available for sale', value: money(result.goodsAvailable) },
      { label: 'Left in ending inventory', value: money(input.endingInventory) },
    ];
    return {
      primary,
      secondary,
      tables: [],
      explain,
      copyText: copyTextOf('Cost of goods sold', [primary, ...secondary]),
    };
  },
});
