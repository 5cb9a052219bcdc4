import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { money, number, percent } from '@/lib/kit/numbers';
import { numberText } from '@/lib/tools/validation';
import { growYears, periodGrowth, type Compounding, type GrowthYear } from './growth';
import { moneyRule, rateRule } from './rules';

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
});

export type Input = z.output<typeof inputSchema>;

export type Result = {
  balance: number;
  contributed: number;
  interest: number;
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
  });
  const last = years[years.length - 1];
  const balance = last?.balance ?? input.principal;
  const contributed = last?.contributed ?? input.principal;
  return {
    balance,
    contributed,
    interest: balance - contributed,
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
  const steps = [`Starting amount: ${money(input.principal)} × ${growth} = ${money(principalPart)}.`];
  if (input.contribution > 0) {
    steps.push(
      `Contributions: ${money(input.contribution)} ${input.frequency === 'monthly' ? 'a month' : 'a year'} for ${number(input.years, 2)} years (${number(Math.round(p * input.years), 0)} payments, at the ${input.timing} of each period) grow to ${money(result.balance - principalPart)}.`,
    );
  }
  steps.push(
    `Balance = ${money(result.balance)}; you put in ${money(result.contributed)}, so interest earned = ${money(result.interest)}.`,
    `Compounding ${input.compounding} turns ${percent(input.rate, 4)} a year into an effective ${percent(result.effectiveRate, 4)} a year (APY).`,
  );
  const due = input.timing === 'start' ? ' × (1 + i)' : '';
  return {
    formula:
      n === 'continuous'
        ? `A = P × e^(r t) + C × ((1 + i)^(p t) − 1) ÷ i${due}, where i = e^(r/p) − 1`
        : `A = P × (1 + r/n)^(n t) + C × ((1 + i)^(p t) − 1) ÷ i${due}, where i = (1 + r/n)^(n/p) − 1`,
    steps,
  };
}
