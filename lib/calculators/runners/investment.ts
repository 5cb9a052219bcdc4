import * as calc from '@/lib/calculators/finance/investment';
import { returnConvention } from '@/lib/calculators/finance/investment';
import { count, money, percent } from '../../kit/numbers';
import { growthParts, pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
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
