import type { z } from 'zod';
import { marginalCalculator, type MarginalResult } from './marginal';
import type { Example } from './types';

const calculator = marginalCalculator({
  total: 'Total cost',
  marginal: 'Marginal cost',
  file: 'marginal-cost.csv',
});

/**
 * mode "twoPoints": quantity1, total1 (total cost), quantity2, total2.
 * mode "table": rows, a list of { quantity, total } in production order.
 */
export const inputSchema = calculator.inputSchema;

export type Input = z.output<typeof inputSchema>;
export type Result = MarginalResult;

export const compute: (input: Input) => Result = calculator.compute;
export const explain = calculator.explain;

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

export default calculator.runner;
