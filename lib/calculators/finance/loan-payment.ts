import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { money, number, percent } from '@/lib/kit/numbers';
import { numberText } from '@/lib/tools/validation';
import { amortize, byYear, type Installment, type YearTotals } from './amortization';
import { moneyRule, rateRule } from './rules';

/** The loan payment calculator: amount, rate and term in, the monthly payment and its schedule out. */
export const inputSchema = z
  .object({
    amount: numberText(moneyRule('the loan amount', '25000')),
    rate: numberText(rateRule('the interest rate', '6.5')),
    term: numberText({ name: 'the loan term', example: '5', max: 600 }),
    termUnit: z.enum(['years', 'months'], { error: 'Choose years or months.' }),
  })
  .check(
    z.refine((input) => input.termUnit === 'months' || input.term <= 50, {
      message: 'The loan term must be at most 50 years.',
      path: ['term'],
    }),
    z.refine((input) => termMonthsRaw(input) >= 1, {
      message: 'The loan term must be at least one month.',
      path: ['term'],
    }),
    z.refine((input) => Number.isInteger(Math.round(termMonthsRaw(input) * 1e9) / 1e9), {
      message: 'The term must come to a whole number of months: enter it in months instead.',
      path: ['term'],
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
};

function termMonthsRaw(input: { term: number; termUnit: 'years' | 'months' }): number {
  return input.termUnit === 'years' ? input.term * 12 : input.term;
}

export function termMonths(input: { term: number; termUnit: 'years' | 'months' }): number {
  return Math.round(termMonthsRaw(input));
}

export function compute(input: Input): Result {
  const months = termMonths(input);
  const loan = amortize(input.amount, input.rate, months);
  return {
    months,
    payment: loan.payment,
    totalInterest: loan.totalInterest,
    totalPaid: loan.totalPaid,
    schedule: loan.schedule,
    years: byYear(loan.schedule),
  };
}

/** The annuity formula's steps with the visitor's own numbers. */
export function paymentSteps(principal: number, rate: number, months: number, payment: number): string[] {
  const r = rate / 100 / 12;
  if (r === 0) {
    return [
      `P = ${money(principal)}, n = ${number(months, 0)} monthly payments, and the rate is 0%.`,
      `With no interest the payment is P ÷ n = ${money(principal)} ÷ ${number(months, 0)} = ${money(payment)}.`,
    ];
  }
  return [
    `P = ${money(principal)}, the amount borrowed.`,
    `r = ${percent(rate, 4)} ÷ 12 = ${number(r * 100, 6)}% a month (${number(r, 8)}).`,
    `n = ${number(months, 0)} monthly payments.`,
    `M = ${number(principal, 2)} × ${number(r, 8)} ÷ (1 − (1 + ${number(r, 8)})^−${number(months, 0)}) = ${money(payment)}.`,
  ];
}

export function explain(input: Input, result: Result) {
  return {
    formula: 'M = P × r ÷ (1 − (1 + r)^−n)',
    steps: [
      ...paymentSteps(input.amount, input.rate, result.months, result.payment),
      `Total interest = ${number(result.months, 0)} × ${money(result.payment)} − ${money(input.amount)} = ${money(result.totalInterest)}.`,
    ],
  };
}
