import type { z } from 'zod';
import { marginalCalculator, type MarginalResult } from './marginal';
import type { Example } from './types';

const calculator = marginalCalculator({
  total: 'Total revenue',
  marginal: 'Marginal revenue',
  file: 'marginal-revenue.csv',
});

/**
 * mode "twoPoints": quantity1, total1 (total revenue), quantity2, total2.
 * mode "table": rows, a list of { quantity, total } in order of quantity sold.
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
      quantity1: 200,
      total1: 9000,
      quantity2: 250,
      total2: 10_750,
    },
    note: 'A price cut that lifts sales from 200 to 250 units and revenue from $9,000 to $10,750',
  },
  {
    input: {
      mode: 'table',
      rows: [
        { quantity: 0, total: 0 },
        { quantity: 10, total: 500 },
        { quantity: 20, total: 900 },
        { quantity: 30, total: 1200 },
      ],
    },
    note: 'Revenue at falling prices: each extra ten units adds less',
  },
];

export default calculator.runner;
