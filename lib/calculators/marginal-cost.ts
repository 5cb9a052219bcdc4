import '@/lib/zod-jitless';
import type { z } from 'zod';
import {
  computeMarginal,
  explainMarginal,
  marginalInput,
  marginalSchema,
  marginalView,
  type MarginalResult,
} from './marginal';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { defineRunner } from '@/lib/tools/runner';

const words = { total: 'Total cost', marginal: 'Marginal cost' };

/**
 * mode "twoPoints": quantity1, total1 (total cost), quantity2, total2.
 * mode "table": rows, a list of { quantity, total } in production order.
 */
export const inputSchema = marginalSchema(words);

export type Input = z.output<typeof inputSchema>;
export type Result = MarginalResult;

export function compute(input: Input): Result {
  return computeMarginal(input);
}

export function explain(input: Input, result: Result): Explanation {
  return explainMarginal(words, input, result);
}

export const examples: Example[] = [
  {
    input: {
      mode: 'twoPoints',
      quantity1: 1000,
      total1: 25_000,
      quantity2: 1500,
      total2: 32_500,
    },
    note: 'A bakery whose total cost rises from $25,000 to $32,500 when output goes from 1,000 to 1,500 cakes',
  },
  {
    input: {
      mode: 'table',
      rows: [
        { quantity: 0, total: 1000 },
        { quantity: 100, total: 1800 },
        { quantity: 200, total: 2500 },
        { quantity: 300, total: 3300 },
      ],
    },
    note: 'A production table: marginal cost falls, then rises again',
  },
];

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: marginalInput,
  present: (input, result, explain) =>
    marginalView(
      { marginal: 'Marginal cost', total: 'Total cost', file: 'marginal-cost.csv' },
      input,
      result,
      explain,
    ),
});
