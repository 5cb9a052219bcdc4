import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { money, number } from '@/lib/kit/numbers';
import { numberText } from '@/lib/tools/validation';
import { addMonths, amortize, byYear, type Installment, type YearTotals } from './amortization';
import { paymentSteps } from './loan-payment';
import { moneyRule, rateRule } from './rules';

/**
 * The loan calculator: like the loan payment calculator, plus an extra payment each month and the
 * month of the first payment, to show the payoff date and what paying extra saves.
 */
export const inputSchema = z
  .object({
    amount: numberText(moneyRule('the loan amount', '200000')),
    rate: numberText(rateRule('the interest rate', '6.5')),
    years: numberText({ name: 'the loan term', example: '30', max: 50, unit: 'years' }),
    extra: numberText(moneyRule('the extra monthly payment', '100', { allowZero: true })),
    start: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of the first payment.')),
  })
  .check(
    z.refine((input) => input.years * 12 >= 1, {
      message: 'The loan term must be at least one month.',
      path: ['years'],
    }),
    z.refine((input) => Math.abs(input.years * 12 - Math.round(input.years * 12)) < 1e-9, {
      message: 'The term must come to whole months: 2.5 years works, 2.3 does not.',
      path: ['years'],
    }),
  );

export type Input = z.output<typeof inputSchema>;

export type Result = {
  months: number;
  payment: number;
  totalInterest: number;
  totalPaid: number;
  schedule: Installment[];
  years: YearTotals[];
  /** Months until the balance is paid, counting the extra payments. */
  payoffMonths: number;
  payoff: { year: number; month: number };
  /** What the loan would cost without the extra payment, to show the saving. */
  baseInterest: number;
  interestSaved: number;
  monthsSaved: number;
};

export function compute(input: Input): Result {
  const months = Math.round(input.years * 12);
  const base = amortize(input.amount, input.rate, months);
  const loan = input.extra > 0 ? amortize(input.amount, input.rate, months, input.extra) : base;
  const payoffMonths = loan.schedule.length;
  return {
    months,
    payment: loan.payment,
    totalInterest: loan.totalInterest,
    totalPaid: loan.totalPaid,
    schedule: loan.schedule,
    years: byYear(loan.schedule),
    payoffMonths,
    payoff: addMonths(input.start.slice(0, 7), payoffMonths - 1),
    baseInterest: base.totalInterest,
    interestSaved: base.totalInterest - loan.totalInterest,
    monthsSaved: months - payoffMonths,
  };
}

export function explain(input: Input, result: Result) {
  const steps = paymentSteps(input.amount, input.rate, result.months, result.payment);
  if (input.extra > 0) {
    steps.push(
      `Each month ${money(input.extra)} more goes straight to principal, so the loan is repaid in ${number(result.payoffMonths, 0)} payments instead of ${number(result.months, 0)}.`,
      `Interest falls from ${money(result.baseInterest)} to ${money(result.totalInterest)}: ${money(result.interestSaved)} saved.`,
    );
  } else {
    steps.push(
      `Total interest = the interest part of all ${number(result.months, 0)} payments = ${money(result.totalInterest)}.`,
    );
  }
  return { formula: 'M = P × r ÷ (1 − (1 + r)^−n)', steps };
}
