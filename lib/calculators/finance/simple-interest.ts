import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { money, number, percent } from '@/lib/kit/numbers';
import { numberText } from '@/lib/tools/validation';
import { moneyRule, rateRule } from './rules';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

/** Simple interest, I = P × r × t: interest on the principal only, never on earlier interest. */
export const TIME_UNITS = { years: 1, months: 12, days: 365 } as const;

export const inputSchema = z
  .object({
    principal: numberText(moneyRule('the principal', '5000')),
    rate: numberText(rateRule('the annual interest rate', '4')),
    time: numberText({ name: 'the time', example: '3', max: 1_000_000 }),
    unit: z.enum(['years', 'months', 'days'], { error: 'Choose years, months or days.' }),
  })
  .check(
    z.refine((input) => input.time / TIME_UNITS[input.unit] <= 100, {
      message: 'The time must be at most 100 years.',
      path: ['time'],
    }),
  );

export type Input = z.output<typeof inputSchema>;

export type Result = {
  years: number;
  interest: number;
  total: number;
  /** Balance at the end of each whole year, for terms of a year or more. */
  byYear: { year: number; interest: number; balance: number }[];
};

export function compute(input: Input): Result {
  const years = input.time / TIME_UNITS[input.unit];
  const yearly = (input.principal * input.rate) / 100;
  const interest = yearly * years;
  const byYear = Array.from({ length: Math.floor(years) }, (_, index) => ({
    year: index + 1,
    interest: yearly * (index + 1),
    balance: input.principal + yearly * (index + 1),
  }));
  return { years, interest, total: input.principal + interest, byYear };
}

export function explain(input: Input, result: Result) {
  const t =
    input.unit === 'years'
      ? `${number(input.time, 4)} ${input.time === 1 ? 'year' : 'years'}`
      : `${number(input.time, 2)} ${input.time === 1 ? input.unit.slice(0, -1) : input.unit} ÷ ${TIME_UNITS[input.unit]} = ${number(result.years, 6)} years`;
  return {
    formula: 'I = P × r × t;  total = P + I',
    steps: [
      `P = ${money(input.principal)}, r = ${percent(input.rate, 4)} a year = ${number(input.rate / 100, 6)}, t = ${t}.`,
      `I = ${number(input.principal, 2)} × ${number(input.rate / 100, 6)} × ${number(result.years, 6)} = ${money(result.interest)}.`,
      `Total = ${money(input.principal)} + ${money(result.interest)} = ${money(result.total)}.`,
    ],
  };
}

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => pick(values, ['principal', 'rate', 'time', 'unit']),
  present(input, result, explain) {
    const primary = { label: 'Interest', value: money(result.interest) };
    const secondary = [
      { label: 'Total (principal + interest)', value: money(result.total) },
      { label: 'Interest per year', value: money((input.principal * input.rate) / 100) },
    ];
    return {
      primary,
      secondary,
      tables: result.byYear.length
        ? [
            {
              id: 'by-year',
              caption: 'Balance at the end of each year',
              columns: [
                { label: 'Year' },
                { label: 'Interest to date', numeric: true },
                { label: 'Balance', numeric: true },
              ],
              rows: result.byYear.map((row) => [String(row.year), money(row.interest), money(row.balance)]),
              folded: result.byYear.length > 10,
              csv: {
                filename: 'simple-interest-by-year.csv',
                header: ['Year', 'Interest to date', 'Balance'],
                rows: result.byYear.map((row) => [row.year, row.interest, row.balance]),
              },
            },
          ]
        : [],
      explain,
      copyText: copyTextOf('Simple interest', [primary, ...secondary]),
    };
  },
});
