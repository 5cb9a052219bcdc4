import '@/lib/zod-jitless';
import { z } from 'zod';
import { numberField } from './fields';
import { money, num, pct } from './format';
import { maxTaxRate } from './sales-tax';
import type { Example, Explanation } from './types';

export const inputSchema = z.object({
  /** The amount paid, tax included, in dollars. */
  total: numberField({ label: 'Total paid', max: 1e9 }),
  /** Combined sales tax rate (state + local), in percent. */
  rate: numberField({ label: 'Sales tax rate', max: maxTaxRate, unit: '%' }),
});

export type Input = z.output<typeof inputSchema>;

export interface Result {
  /** Price before tax. */
  price: number;
  tax: number;
  total: number;
}

export function compute(input: Input): Result {
  const price = input.total / (1 + input.rate / 100);
  return { price, tax: input.total - price, total: input.total };
}

export function explain(input: Input, result: Result): Explanation {
  const factor = 1 + input.rate / 100;
  return {
    formula: 'Price before tax = total ÷ (1 + rate ÷ 100); sales tax = total − price before tax',
    steps: [
      `1 + ${pct(input.rate, 4)} = ${num(factor, 6)}`,
      `Price before tax = ${money(input.total)} ÷ ${num(factor, 6)} = ${money(result.price)}`,
      `Sales tax = ${money(input.total)} − ${money(result.price)} = ${money(result.tax)}`,
    ],
  };
}

export const examples: Example[] = [
  { input: { total: 108.25, rate: 8.25 }, note: 'A $108.25 receipt at an 8.25% combined rate' },
];
