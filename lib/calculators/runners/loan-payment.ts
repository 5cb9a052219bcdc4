import * as calc from '@/lib/calculators/finance/loan-payment';
import { PAYMENT_NAMES } from '@/lib/calculators/finance/amortization';
import { count, money, number } from '../../kit/numbers';
import { amortizationParts, pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['amount', 'rate', 'term', 'termUnit', 'frequency', 'compounding']),
  present(input, result, explain) {
    const name = PAYMENT_NAMES[result.frequency];
    const primary = { label: `${name.adjective} payment`, value: money(result.payment) };
    const secondary = [
      { label: 'Number of payments', value: number(result.payments, 0) },
      { label: 'Total interest', value: money(result.totalInterest) },
      { label: 'Total of all payments', value: money(result.totalPaid) },
    ];
    const summary =
      result.frequency === 'accelerated-biweekly'
        ? `Borrowing ${money(input.amount)} costs ${money(result.totalInterest)} in interest, repaid in ${count(result.payments, 'payment')} every two weeks instead of ${count(result.months, 'monthly one', 'monthly ones')}.`
        : `Borrowing ${money(input.amount)} costs ${money(result.totalInterest)} in interest over ${count(result.months, 'month')}.`;
    return {
      primary,
      secondary,
      summary,
      ...amortizationParts(result.years, result.schedule, `loan-payment-schedule-${result.frequency}.csv`),
      explain,
      copyText: copyTextOf('Loan payment', [primary, ...secondary], summary),
    };
  },
});
