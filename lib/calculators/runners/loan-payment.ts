import * as calc from '@/lib/calculators/finance/loan-payment';
import { money, number } from '../../kit/numbers';
import { amortizationParts, pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['amount', 'rate', 'term', 'termUnit']),
  present(input, result, explain) {
    const primary = { label: 'Monthly payment', value: money(result.payment) };
    const secondary = [
      { label: 'Number of payments', value: number(result.months, 0) },
      { label: 'Total interest', value: money(result.totalInterest) },
      { label: 'Total of all payments', value: money(result.totalPaid) },
    ];
    const summary = `Borrowing ${money(input.amount)} costs ${money(result.totalInterest)} in interest over ${number(result.months, 0)} months.`;
    return {
      primary,
      secondary,
      summary,
      ...amortizationParts(result.years, result.schedule, 'loan-payment-schedule.csv'),
      explain,
      copyText: copyTextOf('Loan payment', [primary, ...secondary], summary),
    };
  },
});
