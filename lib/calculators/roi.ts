import '@/lib/zod-jitless';
import { z } from 'zod';
import { numberField, optionalNumberField } from './fields';
import { money, num, pct } from './format';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { percent } from '@/lib/kit/numbers';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

export const inputSchema = z.object({
  /** What the investment cost, in dollars. */
  invested: numberField({ label: 'Amount invested', max: 1e12, minExclusive: true }),
  /** What it returned or is worth now (sale value plus any income), in dollars. */
  returned: numberField({ label: 'Amount returned', max: 1e13 }),
  /** How long it was held, in years (decimals allowed); empty skips the annualised figure. */
  years: optionalNumberField({ label: 'Investment period', max: 100, minExclusive: true, unit: ' years' }),
});

export type Input = z.output<typeof inputSchema>;

export interface Result {
  /** returned − invested. */
  gain: number;
  /** Return on investment in percent. */
  roi: number;
  /** Compound annual rate in percent; null without a period, or when it is too large to represent. */
  annualizedRoi: number | null;
}

export function compute(input: Input): Result {
  const gain = input.returned - input.invested;
  const ratio = gain / input.invested;
  // returned >= 0 keeps 1 + ratio >= 0, so the root is always real.
  const annualizedRoi = input.years === undefined ? null : (Math.pow(1 + ratio, 1 / input.years) - 1) * 100;
  return {
    gain,
    roi: ratio * 100,
    annualizedRoi: annualizedRoi !== null && Number.isFinite(annualizedRoi) ? annualizedRoi : null,
  };
}

export function explain(input: Input, result: Result): Explanation {
  const steps = [
    `Gain = ${money(input.returned)} − ${money(input.invested)} = ${money(result.gain)}`,
    `ROI = ${money(result.gain)} ÷ ${money(input.invested)} × 100 = ${pct(result.roi)}`,
  ];
  if (input.years !== undefined && result.annualizedRoi !== null)
    steps.push(
      `Annualised ROI = (1 + ${num(result.roi / 100, 6)})^(1 ÷ ${num(input.years)}) − 1 = ${pct(result.annualizedRoi)} a year`,
    );
  else if (input.years !== undefined)
    steps.push(
      'Compounded over so short a period the annual rate is too large to express, so it is not shown.',
    );
  return {
    formula:
      'ROI = (amount returned − amount invested) ÷ amount invested × 100; annualised ROI = (1 + ROI)^(1 ÷ years) − 1',
    steps,
  };
}

export const examples: Example[] = [
  {
    input: { invested: 10_000, returned: 14_500, years: 3 },
    note: '$10,000 that grew to $14,500 over three years',
  },
];

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => pick(values, ['invested', 'returned', 'years']),
  present(input, result, explain) {
    const tone = result.roi < 0 ? ('bad' as const) : ('good' as const);
    const primary = { label: 'Return on investment', value: percent(result.roi, 2), tone };
    const secondary = [
      { label: result.gain < 0 ? 'Loss' : 'Gain', value: money(Math.abs(result.gain)), tone },
      ...(result.annualizedRoi !== null
        ? [{ label: 'Annualized ROI', value: `${percent(result.annualizedRoi, 2)} a year` }]
        : input.years === undefined
          ? [{ label: 'Annualized ROI', value: 'Add the years held', hint: 'To compare with yearly rates' }]
          : []),
    ];
    return { primary, secondary, tables: [], explain, copyText: copyTextOf('ROI', [primary, ...secondary]) };
  },
});
