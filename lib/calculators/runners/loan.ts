import * as calc from '@/lib/calculators/finance/loan';
import { MONTH_NAMES } from '@/lib/kit/date-format';
import { money, number } from '../../kit/numbers';
import { amortizationParts, pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['amount', 'rate', 'years', 'extra', 'start']),
  present(input, result, explain) {
    const payoff = `${MONTH_NAMES[result.payoff.month - 1]} ${result.payoff.year}`;
    const primary = { label: 'Monthly payment', value: money(result.payment) };
    const secondary = [
      { label: 'Total interest', value: money(result.totalInterest) },
      { label: 'Total of all payments', value: money(result.totalPaid) },
      { label: 'Paid off', value: payoff },
      ...(input.extra > 0
        ? [
            {
              label: 'Interest saved by paying extra',
              value: money(result.interestSaved),
              tone: 'good' as const,
            },
            {
              label: 'Paid off sooner by',
              value: `${number(Math.floor(result.monthsSaved / 12), 0)} yr ${number(result.monthsSaved % 12, 0)} mo`,
              tone: 'good' as const,
            },
          ]
        : []),
    ];
    const summary =
      input.extra > 0
        ? `Paying ${money(input.extra)} extra a month clears the loan in ${payoff} and saves ${money(result.interestSaved)} of interest.`
        : `With ${number(result.months, 0)} payments of ${money(result.payment)}, the loan is paid off in ${payoff}.`;
    return {
      primary,
      secondary,
      summary,
      summaryTone: input.extra > 0 ? 'good' : undefined,
      ...amortizationParts(result.years, result.schedule, 'loan-schedule.csv'),
      explain,
      copyText: copyTextOf('Loan', [primary, ...secondary], summary),
    };
  },
});
