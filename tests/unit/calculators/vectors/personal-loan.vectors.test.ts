// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compute, inputSchema } from '@/lib/calculators/finance/personal-loan';
import { parsed } from './finance-kit';

/*
 * Primary source: Regulation Z, 12 CFR 1026 Appendix J: the APR is the rate i per unit period (a
 * month) × 12 at which the payments, discounted, equal the amount financed, i.e. the cash the
 * borrower receives (a prepaid finance charge such as an origination fee is not part of it,
 * 1026.18(b)). The payment is the level annuity payment M = P·i / (1 − (1 + i)^−n), i = rate ÷ 12.
 * Fee, cash received and payment were worked by hand; the APR was solved by bisection over the
 * Appendix J equation, and total interest is the lender's cents schedule, both in decimal
 * arithmetic outside this code base. Regulation Z lets a disclosed APR be off by 1/8 of a point;
 * these agree to 0.005 of a point.
 */
type Vector = {
  name: string;
  input: Record<string, string>;
  fee: number;
  received: number;
  payment: number;
  apr: number;
  totalInterest: number;
};

const loan = (amount: string, rate: string, months: string, feePercent: string, feeMode: string) => ({
  amount,
  rate,
  months,
  feePercent,
  feeMode,
});

const vectors: Vector[] = [
  {
    // fee 5% × 10,000 = 500, received 9,500; M = 10,000 × 0.0083333 / (1 − 1.0083333^−36) = 322.67;
    // 322.67 × (1 − (1 + i)^−36) / i = 9,500 at i = 1.13020% → APR 13.56%
    name: '$10,000, 10%, 36 months, 5% fee deducted',
    input: loan('10000', '10', '36', '5', 'deducted'),
    fee: 500,
    received: 9500,
    payment: 322.67,
    apr: 13.5624,
    totalInterest: 1616.2,
  },
  {
    // no fee: the APR is the note rate, 10% (Appendix J with the amount financed = the principal)
    name: '$10,000, 10%, 36 months, no fee',
    input: loan('10000', '10', '36', '0', 'deducted'),
    fee: 0,
    received: 10_000,
    payment: 322.67,
    apr: 10,
    totalInterest: 1616.2,
  },
  {
    // fee 750, received 14,250; M = 15,000 × 0.00958333 / (1 − 1.00958333^−36) = 494.64; APR 15.09%
    name: '$15,000, 11.5%, 36 months, 5% fee deducted',
    input: loan('15000', '11.5', '36', '5', 'deducted'),
    fee: 750,
    received: 14_250,
    payment: 494.64,
    apr: 15.0944,
    totalInterest: 2807.06,
  },
  {
    // fee 750 added: 15,750 owed, 15,000 received; M = 15,750 × 0.00958333 / (1 − 1.00958333^−36) = 519.37; APR 14.92%
    name: '$15,000, 11.5%, 36 months, 5% fee financed',
    input: loan('15000', '11.5', '36', '5', 'financed'),
    fee: 750,
    received: 15_000,
    payment: 519.37,
    apr: 14.9172,
    totalInterest: 2947.41,
  },
  {
    // fee 400, received 4,600; M = 5,000 × 0.005 / (1 − 1.005^−12) = 430.33; a short loan makes the fee dear: APR 21.91%
    name: '$5,000, 6%, 12 months, 8% fee',
    input: loan('5000', '6', '12', '8', 'deducted'),
    fee: 400,
    received: 4600,
    payment: 430.33,
    apr: 21.9087,
    totalInterest: 163.98,
  },
  {
    // 0% with a 3% fee: M = 20,000 ÷ 24 = 833.33; 24 payments worth 19,400 at i = 0.24512% → APR 2.94%
    name: '$20,000, 0%, 24 months, 3% fee',
    input: loan('20000', '0', '24', '3', 'deducted'),
    fee: 600,
    received: 19_400,
    payment: 833.33,
    apr: 2.9415,
    totalInterest: 0,
  },
  {
    // fee 1,500, received 23,500; M = 25,000 × 0.0116667 / (1 − 1.0116667^−60) = 581.71; APR 16.82%
    name: '$25,000, 14%, 60 months, 6% fee',
    input: loan('25000', '14', '60', '6', 'deducted'),
    fee: 1500,
    received: 23_500,
    payment: 581.71,
    apr: 16.8155,
    totalInterest: 9902.29,
  },
  {
    // fee 100, received 900; M = 1,000 × 0.0166667 / (1 − 1.0166667^−6) = 176.52; APR 58.32%
    name: '$1,000, 20%, 6 months, 10% fee',
    input: loan('1000', '20', '6', '10', 'deducted'),
    fee: 100,
    received: 900,
    payment: 176.52,
    apr: 58.3203,
    totalInterest: 59.13,
  },
  {
    // fee 500 added: 50,500 owed; M = 50,500 × 0.00583333 / (1 − 1.00583333^−84) = 762.18; APR 7.31%
    name: '$50,000, 7%, 84 months, 1% fee financed',
    input: loan('50000', '7', '84', '1', 'financed'),
    fee: 500,
    received: 50_000,
    payment: 762.18,
    apr: 7.3078,
    totalInterest: 13_523.17,
  },
  {
    // fee 4.99% × 8,000 = 399.20, received 7,600.80; M = 8,000 × 0.008325 / (1 − 1.008325^−48) = 202.86; APR 12.72%
    name: '$8,000, 9.99%, 48 months, 4.99% fee',
    input: loan('8000', '9.99', '48', '4.99', 'deducted'),
    fee: 399.2,
    received: 7600.8,
    payment: 202.86,
    apr: 12.7217,
    totalInterest: 1737.45,
  },
];

describe('personal loan calculator: primary-source vectors', () => {
  it.each(vectors)('$name', (vector) => {
    const result = compute(parsed(inputSchema, vector.input));
    expect(result.fee).toBeCloseTo(vector.fee, 9);
    expect(result.received).toBeCloseTo(vector.received, 9);
    expect(Math.round(result.payment * 100) / 100).toBe(vector.payment);
    expect(result.apr).toBeCloseTo(vector.apr, 2);
    expect(result.totalInterest).toBe(vector.totalInterest);
  });
});
