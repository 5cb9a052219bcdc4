// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compute, inputSchema } from '@/lib/calculators/finance/loan-payment';
import { parsed } from './finance-kit';

/*
 * Primary source: the annuity (level payment) formula of Regulation Z, 12 CFR 1026 Appendix J, and
 * the CFPB's amortization explainer: M = P·i / (1 − (1 + i)^−n), i the rate per payment period.
 * With another compounding, i = (1 + r/m)^(m/p) − 1 (equivalent periodic rate; for Canada, the
 * Interest Act s. 6 semi-annual convention). Each vector's payment was worked by hand from the
 * formula; totals are the lender's schedule (payment and each period's interest rounded to the
 * cent, the last payment clearing the balance), worked row by row in decimal arithmetic outside
 * this code base.
 */
type Vector = {
  name: string;
  input: Record<string, string>;
  payment: number;
  payments: number;
  firstInterest: number;
  totalInterest: number;
};

const vectors: Vector[] = [
  {
    // i = 0.06/12 = 0.005; (1.005)^360 = 6.022575; M = 200,000 × 0.005 × 6.022575 / 5.022575 = 1,199.10
    name: '$200,000 at 6% over 30 years (the textbook mortgage)',
    input: { amount: '200000', rate: '6', term: '30', termUnit: 'years' },
    payment: 1199.1,
    payments: 360,
    firstInterest: 1000, // 200,000 × 0.005
    totalInterest: 231_677.04,
  },
  {
    // i = 0.075/12 = 0.00625; (1.00625)^60 = 1.453294; M = 25,000 × 0.00625 × 1.453294 / 0.453294 = 500.95
    name: '$25,000 at 7.5% over 60 months',
    input: { amount: '25000', rate: '7.5', term: '60', termUnit: 'months' },
    payment: 500.95,
    payments: 60,
    firstInterest: 156.25, // 25,000 × 0.00625
    totalInterest: 5056.96,
  },
  {
    // 0%: M = P ÷ n = 10,000 ÷ 12 = 833.33; the last payment carries the 4 cents left (833.37)
    name: '$10,000 at 0% over 12 months',
    input: { amount: '10000', rate: '0', term: '12', termUnit: 'months' },
    payment: 833.33,
    payments: 12,
    firstInterest: 0,
    totalInterest: 0,
  },
  {
    // n = 1: M = P × i / (1 − 1/(1 + i)) = P × (1 + i) = 1,000 × 1.01 = 1,010.00
    name: '$1,000 at 12% repaid in one month',
    input: { amount: '1000', rate: '12', term: '1', termUnit: 'months' },
    payment: 1010,
    payments: 1,
    firstInterest: 10,
    totalInterest: 10,
  },
  {
    // Canadian: i = (1 + 0.06/2)^(2/12) − 1 = 1.03^(1/6) − 1 = 0.00493862;
    // M = 100,000 × 0.00493862 / (1 − 1.00493862^−300) = 639.81 (the standard Canadian table figure)
    name: '$100,000 at 6% compounded semi-annually over 25 years (Canadian mortgage)',
    input: {
      amount: '100000',
      rate: '6',
      term: '25',
      termUnit: 'years',
      frequency: 'monthly',
      compounding: 'semiannual',
    },
    payment: 639.81,
    payments: 300,
    firstInterest: 493.86, // 100,000 × 0.00493862
    totalInterest: 91_940.85,
  },
  {
    // i = 0.05/12 = 0.00416667; (1.00416667)^180 = 2.113704; M = 100,000 × 0.00416667 × 2.113704 / 1.113704 = 790.79
    name: '$100,000 at 5% over 15 years',
    input: { amount: '100000', rate: '5', term: '15', termUnit: 'years' },
    payment: 790.79,
    payments: 180,
    firstInterest: 416.67,
    totalInterest: 42_343.24,
  },
  {
    // Biweekly: n = 5 × 26 = 130, i = 0.04/26 = 0.00153846; M = 30,000 × 0.00153846 / (1 − 1.00153846^−130) = 254.79
    name: '$30,000 at 4% over 5 years, biweekly',
    input: { amount: '30000', rate: '4', term: '5', termUnit: 'years', frequency: 'biweekly' },
    payment: 254.79,
    payments: 130,
    firstInterest: 46.15, // 30,000 × 0.00153846
    totalInterest: 3122.94,
  },
  {
    // Weekly: n = 260, i = 0.04/52 = 0.00076923; M = 30,000 × 0.00076923 / (1 − 1.00076923^−260) = 127.35
    name: '$30,000 at 4% over 5 years, weekly',
    input: { amount: '30000', rate: '4', term: '5', termUnit: 'years', frequency: 'weekly' },
    payment: 127.35,
    payments: 260,
    firstInterest: 23.08,
    totalInterest: 3111.57,
  },
  {
    // Semi-monthly: n = 120, i = 0.04/24 = 0.00166667; M = 30,000 × 0.00166667 / (1 − 1.00166667^−120) = 276.04
    name: '$30,000 at 4% over 5 years, semi-monthly',
    input: { amount: '30000', rate: '4', term: '5', termUnit: 'years', frequency: 'semimonthly' },
    payment: 276.04,
    payments: 120,
    firstInterest: 50,
    totalInterest: 3124.83,
  },
  {
    // Accelerated biweekly: half the monthly payment, 1,896.2041 ÷ 2 = 948.10, every two weeks at
    // i = 0.065/26 = 0.0025; the balance is gone after 628 payments instead of 780.
    name: '$300,000 at 6.5% over 30 years, accelerated biweekly',
    input: {
      amount: '300000',
      rate: '6.5',
      term: '30',
      termUnit: 'years',
      frequency: 'accelerated-biweekly',
    },
    payment: 948.1,
    payments: 628,
    firstInterest: 750, // 300,000 × 0.0025
    totalInterest: 294_513.45,
  },
  {
    // Compounded annually, paid monthly: i = 1.08^(1/12) − 1 = 0.00643403;
    // M = 50,000 × 0.00643403 / (1 − 1.00643403^−120) = 599.29
    name: '$50,000 at 8% compounded annually over 10 years',
    input: { amount: '50000', rate: '8', term: '10', termUnit: 'years', compounding: 'annually' },
    payment: 599.29,
    payments: 120,
    firstInterest: 321.7,
    totalInterest: 21_914.43,
  },
  {
    // Compounded daily, paid monthly: i = (1 + 0.08/365)^(365/12) − 1 = 0.00668820;
    // M = 50,000 × 0.00668820 / (1 − 1.00668820^−120) = 607.32
    name: '$50,000 at 8% compounded daily over 10 years',
    input: { amount: '50000', rate: '8', term: '10', termUnit: 'years', compounding: 'daily' },
    payment: 607.32,
    payments: 120,
    firstInterest: 334.41,
    totalInterest: 22_878.48,
  },
];

describe('loan payment calculator: primary-source vectors', () => {
  it.each(vectors)('$name', (vector) => {
    const result = compute(parsed(inputSchema, vector.input));
    expect(result.payment).toBe(vector.payment);
    expect(result.payments).toBe(vector.payments);
    expect(result.schedule[0]?.interest).toBe(vector.firstInterest);
    expect(result.totalInterest).toBe(vector.totalInterest);
    expect(result.schedule.at(-1)?.balance).toBe(0);
  });
});
