import '@/lib/zod-jitless';
import { z } from 'zod';
import { numberField, numberFieldOr } from './fields';
import { money, pct } from './format';
import type { Example, Explanation } from './types';

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
