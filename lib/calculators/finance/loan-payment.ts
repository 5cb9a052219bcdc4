import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { count, money, number, percent } from '@/lib/kit/numbers';
import { numberText } from '@/lib/tools/validation';
import {
  amortizeLoan,
  byYear,
  COMPOUNDINGS,
  loanPayment,
  PAYMENT_FREQUENCIES,
  PAYMENT_NAMES,
  PAYMENTS_PER_YEAR,
  periodicRate,
  type Installment,
  type LoanCompounding,
  type PaymentFrequency,
  type YearTotals,
} from './amortization';
import { choiceOr, moneyRule, rateRule } from './rules';
import { amortizationParts, pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

/**
 * The loan payment calculator: amount, rate and term in, the payment and its schedule out. Monthly
 * payments with the rate divided by 12 unless the visitor picks another frequency or compounding
 * (links shared before those options existed carry neither and keep their monthly result).
 */
/** How often the loan is paid and how its rate compounds; the loan calculator takes the same. */
export const scheduleChoices = {
  frequency: choiceOr(PAYMENT_FREQUENCIES, 'monthly', 'Choose how often you pay.'),
  compounding: choiceOr(COMPOUNDINGS, 'period', 'Choose how interest compounds.'),
};

export const inputSchema = z
  .object({
    amount: numberText(moneyRule('the loan amount', '25000')),
    rate: numberText(rateRule('the interest rate', '6.5')),
    term: numberText({ name: 'the loan term', example: '5', max: 600 }),
    termUnit: z.enum(['years', 'months'], { error: 'Choose years or months.' }),
    ...scheduleChoices,
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
  frequency: PaymentFrequency;
  /** How many payments the schedule holds (fewer than planned for accelerated biweekly). */
  payments: number;
  /** The interest rate per payment period, as a fraction. */
  periodRate: number;
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

/** Payments a loan of `months` months is written for at `frequency` (26 a year every two weeks). */
export function paymentCount(months: number, frequency: PaymentFrequency): number {
  return Math.max(1, Math.round((months * PAYMENTS_PER_YEAR[frequency]) / 12));
}

export function compute(input: Input): Result {
  const months = termMonths(input);
  const count = paymentCount(months, input.frequency);
  const terms = {
    principal: input.amount,
    annualRatePercent: input.rate,
    count,
    frequency: input.frequency,
    compounding: input.compounding,
  };
  const loan = amortizeLoan(terms);
  return {
    months,
    frequency: input.frequency,
    payments: loan.schedule.length,
    periodRate: loanPayment(terms).rate,
    payment: loan.payment,
    totalInterest: loan.totalInterest,
    totalPaid: loan.totalPaid,
    schedule: loan.schedule,
    years: byYear(loan.schedule, PAYMENTS_PER_YEAR[input.frequency]),
  };
}

const COMPOUNDING_WORDS: Record<Exclude<LoanCompounding, 'period'>, { m: number; text: string }> = {
  monthly: { m: 12, text: 'compounded monthly' },
  daily: { m: 365, text: 'compounded daily' },
  annually: { m: 1, text: 'compounded once a year' },
  semiannual: { m: 2, text: 'compounded semi-annually' },
};

/** `1 monthly payment`, `60 monthly payments`. */
const payments = (n: number, name: string) => `${number(n, 0)} ${name} payment${n === 1 ? '' : 's'}`;

/** The annuity formula's steps with the visitor's own numbers. */
export function paymentSteps(
  principal: number,
  rate: number,
  count: number,
  payment: number,
  frequency: PaymentFrequency = 'monthly',
  compounding: LoanCompounding = 'period',
): string[] {
  const p = PAYMENTS_PER_YEAR[frequency];
  const name = PAYMENT_NAMES[frequency].adjective.toLowerCase();
  const i = periodicRate(rate, p, compounding);
  const rounded = 'rounded to the cent; the last payment clears what is left';
  if (i === 0) {
    return [
      `P = ${money(principal)}, n = ${payments(count, name)}, and the rate is 0%.`,
      `With no interest the payment is P ÷ n = ${money(principal)} ÷ ${number(count, 0)} = ${money(payment)} (${rounded}).`,
    ];
  }
  const rateLine =
    compounding === 'period'
      ? `i = ${percent(rate, 4)} ÷ ${p} = ${number(i * 100, 6)}% a payment (${number(i, 8)}).`
      : `i = (1 + ${number(rate / 100, 6)} ÷ ${COMPOUNDING_WORDS[compounding].m})^(${COMPOUNDING_WORDS[compounding].m} ÷ ${p}) − 1 = ${number(i * 100, 6)}% a payment (${COMPOUNDING_WORDS[compounding].text}).`;
  if (frequency === 'accelerated-biweekly') {
    const months = Math.round((count * 12) / 26);
    const monthlyRate = periodicRate(rate, 12, compounding);
    return [
      `P = ${money(principal)}, the amount borrowed.`,
      `The monthly payment over ${payments(months, 'monthly')} at ${number(monthlyRate * 100, 6)}% a month is ${number(principal, 2)} × ${number(monthlyRate, 8)} ÷ (1 − (1 + ${number(monthlyRate, 8)})^−${number(months, 0)}); half of it, ${money(payment)}, is paid every two weeks (${rounded}).`,
      rateLine,
      'Twenty-six half payments a year come to thirteen monthly payments instead of twelve, so the loan ends early.',
    ];
  }
  return [
    `P = ${money(principal)}, the amount borrowed.`,
    rateLine,
    `n = ${payments(count, name)}.`,
    `M = ${number(principal, 2)} × ${number(i, 8)} ÷ (1 − (1 + ${number(i, 8)})^−${number(count, 0)}) = ${money(payment)} (${rounded}).`,
  ];
}

export function explain(input: Input, result: Result) {
  return {
    formula: 'M = P × i ÷ (1 − (1 + i)^−n)',
    steps: [
      ...paymentSteps(
        input.amount,
        input.rate,
        paymentCount(result.months, input.frequency),
        result.payment,
        input.frequency,
        input.compounding,
      ),
      `Total interest = the interest part of the ${payments(result.payments, PAYMENT_NAMES[input.frequency].adjective.toLowerCase())} = ${money(result.totalPaid)} paid − ${money(input.amount)} borrowed = ${money(result.totalInterest)}.`,
    ],
  };
}

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
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
