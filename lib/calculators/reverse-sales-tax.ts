import '@/lib/zod-jitless';
import { z } from 'zod';
import { difference, roundCents } from './decimal';
import { numberField } from './fields';
import { money, num, pct } from './format';
import { taxRateField, taxSplitView, type TaxSplit } from './sales-tax';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { percent } from '@/lib/kit/numbers';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';

export const inputSchema = z.object({
  /** The amount paid, tax included, in dollars. */
  total: numberField({ label: 'Total paid', max: 1e9 }),
  rate: taxRateField,
});

export type Input = z.output<typeof inputSchema>;

/** The tax is the part of the total paid; the price is total − tax. */
export type Result = TaxSplit;

export function compute(input: Input): Result {
  // The tax is the amount rounded to the cent (SSUTA §324: half a cent up) and the price is what is
  // left, so the two parts shown always add up to the total. Rounding each part on its own showed
  // $3.13 + $0.13 for $3.25 paid at 4%, and binary noise rounded a 0.395 tax down to $0.39.
  const tax = roundCents((input.total * input.rate) / (100 + input.rate));
  return { price: difference(input.total, tax), tax, total: input.total };
}

export function explain(input: Input, result: Result): Explanation {
  const factor = 1 + input.rate / 100;
  return {
    formula:
      'Sales tax included = total × rate ÷ (1 + rate), to the cent (half a cent rounds up); price before tax = total − sales tax',
    steps: [
      `1 + ${pct(input.rate, 4)} = ${num(factor, 6)}`,
      `Sales tax = ${money(input.total)} × ${pct(input.rate, 4)} ÷ ${num(factor, 6)} = ${money(result.tax)}`,
      `Price before tax = ${money(input.total)} − ${money(result.tax)} = ${money(result.price)}`,
    ],
  };
}

export const examples: Example[] = [
  { input: { total: 108.25, rate: 8.25 }, note: 'A $108.25 receipt at an 8.25% combined rate' },
];

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => pick(values, ['total', 'rate']),
  present(input, result, explain) {
    const primary = { label: 'Price before tax', value: money(result.price) };
    const secondary = [
      { label: `Sales tax included at ${percent(input.rate, 4)}`, value: money(result.tax) },
      { label: 'Total paid', value: money(result.total) },
    ];
    return taxSplitView('Reverse sales tax', primary, secondary, explain);
  },
});
