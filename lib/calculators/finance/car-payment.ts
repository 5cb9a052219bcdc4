import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { count, money, percent } from '@/lib/kit/numbers';
import { numberText } from '@/lib/tools/validation';
import { amortize, byYear, type Installment, type YearTotals } from './amortization';
import { paymentSteps } from './loan-payment';
import { moneyRule, rateRule } from './rules';
import { flag } from '@/lib/tools/fields';
import { amortizationParts, pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

/**
 * The car payment calculator. Sales tax is charged on the price, or on the price less the trade-in
 * where the state gives that credit (most US states do; a few, such as California, do not); what is
 * still owed on the trade-in is added to the new loan, as dealers do.
 */
export const inputSchema = z
  .object({
    price: numberText(moneyRule('the vehicle price', '32000')),
    down: numberText(moneyRule('the down payment', '4000', { allowZero: true })),
    tradeIn: numberText(moneyRule('the trade-in value', '6000', { allowZero: true })),
    tradeOwed: numberText(moneyRule('the amount owed on the trade-in', '0', { allowZero: true })),
    taxRate: numberText(rateRule('the sales tax rate', '7', { max: 25 })),
    taxCredit: z.boolean(),
    fees: numberText(moneyRule('the fees', '800', { allowZero: true })),
    rate: numberText(rateRule('the interest rate', '6.9')),
    months: numberText({ name: 'the loan term', example: '60', max: 120, integer: true, unit: 'months' }),
  })
  .check(
    z.refine((input) => financed(input) > 0.005, {
      message: 'The down payment and trade-in cover the whole cost: there is nothing left to finance.',
      path: ['down'],
    }),
  );

export type Input = z.output<typeof inputSchema>;

export type Result = {
  taxable: number;
  tax: number;
  loanAmount: number;
  months: number;
  payment: number;
  totalInterest: number;
  /** Everything paid for the car: down payment, trade-in equity used and every monthly payment. */
  totalCost: number;
  schedule: Installment[];
  years: YearTotals[];
};

type Money = Pick<Input, 'price' | 'down' | 'tradeIn' | 'tradeOwed' | 'taxRate' | 'taxCredit' | 'fees'>;

function taxableOf(input: Money): number {
  return input.taxCredit ? Math.max(0, input.price - input.tradeIn) : input.price;
}

function financed(input: Money): number {
  const tax = (taxableOf(input) * input.taxRate) / 100;
  return input.price + tax + input.fees + input.tradeOwed - input.tradeIn - input.down;
}

export function compute(input: Input): Result {
  const taxable = taxableOf(input);
  const tax = (taxable * input.taxRate) / 100;
  const loanAmount = financed(input);
  const loan = amortize(loanAmount, input.rate, input.months);
  return {
    taxable,
    tax,
    loanAmount,
    months: input.months,
    payment: loan.payment,
    totalInterest: loan.totalInterest,
    totalCost: input.down + input.tradeIn - input.tradeOwed + loan.totalPaid,
    schedule: loan.schedule,
    years: byYear(loan.schedule),
  };
}

export function explain(input: Input, result: Result) {
  const taxLine = input.taxCredit
    ? `Sales tax = ${percent(input.taxRate, 3)} × (${money(input.price)} − ${money(input.tradeIn)} trade-in) = ${money(result.tax)}.`
    : `Sales tax = ${percent(input.taxRate, 3)} × ${money(input.price)} = ${money(result.tax)}.`;
  return {
    formula:
      'Loan = price + tax + fees + owed on trade-in − trade-in − down payment; M = L × r ÷ (1 − (1 + r)^−n)',
    steps: [
      taxLine,
      `Loan = ${money(input.price)} + ${money(result.tax)} + ${money(input.fees)} + ${money(input.tradeOwed)} − ${money(input.tradeIn)} − ${money(input.down)} = ${money(result.loanAmount)}.`,
      ...paymentSteps(result.loanAmount, input.rate, result.months, result.payment),
      `Interest over ${count(result.months, 'month')} = ${money(result.totalInterest)}.`,
    ],
  };
}

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
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
