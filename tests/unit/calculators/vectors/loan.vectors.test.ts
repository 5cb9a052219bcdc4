// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compute, inputSchema } from '@/lib/calculators/finance/loan';
import { parsed } from './finance-kit';

/*
 * Primary source: Regulation Z, 12 CFR 1026 Appendix J (level payment M = P·i / (1 − (1 + i)^−n))
 * and the CFPB's description of amortization: each period's interest is the balance × i, the rest
 * of the payment (plus any extra) reduces principal. Payments were worked by hand from the formula;
 * the payoff payment number, total interest and saving come from the lender's schedule (payment
 * and each period's interest rounded to the cent) worked row by row in decimal arithmetic outside
 * this code base; payoff dates count payment periods from the first payment's date.
 */
type Vector = {
  name: string;
  input: Record<string, string>;
  payment: number;
  payments: number;
  totalInterest: number;
  payoff: { year: number; month: number };
  interestSaved: number;
  monthsSaved: number;
};

const loan = (amount: string, rate: string, years: string, extra: string, start: string, more = {}) => ({
  amount,
  rate,
  years,
  extra,
  start,
  ...more,
});

const vectors: Vector[] = [
  {
    // M = 300,000 × 0.0054167 / (1 − 1.0054167^−360) = 1,896.20; $200 more each month repays in 277
    // payments: 360 − 277 = 83 months sooner, first payment Jan 2027 + 276 months = Jan 2050
    name: '$300,000 at 6.5% for 30 years with $200 extra a month',
    input: loan('300000', '6.5', '30', '200', '2027-01-01'),
    payment: 1896.2,
    payments: 277,
    totalInterest: 279_186.52,
    payoff: { year: 2050, month: 1 },
    interestSaved: 103_450.19,
    monthsSaved: 83,
  },
  {
    // M = 10,000 × 0.0041667 / (1 − 1.0041667^−12) = 856.07; 12 payments from Mar 2027 end Feb 2028
    name: '$10,000 at 5% for 1 year',
    input: loan('10000', '5', '1', '0', '2027-03-15'),
    payment: 856.07,
    payments: 12,
    totalInterest: 272.89,
    payoff: { year: 2028, month: 2 },
    interestSaved: 0,
    monthsSaved: 0,
  },
  {
    // M = 1,199.10 (i = 0.005, n = 360); Dec 2026 + 359 months = Nov 2056
    name: '$200,000 at 6% for 30 years',
    input: loan('200000', '6', '30', '0', '2026-12-01'),
    payment: 1199.1,
    payments: 360,
    totalInterest: 231_677.04,
    payoff: { year: 2056, month: 11 },
    interestSaved: 0,
    monthsSaved: 0,
  },
  {
    // $100 extra on the same loan: 295 payments, Dec 2026 + 294 months = Jun 2051, 65 months sooner
    name: '$200,000 at 6% for 30 years with $100 extra a month',
    input: loan('200000', '6', '30', '100', '2026-12-01'),
    payment: 1199.1,
    payments: 295,
    totalInterest: 182_538.19,
    payoff: { year: 2051, month: 6 },
    interestSaved: 49_138.85,
    monthsSaved: 65,
  },
  {
    // Biweekly: i = 0.04/26, n = 15 × 26 = 390; M = 100,000 × 0.00153846 / (1 − 1.00153846^−390) = 341.17;
    // 2027-01-01 + 389 × 14 days = 2041-11-29
    name: '$100,000 at 4% for 15 years, biweekly',
    input: loan('100000', '4', '15', '0', '2027-01-01', { frequency: 'biweekly' }),
    payment: 341.17,
    payments: 390,
    totalInterest: 33_056.88,
    payoff: { year: 2041, month: 11 },
    interestSaved: 0,
    monthsSaved: 0,
  },
  {
    // Accelerated biweekly: 1,896.2041 ÷ 2 = 948.10 every 14 days at i = 0.065/26 = 0.0025; 628
    // payments (2027-01-01 + 627 × 14 days = 2051-01-xx), against 360 monthly: 360 − 628 × 12/26 = 70 months
    name: '$300,000 at 6.5% for 30 years, accelerated biweekly',
    input: loan('300000', '6.5', '30', '0', '2027-01-01', { frequency: 'accelerated-biweekly' }),
    payment: 948.1,
    payments: 628,
    totalInterest: 294_513.45,
    payoff: { year: 2051, month: 1 },
    interestSaved: 88_123.26, // 382,636.71 paying monthly − 294,513.45
    monthsSaved: 70,
  },
  {
    // Weekly: i = 0.05/52, n = 260; M = 50,000 × 0.00096154 / (1 − 1.00096154^−260) = 217.44;
    // 2027-01-04 + 259 × 7 days = 2031-12-22
    name: '$50,000 at 5% for 5 years, weekly',
    input: loan('50000', '5', '5', '0', '2027-01-04', { frequency: 'weekly' }),
    payment: 217.44,
    payments: 260,
    totalInterest: 6533.92,
    payoff: { year: 2031, month: 12 },
    interestSaved: 0,
    monthsSaved: 0,
  },
  {
    // Semi-monthly: i = 0.05/24, n = 120; M = 50,000 × 0.00208333 / (1 − 1.00208333^−120) = 471.35;
    // payment 120 is the second of month 60: Dec 2031
    name: '$50,000 at 5% for 5 years, semi-monthly',
    input: loan('50000', '5', '5', '0', '2027-01-01', { frequency: 'semimonthly' }),
    payment: 471.35,
    payments: 120,
    totalInterest: 6561.95,
    payoff: { year: 2031, month: 12 },
    interestSaved: 0,
    monthsSaved: 0,
  },
  {
    // 0%: M = 12,000 ÷ 24 = 500; with $500 extra, 1,000 a month clears it in 12 months: 12 sooner
    name: '$12,000 at 0% for 2 years with $500 extra',
    input: loan('12000', '0', '2', '500', '2027-01-01'),
    payment: 500,
    payments: 12,
    totalInterest: 0,
    payoff: { year: 2027, month: 12 },
    interestSaved: 0,
    monthsSaved: 12,
  },
  {
    // Canadian: i = 1.025^(1/6) − 1 = 0.00412392; M = 400,000 × 0.00412392 / (1 − 1.00412392^−300) = 2,326.42
    name: '$400,000 at 5% compounded semi-annually for 25 years',
    input: loan('400000', '5', '25', '0', '2027-06-15', { compounding: 'semiannual' }),
    payment: 2326.42,
    payments: 300,
    totalInterest: 297_925.98,
    payoff: { year: 2052, month: 5 },
    interestSaved: 0,
    monthsSaved: 0,
  },
  {
    // An extra payment larger than the balance: the first payment is 5,000 + 5,000 × 0.10/12 = 5,041.67
    // and ends the loan; 12 payments of 439.58 would have cost 274.97, so 233.30 is saved
    name: '$5,000 at 10% for 1 year, paid off at once',
    input: loan('5000', '10', '1', '10000', '2027-01-01'),
    payment: 439.58,
    payments: 1,
    totalInterest: 41.67,
    payoff: { year: 2027, month: 1 },
    interestSaved: 233.3,
    monthsSaved: 11,
  },
];

describe('loan calculator: primary-source vectors', () => {
  it.each(vectors)('$name', (vector) => {
    const result = compute(parsed(inputSchema, vector.input));
    expect(result.payment).toBe(vector.payment);
    expect(result.payoffMonths).toBe(vector.payments);
    expect(result.totalInterest).toBe(vector.totalInterest);
    expect(result.payoff).toEqual(vector.payoff);
    expect(result.interestSaved).toBeCloseTo(vector.interestSaved, 6);
    expect(result.monthsSaved).toBe(vector.monthsSaved);
  });
});
