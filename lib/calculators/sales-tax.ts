import '@/lib/zod-jitless';
import { z } from 'zod';
import { numberField } from './fields';
import { money, pct } from './format';
import type { Example, Explanation } from './types';

/** Highest combined sales tax or VAT rate accepted; real rates stay well below this. */
export const maxTaxRate = 50;

export const inputSchema = z.object({
  /** Price before tax, in dollars. */
  price: numberField({ label: 'Price before tax', max: 1e9 }),
  /** Combined sales tax rate (state + local), in percent. */
  rate: numberField({ label: 'Sales tax rate', max: maxTaxRate, unit: '%' }),
});

export type Input = z.output<typeof inputSchema>;

export interface Result {
  price: number;
  tax: number;
  total: number;
}

export function compute(input: Input): Result {
  const tax = (input.price * input.rate) / 100;
  return { price: input.price, tax, total: input.price + tax };
}

export function explain(input: Input, result: Result): Explanation {
  return {
    formula: 'Sales tax = price × rate ÷ 100; total = price + sales tax',
    steps: [
      `Sales tax = ${money(input.price)} × ${pct(input.rate, 4)} = ${money(result.tax)}`,
      `Total = ${money(input.price)} + ${money(result.tax)} = ${money(result.total)}`,
    ],
  };
}

export const examples: Example[] = [
  { input: { price: 249.99, rate: 8.25 }, note: 'A $249.99 purchase at an 8.25% combined rate' },
];
