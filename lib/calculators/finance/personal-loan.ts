import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { count, money, number, percent } from '@/lib/kit/numbers';
import { numberText } from '@/lib/tools/validation';
import { amortize, byYear, monthlyPayment, type Installment, type YearTotals } from './amortization';
import { paymentSteps } from './loan-payment';
import { moneyRule, rateRule } from './rules';
import { amortizationParts, pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

/**
 * The personal loan calculator. An origination fee is either taken out of the money paid to the
 * borrower (the usual case) or added to the balance. Either way the borrower pays interest on more
 * than they receive, which the APR shows: the monthly rate at which the payments are worth exactly
 * the cash received, times 12 (US Truth in Lending, Regulation Z, Appendix J).
 */
export const inputSchema = z.object({
  amount: numberText(moneyRule('the loan amount', '15000', { max: 10_000_000 })),
  rate: numberText(rateRule('the interest rate', '11.5')),
  months: numberText({ name: 'the loan term', example: '36', max: 240, integer: true, unit: 'months' }),
  feePercent: numberText(rateRule('the origination fee', '5', { max: 50 })),
  feeMode: z.enum(['deducted', 'financed'], { error: 'Choose how the fee is paid.' }),
});

export type Input = z.output<typeof inputSchema>;

export type Result = {
  fee: number;
  /** What is owed and amortized. */
  financed: number;
  /** The cash the borrower actually receives. */
  received: number;
  payment: number;
  totalInterest: number;
  /** Interest plus the fee: what borrowing costs beyond the cash received. */
  totalCost: number;
  apr: number;
  schedule: Installment[];
  years: YearTotals[];
};

/** The annual percentage rate (in percent) at which `months` payments of `payment` repay `received`. */
export function aprOf(received: number, payment: number, months: number): number {
  if (payment * months <= received) return 0;
  const presentValue = (i: number) => (i === 0 ? payment * months : (payment * (1 - (1 + i) ** -months)) / i);
  // Present value falls as the rate rises, so halving the bracket always converges.
  let low = 0;
  let high = 1;
  while (presentValue(high) > received && high < 1e6) high *= 2;
  for (let step = 0; step < 200; step += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > received) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * 12 * 100;
}

export function compute(input: Input): Result {
  const fee = (input.amount * input.feePercent) / 100;
  const financed = input.feeMode === 'financed' ? input.amount + fee : input.amount;
  const received = input.feeMode === 'financed' ? input.amount : input.amount - fee;
  const loan = amortize(financed, input.rate, input.months);
  const payment = monthlyPayment(financed, input.rate, input.months);
  return {
    fee,
    financed,
    received,
    payment,
    totalInterest: loan.totalInterest,
    totalCost: loan.totalInterest + fee,
    apr: received > 0 ? aprOf(received, payment, input.months) : 0,
    schedule: loan.schedule,
    years: byYear(loan.schedule),
  };
}

export function explain(input: Input, result: Result) {
  const feeLine =
    input.feeMode === 'financed'
      ? `Fee = ${percent(input.feePercent, 3)} × ${money(input.amount)} = ${money(result.fee)}, added to the loan: ${money(result.financed)} is owed and you receive ${money(result.received)}.`
      : `Fee = ${percent(input.feePercent, 3)} × ${money(input.amount)} = ${money(result.fee)}, taken from the loan: ${money(result.financed)} is owed but you receive ${money(result.received)}.`;
  return {
    formula: 'M = P × r ÷ (1 − (1 + r)^−n); APR = 12 × i, where M × (1 − (1 + i)^−n) ÷ i = cash received',
    steps: [
      feeLine,
      ...paymentSteps(result.financed, input.rate, input.months, result.payment),
      `The monthly rate i at which ${count(input.months, 'payment')} of ${money(result.payment)} are worth ${money(result.received)} today is ${number(result.apr / 12, 4)}%, so APR = ${percent(result.apr, 2)}.`,
    ],
  };
}

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
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
