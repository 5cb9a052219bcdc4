import '@/lib/zod-jitless';
import { z } from 'zod';
import { numberField, numberFieldOr } from './fields';
import { money, pct } from './format';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { percent } from '@/lib/kit/numbers';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

const amount = (label: string) => numberField({ label, max: 1e13 });
const optionalAmount = (label: string) => numberFieldOr({ label, max: 1e13 }, 0);

export const inputSchema = z.object({
  /** Net sales for the period, in dollars. */
  revenue: numberField({ label: 'Revenue', max: 1e13, minExclusive: true }),
  /** Cost of goods sold. */
  cogs: amount('Cost of goods sold'),
  /** Operating expenses (salaries, rent, marketing...); empty means 0. */
  operatingExpenses: optionalAmount('Operating expenses'),
  /** Interest paid; empty means 0. */
  interest: optionalAmount('Interest'),
  /** Income taxes; empty means 0. */
  taxes: optionalAmount('Taxes'),
});

export type Input = z.output<typeof inputSchema>;

export interface Result {
  grossProfit: number;
  /** Percent of revenue. */
  grossMargin: number;
  operatingProfit: number;
  operatingMargin: number;
  netProfit: number;
  netMargin: number;
}

export function compute(input: Input): Result {
  const grossProfit = input.revenue - input.cogs;
  const operatingProfit = grossProfit - input.operatingExpenses;
  const netProfit = operatingProfit - input.interest - input.taxes;
  const share = (n: number) => (n / input.revenue) * 100;
  return {
    grossProfit,
    grossMargin: share(grossProfit),
    operatingProfit,
    operatingMargin: share(operatingProfit),
    netProfit,
    netMargin: share(netProfit),
  };
}

export function explain(input: Input, r: Result): Explanation {
  return {
    formula:
      'Gross profit = revenue − COGS; operating profit = gross profit − operating expenses; net profit = operating profit − interest − taxes; each margin = profit ÷ revenue × 100',
    steps: [
      `Gross profit = ${money(input.revenue)} − ${money(input.cogs)} = ${money(r.grossProfit)}; gross margin = ${pct(r.grossMargin)}`,
      `Operating profit = ${money(r.grossProfit)} − ${money(input.operatingExpenses)} = ${money(r.operatingProfit)}; operating margin = ${pct(r.operatingMargin)}`,
      `Net profit = ${money(r.operatingProfit)} − ${money(input.interest)} − ${money(input.taxes)} = ${money(r.netProfit)}; net margin = ${pct(r.netMargin)}`,
    ],
  };
}

export const examples: Example[] = [
  {
    input: { revenue: 500_000, cogs: 300_000, operatingExpenses: 120_000, interest: 10_000, taxes: 15_000 },
    note: 'A business with $500,000 of sales, $300,000 cost of goods sold and $120,000 of operating expenses',
  },
];

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => pick(values, ['revenue', 'cogs', 'operatingExpenses', 'interest', 'taxes']),
  present(input, result, explain) {
    const tone = (n: number) => (n < 0 ? ('bad' as const) : undefined);
    const primary = {
      label: 'Net profit margin',
      value: percent(result.netMargin, 2),
      tone: tone(result.netMargin),
    };
    const secondary = [
      {
        label: 'Gross margin',
        value: percent(result.grossMargin, 2),
        hint: `Gross profit ${money(result.grossProfit)}`,
        tone: tone(result.grossMargin),
      },
      {
        label: 'Operating margin',
        value: percent(result.operatingMargin, 2),
        hint: `Operating profit ${money(result.operatingProfit)}`,
        tone: tone(result.operatingMargin),
      },
      { label: 'Net profit', value: money(result.netProfit), tone: tone(result.netProfit) },
    ];
    const summary =
      result.netProfit < 0
        ? `The business loses ${money(-result.netProfit)} on ${money(input.revenue)} of revenue.`
        : `Of every dollar of revenue, ${money(result.netMargin / 100)} is left as profit.`;
    return {
      primary,
      secondary,
      summary,
      tables: [
        {
          id: 'statement',
          caption: 'From revenue to net profit',
          columns: [
            { label: 'Line' },
            { label: 'Amount', numeric: true },
            { label: 'Share of revenue', numeric: true },
          ],
          rows: [
            ['Revenue', money(input.revenue), '100%'],
            ['− Cost of goods sold', money(input.cogs), percent((input.cogs / input.revenue) * 100, 2)],
            ['= Gross profit', money(result.grossProfit), percent(result.grossMargin, 2)],
            [
              '− Operating expenses',
              money(input.operatingExpenses),
              percent((input.operatingExpenses / input.revenue) * 100, 2),
            ],
            ['= Operating profit', money(result.operatingProfit), percent(result.operatingMargin, 2)],
            [
              '− Interest and taxes',
              money(input.interest + input.taxes),
              percent(((input.interest + input.taxes) / input.revenue) * 100, 2),
            ],
            ['= Net profit', money(result.netProfit), percent(result.netMargin, 2)],
          ],
        },
      ],
      explain,
      copyText: copyTextOf('Profit margin', [primary, ...secondary], summary),
    };
  },
});
