import * as calc from '@/lib/calculators/finance/loan';
import { PAYMENT_NAMES } from '@/lib/calculators/finance/amortization';
import { MONTH_NAMES } from '@/lib/kit/date-format';
import { count, money, number } from '../../kit/numbers';
import { amortizationParts, pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['amount', 'rate', 'years', 'extra', 'start', 'frequency', 'compounding']),
  present(input, result, explain) {
    const payoff = `${MONTH_NAMES[result.payoff.month - 1]} ${result.payoff.year}`;
    const name = PAYMENT_NAMES[result.frequency];
    const primary = { label: `${name.adjective} payment`, value: money(result.payment) };
    const saving = input.extra > 0 || result.frequency === 'accelerated-biweekly';
    const secondary = [
      { label: 'Total interest', value: money(result.totalInterest) },
      { label: 'Total of all payments', value: money(result.totalPaid) },
      { label: 'Paid off', value: payoff },
      ...(saving
        ? [
            {
              label:
                input.extra > 0 ? 'Interest saved by paying extra' : 'Interest saved against paying monthly',
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
        ? `Paying ${money(input.extra)} extra with each payment clears the loan in ${payoff} and saves ${money(result.interestSaved)} of interest.`
        : saving
          ? `Paying ${money(result.payment)} every two weeks clears the loan in ${payoff} and saves ${money(result.interestSaved)} of interest against paying monthly.`
          : `With ${count(result.payoffMonths, 'payment')} of ${money(result.payment)}, the loan is paid off in ${payoff}.`;
    return {
      primary,
      secondary,
      summary,
      summaryTone: saving ? 'good' : undefined,
      ...amortizationParts(result.years, result.schedule, `loan-schedule-${result.frequency}.csv`),
      explain,
      copyText: copyTextOf('Loan', [primary, ...secondary], summary),
    };
  },
});
