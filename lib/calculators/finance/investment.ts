import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { count, money, number, percent } from '@/lib/kit/numbers';
import { numberText } from '@/lib/tools/validation';
import { annuityFactor, growYears, periodGrowth, type GrowthYear } from './growth';
import { moneyRule, rateRule } from './rules';
import { growthParts, pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

/**
 * The investment calculator: a starting amount, monthly contributions that may rise each year, and an
 * expected yearly return, compounded monthly at the equivalent monthly rate ((1 + R)^(1/12) − 1) so a
 * 7% return is 7% a year. With a target it also says what monthly amount would reach it.
 */
export const inputSchema = z.object({
  start: numberText(moneyRule('the starting amount', '10000', { allowZero: true })),
  monthly: numberText(moneyRule('the monthly contribution', '500', { allowZero: true })),
  increase: numberText(rateRule('the yearly increase in contributions', '2', { max: 50 })),
  returnRate: numberText(rateRule('the expected annual return', '7', { min: -50 })),
  years: numberText({ name: 'the number of years', example: '20', max: 100, integer: true, unit: 'years' }),
  timing: z.enum(['end', 'start'], { error: 'Choose when contributions are made.' }),
  target: z.optional(numberText(moneyRule('the target', '500000'))),
});

export type Input = z.output<typeof inputSchema>;

export type Result = {
  balance: number;
  contributed: number;
  growth: number;
  years: GrowthYear[];
  /** The monthly contribution (rising like the one entered) that reaches the target; absent without one. */
  neededMonthly?: number;
};

function project(input: Input, monthly: number): GrowthYear[] {
  return growYears({
    start: input.start,
    ratePercent: input.returnRate,
    compounding: 1,
    years: input.years,
    contribution: monthly,
    periodsPerYear: 12,
    atStart: input.timing === 'start',
    contributionGrowthPercent: input.increase,
  });
}

export function compute(input: Input): Result {
  const years = project(input, input.monthly);
  const last = years[years.length - 1];
  const balance = last?.balance ?? input.start;
  const contributed = last?.contributed ?? input.start;
  let neededMonthly: number | undefined;
  if (input.target !== undefined) {
    // The balance is linear in the contribution: solve from a projection with none and one with $1.
    const without = project(input, 0).at(-1)?.balance ?? input.start;
    const perDollar = (project(input, 1).at(-1)?.balance ?? input.start) - without;
    neededMonthly = perDollar > 0 ? Math.max(0, (input.target - without) / perDollar) : 0;
  }
  return { balance, contributed, growth: balance - contributed, years, neededMonthly };
}

/**
 * How the yearly return is applied, in words for beside the result: an effective annual rate turned
 * into a monthly one by (1 + R)^(1/12) − 1, which is less than R ÷ 12 and gives exactly R a year.
 */
export function returnConvention(returnRatePercent: number): {
  monthly: string;
  short: string;
  long: string;
} {
  const monthly = (periodGrowth(returnRatePercent, 1, 12) - 1) * 100;
  const r = percent(returnRatePercent, 3);
  return {
    monthly: `${number(monthly, 4)}% a month`,
    short: `${r} is an effective annual return, compounded monthly at (1 + ${r})^(1/12) − 1 = ${number(monthly, 4)}% a month.`,
    long: `(1 + ${r})^(1/12) − 1, not ${r} ÷ 12 = ${number(returnRatePercent / 12, 4)}%: twelve months at this rate grow by exactly ${r}.`,
  };
}

export function explain(input: Input, result: Result) {
  const g = periodGrowth(input.returnRate, 1, 12);
  const steps = [
    `Monthly return i = (1 + ${number(input.returnRate / 100, 6)})^(1/12) − 1 = ${number((g - 1) * 100, 5)}%.`,
    `Starting amount: ${money(input.start)} × (1 + i)^${number(input.years * 12, 0)} = ${money(input.start * g ** (input.years * 12))}.`,
    `First year's contributions: ${money(input.monthly)} × ${number(annuityFactor(g, 12, input.timing === 'start'), 5)} = ${money(input.monthly * annuityFactor(g, 12, input.timing === 'start'))} by the end of year 1${input.increase > 0 ? `, then each year's monthly amount is ${percent(input.increase, 3)} higher` : ''}.`,
    `After ${count(input.years, 'year')}: ${money(result.balance)}, of which you put in ${money(result.contributed)} and growth is ${money(result.growth)}.`,
  ];
  if (result.neededMonthly !== undefined && input.target !== undefined) {
    steps.push(
      result.balance >= input.target
        ? `That reaches your target of ${money(input.target)}; ${money(result.neededMonthly)} a month would be enough.`
        : `To reach ${money(input.target)} you would need to start at ${money(result.neededMonthly)} a month.`,
    );
  }
  return {
    formula: `FV = S × (1 + i)^(12 y) + Σ C × ((1 + i)^12 − 1) ÷ i${input.timing === 'start' ? ' × (1 + i)' : ''}, grown year by year`,
    steps,
  };
}

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) =>
    pick(values, ['start', 'monthly', 'increase', 'returnRate', 'years', 'timing'], ['target']),
  present(input, result, explain) {
    const convention = returnConvention(input.returnRate);
    const primary = {
      label: `Value after ${count(input.years, 'year')}`,
      value: money(result.balance),
      hint: convention.short,
    };
    const reached = input.target !== undefined && result.balance >= input.target;
    const secondary = [
      { label: 'You put in', value: money(result.contributed) },
      {
        label: 'Investment growth',
        value: money(result.growth),
        tone: result.growth >= 0 ? ('good' as const) : ('bad' as const),
      },
      { label: 'Monthly return used', value: convention.monthly, hint: convention.long },
      ...(input.target !== undefined && result.neededMonthly !== undefined
        ? [{ label: 'Monthly amount that reaches your target', value: money(result.neededMonthly) }]
        : []),
    ];
    const share = result.balance > 0 ? (result.growth / result.balance) * 100 : 0;
    const summary =
      input.target === undefined
        ? `Growth makes up ${percent(Math.max(0, share), 0)} of the final value.`
        : reached
          ? `You reach your ${money(input.target, { whole: true })} target.`
          : `You fall ${money(input.target - result.balance, { whole: true })} short of your ${money(input.target, { whole: true })} target.`;
    return {
      primary,
      secondary,
      summary,
      summaryTone: input.target === undefined ? undefined : reached ? 'good' : 'warning',
      ...growthParts(result.years, 'investment-by-year.csv', {
        contributed: 'Contributions',
        earned: 'Growth',
      }),
      explain,
      copyText: copyTextOf('Investment', [primary, ...secondary], `${summary} ${convention.short}`),
    };
  },
});
