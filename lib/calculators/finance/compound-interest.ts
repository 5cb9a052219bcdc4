import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { count, money, number, percent } from '@/lib/kit/numbers';
import { numberText } from '@/lib/tools/validation';
import { growYears, periodGrowth, type Compounding, type GrowthYear } from './growth';
import { moneyRule, numberOr, rateRule } from './rules';
import { growthParts, pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

export const COMPOUNDING = {
  annually: 1,
  semiannually: 2,
  quarterly: 4,
  monthly: 12,
  daily: 365,
  continuously: 'continuous',
} as const satisfies Record<string, Compounding>;

export const CONTRIBUTION_PERIODS = { monthly: 12, annually: 1 } as const;

export const inputSchema = z.object({
  principal: numberText(moneyRule('the starting amount', '10000', { allowZero: true })),
  rate: numberText(rateRule('the interest rate', '5')),
  compounding: z.enum(['annually', 'semiannually', 'quarterly', 'monthly', 'daily', 'continuously'], {
    error: 'Choose how often interest compounds.',
  }),
  years: numberText({ name: 'the number of years', example: '10', max: 100, integer: true, unit: 'years' }),
  contribution: numberText(moneyRule('the regular contribution', '200', { allowZero: true })),
  frequency: z.enum(['monthly', 'annually'], { error: 'Choose how often you contribute.' }),
  timing: z.enum(['end', 'start'], { error: 'Choose when contributions are made.' }),
  /** Added after links were shared: empty means 0, which leaves the result as it was. */
  inflation: numberOr(rateRule('the inflation rate', '3', { min: -10, max: 50 }), '0'),
  taxRate: numberOr(rateRule('the tax rate on interest', '24', { max: 100 }), '0'),
});

export type Input = z.output<typeof inputSchema>;

export type Result = {
  /** The balance at the end, after any tax on the interest. */
  balance: number;
  contributed: number;
  /** Interest earned, after tax. */
  interest: number;
  /** Tax paid on the interest over the years. */
  taxPaid: number;
  /** The balance in today's money: divided by (1 + inflation)^years. */
  realBalance: number;
  /** The annual rate after compounding (APY), in percent. */
  effectiveRate: number;
  years: GrowthYear[];
};

export function compute(input: Input): Result {
  const compounding = COMPOUNDING[input.compounding];
  const periods = CONTRIBUTION_PERIODS[input.frequency];
  const years = growYears({
    start: input.principal,
    ratePercent: input.rate,
    compounding,
    years: input.years,
    contribution: input.contribution,
    periodsPerYear: periods,
    atStart: input.timing === 'start',
    taxPercent: input.taxRate,
  });
  const last = years[years.length - 1];
  const balance = last?.balance ?? input.principal;
  const contributed = last?.contributed ?? input.principal;
  return {
    balance,
    contributed,
    interest: balance - contributed,
    taxPaid: last?.taxPaid ?? 0,
    realBalance: balance / (1 + input.inflation / 100) ** input.years,
    effectiveRate: (periodGrowth(input.rate, compounding, 1) - 1) * 100,
    years,
  };
}

export function explain(input: Input, result: Result) {
  const n = COMPOUNDING[input.compounding];
  const p = CONTRIBUTION_PERIODS[input.frequency];
  const growth =
    n === 'continuous'
      ? `e^(${number(input.rate / 100, 6)} × ${number(input.years, 2)})`
      : `(1 + ${number(input.rate / 100, 6)} ÷ ${n})^(${n} × ${number(input.years, 2)})`;
  const principalPart =
    input.principal *
    (n === 'continuous'
      ? Math.exp((input.rate / 100) * input.years)
      : (1 + input.rate / 100 / n) ** (n * input.years));
  const taxed = input.taxRate > 0;
  const steps = [
    `Starting amount: ${money(input.principal)} × ${growth} = ${money(principalPart)}${taxed ? ' before tax' : ''}.`,
  ];
  if (input.contribution > 0 && !taxed) {
    steps.push(
      `Contributions: ${money(input.contribution)} ${input.frequency === 'monthly' ? 'a month' : 'a year'} for ${count(input.years, 'year')} (${count(Math.round(p * input.years), 'payment')}, at the ${input.timing} of each period) grow to ${money(result.balance - principalPart)}.`,
    );
  }
  if (taxed) {
    steps.push(
      `Each year ${percent(input.taxRate, 3)} of that year's interest is paid in tax from the balance (${money(result.taxPaid)} over ${count(input.years, 'year')}), so less is left to compound.`,
    );
  }
  steps.push(
    `Balance${taxed ? ' after tax' : ''} = ${money(result.balance)}; you put in ${money(result.contributed)}, so interest earned${taxed ? ' after tax' : ''} = ${money(result.interest)}.`,
    `Compounding ${input.compounding} turns ${percent(input.rate, 4)} a year into an effective ${percent(result.effectiveRate, 4)} a year (APY).`,
  );
  if (input.inflation !== 0) {
    steps.push(
      `In today's money: ${money(result.balance)} ÷ (1 + ${number(input.inflation / 100, 6)})^${number(input.years, 0)} = ${money(result.realBalance)}.`,
    );
  }
  const due = input.timing === 'start' ? ' × (1 + i)' : '';
  return {
    formula:
      n === 'continuous'
        ? `A = P × e^(r t) + C × ((1 + i)^(p t) − 1) ÷ i${due}, where i = e^(r/p) − 1`
        : `A = P × (1 + r/n)^(n t) + C × ((1 + i)^(p t) − 1) ÷ i${due}, where i = (1 + r/n)^(n/p) − 1`,
    steps,
  };
}

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) =>
    pick(values, [
      'principal',
      'rate',
      'compounding',
      'years',
      'contribution',
      'frequency',
      'timing',
      'inflation',
      'taxRate',
    ]),
  present(input, result, explain) {
    const taxed = input.taxRate > 0;
    const primary = {
      label: `Balance after ${count(input.years, 'year')}${taxed ? ', after tax' : ''}`,
      value: money(result.balance),
      ...(input.inflation !== 0
        ? {
            hint: `${money(result.realBalance)} in today's money at ${percent(input.inflation, 3)} inflation`,
          }
        : {}),
    };
    const secondary = [
      { label: 'Total contributed', value: money(result.contributed) },
      {
        label: taxed ? 'Interest earned after tax' : 'Interest earned',
        value: money(result.interest),
        tone: 'good' as const,
      },
      ...(taxed
        ? [
            {
              label: 'Tax paid on interest',
              value: money(result.taxPaid),
              hint: `${percent(input.taxRate, 3)} of each year's interest`,
            },
          ]
        : []),
      ...(input.inflation !== 0
        ? [
            {
              label: "Balance in today's money",
              value: money(result.realBalance),
              hint: `Divided by ${percent(input.inflation, 3)} inflation a year for ${count(input.years, 'year')}`,
            },
          ]
        : []),
      { label: 'Effective annual rate (APY)', value: percent(result.effectiveRate, 3) },
    ];
    const share = result.balance > 0 ? (result.interest / result.balance) * 100 : 0;
    const summary = `Interest makes up ${percent(share, 0)} of the final balance.`;
    return {
      primary,
      secondary,
      summary,
      ...growthParts(result.years, 'compound-interest-by-year.csv'),
      explain,
      copyText: copyTextOf('Compound interest', [primary, ...secondary], summary),
    };
  },
});
