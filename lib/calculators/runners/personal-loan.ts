import * as calc from '@/lib/calculators/finance/personal-loan';
import { money, percent } from '../../kit/numbers';
import { amortizationParts, pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['amount', 'rate', 'months', 'feePercent', 'feeMode']),
  present(input, result, explain) {
    const primary = { label: 'Monthly payment', value: money(result.payment) };
    const secondary = [
      { label: 'APR', value: percent(result.apr, 2), hint: 'The yearly cost including the fee' },
      { label: 'Origination fee', value: money(result.fee) },
      { label: 'Cash you receive', value: money(result.received) },
      { label: 'Total interest', value: money(result.totalInterest) },
      { label: 'Total cost of borrowing', value: money(result.totalCost), hint: 'Interest plus the fee' },
    ];
    const summary =
      result.fee > 0
        ? `The ${percent(input.feePercent, 2)} fee lifts the true cost from ${percent(input.rate, 2)} to an APR of ${percent(result.apr, 2)}.`
        : `With no fee, the APR equals the interest rate: ${percent(result.apr, 2)}.`;
    return {
      primary,
      secondary,
      summary,
      ...amortizationParts(result.years, result.schedule, 'personal-loan-schedule.csv'),
      explain,
      copyText: copyTextOf('Personal loan', [primary, ...secondary], summary),
    };
  },
});
