import * as calc from '@/lib/calculators/finance/car-payment';
import { flag } from '../../tools/fields';
import { count, money } from '../../kit/numbers';
import { amortizationParts, pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => ({
    ...pick(values, ['price', 'down', 'tradeIn', 'tradeOwed', 'taxRate', 'fees', 'rate', 'months']),
    taxCredit: flag(values, 'taxCredit'),
  }),
  present(input, result, explain) {
    const primary = { label: 'Monthly payment', value: money(result.payment) };
    const secondary = [
      { label: 'Amount financed', value: money(result.loanAmount) },
      { label: 'Sales tax', value: money(result.tax) },
      { label: 'Total interest', value: money(result.totalInterest) },
      {
        label: 'Total cost of the car',
        value: money(result.totalCost),
        hint: 'Down payment, trade-in equity and every payment',
      },
    ];
    const summary = `${count(result.months, 'payment')} of ${money(result.payment)} repay ${money(result.loanAmount)} with ${money(result.totalInterest)} of interest.`;
    return {
      primary,
      secondary,
      summary,
      ...amortizationParts(result.years, result.schedule, 'car-loan-schedule.csv'),
      explain,
      copyText: copyTextOf('Car payment', [primary, ...secondary], summary),
    };
  },
});
