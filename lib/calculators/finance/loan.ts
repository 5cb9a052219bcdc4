import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { count, money, number } from '@/lib/kit/numbers';
import { numberText } from '@/lib/tools/validation';
import {
  amortizeLoan,
  byYear,
  PAYMENTS_PER_YEAR,
  paymentDate,
  type Installment,
  type PaymentFrequency,
  type YearTotals,
} from './amortization';
import { paymentCount, paymentSteps, scheduleChoices } from './loan-payment';
import { moneyRule, rateRule } from './rules';
import { PAYMENT_NAMES } from '@/lib/calculators/finance/amortization';
import { MONTH_NAMES } from '@/lib/kit/date-format';
import { amortizationParts, pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

/**
 * The loan calculator: like the loan payment calculator, plus an extra amount with each payment and
 * the date of the first payment, to show the payoff date and what paying extra saves. Accelerated
 * biweekly payments are compared with paying monthly, since that is the saving people ask about.
 */
export const inputSchema = z
  .object({
    amount: numberText(moneyRule('the loan amount', '200000')),
    rate: numberText(rateRule('the interest rate', '6.5')),
    years: numberText({ name: 'the loan term', example: '30', max: 50, unit: 'years' }),
    extra: numberText(moneyRule('the extra payment', '100', { allowZero: true })),
    start: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of the first payment.')),
    ...scheduleChoices,
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
  frequency: PaymentFrequency;
  /** Payments the loan is written for at this frequency. */
  count: number;
  payment: number;
  totalInterest: number;
  totalPaid: number;
  schedule: Installment[];
  years: YearTotals[];
  /** Payments until the balance is paid, counting the extra payments. */
  payoffMonths: number;
  payoff: { year: number; month: number };
  /** What the loan would cost without the extra payment, to show the saving. */
  baseInterest: number;
  interestSaved: number;
  /** Time saved against the comparison loan, in whole months. */
  monthsSaved: number;
};

export function compute(input: Input): Result {
  const months = Math.round(input.years * 12);
  const perYear = PAYMENTS_PER_YEAR[input.frequency];
  const count = paymentCount(months, input.frequency);
  const terms = {
    principal: input.amount,
    annualRatePercent: input.rate,
    count,
    frequency: input.frequency,
    compounding: input.compounding,
  };
  const loan = amortizeLoan({ ...terms, extraPerPayment: input.extra });
  const accelerated = input.frequency === 'accelerated-biweekly';
  // What paying extra (or paying accelerated biweekly) is measured against.
  const base = accelerated
    ? amortizeLoan({ ...terms, count: months, frequency: 'monthly' })
    : input.extra > 0
      ? amortizeLoan(terms)
      : loan;
  const basePerYear = accelerated ? 12 : perYear;
  const payoffMonths = loan.schedule.length;
  return {
    months,
    frequency: input.frequency,
    count,
    payment: loan.payment,
    totalInterest: loan.totalInterest,
    totalPaid: loan.totalPaid,
    schedule: loan.schedule,
    years: byYear(loan.schedule, perYear),
    payoffMonths,
    payoff: paymentDate(input.start, payoffMonths - 1, input.frequency),
    baseInterest: base.totalInterest,
    interestSaved: base.totalInterest - loan.totalInterest,
    monthsSaved: Math.max(
      0,
      Math.round((base.schedule.length * 12) / basePerYear - (payoffMonths * 12) / perYear),
    ),
  };
}

export function explain(input: Input, result: Result) {
  const steps = paymentSteps(
    input.amount,
    input.rate,
    result.count,
    result.payment,
    input.frequency,
    input.compounding,
  );
  const saving = input.extra > 0 || input.frequency === 'accelerated-biweekly';
  if (input.extra > 0) {
    steps.push(
      `With each payment ${money(input.extra)} more goes straight to principal, so the loan is repaid in ${count(result.payoffMonths, 'payment')} instead of ${number(result.count, 0)}.`,
    );
  } else if (input.frequency === 'accelerated-biweekly') {
    steps.push(`The loan is repaid in ${count(result.payoffMonths, 'biweekly payment')}.`);
  }
  if (saving) {
    steps.push(
      `Interest falls from ${money(result.baseInterest)}${input.frequency === 'accelerated-biweekly' ? ' (paying monthly)' : ''} to ${money(result.totalInterest)}: ${money(result.interestSaved)} saved.`,
    );
  } else {
    steps.push(
      `Total interest = the interest part of the ${count(result.payoffMonths, 'payment')} = ${money(result.totalInterest)}.`,
    );
  }
  return { formula: 'M = P × i ÷ (1 − (1 + i)^−n)', steps };
}

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
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
