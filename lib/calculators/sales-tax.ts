import '@/lib/zod-jitless';
import { z } from 'zod';
import { roundCents, sum } from './decimal';
import { numberField } from './fields';
import { money, pct } from './format';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { percent } from '@/lib/kit/numbers';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf, type ResultItem, type ResultView } from '@/lib/tools/view';

/** Highest combined sales tax or VAT rate accepted; real rates stay well below this. */
export const maxTaxRate = 50;

/** Combined sales tax rate (state + local), in percent; the same field in both tax calculators. */
export const taxRateField = numberField({ label: 'Sales tax rate', max: maxTaxRate, unit: '%' });

export const inputSchema = z.object({
  /** Price before tax, in dollars. */
  price: numberField({ label: 'Price before tax', max: 1e9 }),
  rate: taxRateField,
});

export type Input = z.output<typeof inputSchema>;

/** A price split into the part before tax and the tax, in whole cents; both tax calculators. */
export interface TaxSplit {
  price: number;
  tax: number;
  /** price + tax. */
  total: number;
}

export type Result = TaxSplit;

/** Both tax calculators show the same three figures, leading with the one worked out. */
export function taxSplitView(
  title: string,
  primary: ResultItem,
  secondary: ResultItem[],
  explain: ResultView['explain'],
): ResultView {
  return { primary, secondary, tables: [], explain, copyText: copyTextOf(title, [primary, ...secondary]) };
}

export function compute(input: Input): Result {
  // Tax is charged in whole cents (SSUTA §324: half a cent rounds up). Rounding only for display
  // showed $1.15 + $0.58 = $1.72 at 50%, because 1.15 + 0.575 is 1.7249999… in binary.
  const tax = roundCents((input.price * input.rate) / 100);
  return { price: input.price, tax, total: sum(input.price, tax) };
}

export function explain(input: Input, result: Result): Explanation {
  return {
    formula:
      'Sales tax = price × rate ÷ 100, rounded to the cent (half a cent rounds up); total = price + sales tax',
    steps: [
      `Sales tax = ${money(input.price)} × ${pct(input.rate, 4)} = ${money(result.tax)}`,
      `Total = ${money(input.price)} + ${money(result.tax)} = ${money(result.total)}`,
    ],
  };
}

export const examples: Example[] = [
  { input: { price: 249.99, rate: 8.25 }, note: 'A $249.99 purchase at an 8.25% combined rate' },
];

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => pick(values, ['price', 'rate']),
  present(input, result, explain) {
    const primary = { label: 'Total with tax', value: money(result.total) };
    const secondary = [
      { label: `Sales tax at ${percent(input.rate, 4)}`, value: money(result.tax) },
      { label: 'Price before tax', value: money(result.price) },
    ];
    return taxSplitView('Sales tax', primary, secondary, explain);
  },
});
