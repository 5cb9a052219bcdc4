// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compute, inputSchema } from '@/lib/calculators/finance/car-payment';
import { parsed } from './finance-kit';

/*
 * Primary sources: the amount financed as Regulation Z defines it (12 CFR 1026.18(b): the cash price
 * less the down payment and trade-in, plus other amounts financed such as taxes, fees and a payoff
 * of the trade-in), sales tax on the price or on the price less the trade-in where the state allows
 * that credit, and the Appendix J level payment M = L·i / (1 − (1 + i)^−n), i = APR ÷ 12. Tax,
 * amount financed and payment were worked by hand; total interest and cost come from the lender's
 * schedule (cents rounded each month) worked row by row in decimal arithmetic outside this code.
 */
type Vector = {
  name: string;
  input: { [key: string]: string | boolean };
  tax: number;
  financed: number;
  payment: number;
  totalInterest: number;
  totalCost: number;
};

const car = (
  price: string,
  down: string,
  tradeIn: string,
  tradeOwed: string,
  taxRate: string,
  taxCredit: boolean,
  fees: string,
  rate: string,
  months: string,
) => ({ price, down, tradeIn, tradeOwed, taxRate, taxCredit, fees, rate, months });

const vectors: Vector[] = [
  {
    // tax 6.25% × (35,000 − 8,000) = 1,687.50; L = 35,000 + 1,687.50 + 900 − 8,000 − 5,000 = 24,587.50;
    // i = 0.00575, M = 24,587.50 × 0.00575 / (1 − 1.00575^−60) = 485.70
    name: 'dealer quote with a trade-in credit',
    input: car('35000', '5000', '8000', '0', '6.25', true, '900', '6.9', '60'),
    tax: 1687.5,
    financed: 24_587.5,
    payment: 485.7,
    totalInterest: 4554.7,
    totalCost: 42_142.2, // 5,000 down + 8,000 trade-in + 29,142.20 of payments
  },
  {
    // no credit: tax 10% × 20,000 = 2,000; L = 20,000 + 2,000 + 7,000 owed − 5,000 = 24,000; 0%: 24,000 ÷ 48 = 500
    name: 'negative equity rolled in, at 0%',
    input: car('20000', '0', '5000', '7000', '10', false, '0', '0', '48'),
    tax: 2000,
    financed: 24_000,
    payment: 500,
    totalInterest: 0,
    totalCost: 22_000, // 5,000 − 7,000 of trade-in equity + 24,000
  },
  {
    // tax 7% × 26,000 = 1,820; L = 32,000 + 1,820 + 800 − 6,000 − 4,000 = 24,620; M = 486.34
    name: 'the page example with the credit',
    input: car('32000', '4000', '6000', '0', '7', true, '800', '6.9', '60'),
    tax: 1820,
    financed: 24_620,
    payment: 486.34,
    totalInterest: 4560.76,
    totalCost: 39_180.76,
  },
  {
    // no credit (California): tax 7% × 32,000 = 2,240; L = 25,040; M = 494.64
    name: 'the page example without the credit',
    input: car('32000', '4000', '6000', '0', '7', false, '800', '6.9', '60'),
    tax: 2240,
    financed: 25_040,
    payment: 494.64,
    totalInterest: 4638.5,
    totalCost: 39_678.5,
  },
  {
    // tax 8.25% × 45,000 = 3,712.50; L = 45,000 + 3,712.50 + 1,200 − 10,000 = 39,912.50;
    // i = 0.049/12, M = 39,912.50 × 0.00408333 / (1 − 1.00408333^−72) = 640.94
    name: 'no trade-in, 72 months',
    input: car('45000', '10000', '0', '0', '8.25', true, '1200', '4.9', '72'),
    tax: 3712.5,
    financed: 39_912.5,
    payment: 640.94,
    totalInterest: 6235.06,
    totalCost: 56_147.56,
  },
  {
    // tax 6% × 15,000 = 900; L = 18,000 + 900 + 500 + 1,000 − 3,000 − 2,000 = 15,400; M = 493.31
    name: 'trade-in with a small payoff',
    input: car('18000', '2000', '3000', '1000', '6', true, '500', '9.5', '36'),
    tax: 900,
    financed: 15_400,
    payment: 493.31,
    totalInterest: 2359.05,
    totalCost: 21_759.05,
  },
  {
    // tax 5% × 40,000 = 2,000; L = 60,000 + 2,000 + 25,000 − 20,000 = 67,000; i = 0.055/12, M = 962.79
    name: 'large negative equity over 84 months',
    input: car('60000', '0', '20000', '25000', '5', true, '0', '5.5', '84'),
    tax: 2000,
    financed: 67_000,
    payment: 962.79,
    totalInterest: 13_874.66,
    totalCost: 75_874.66,
  },
  {
    // tax 4% × 25,000 = 1,000; L = 25,000 + 1,000 + 300 − 5,000 = 21,300; i = 0.039/12, M = 627.91
    name: 'cash down only, 36 months',
    input: car('25000', '5000', '0', '0', '4', true, '300', '3.9', '36'),
    tax: 1000,
    financed: 21_300,
    payment: 627.91,
    totalInterest: 1304.91,
    totalCost: 27_604.91,
  },
  {
    // 0% and no tax: L = 25,000, 25,000 ÷ 60 = 416.67 (the last payment 416.47 evens it out)
    name: 'a 0% promotion',
    input: car('28000', '3000', '0', '0', '0', true, '0', '0', '60'),
    tax: 0,
    financed: 25_000,
    payment: 416.67,
    totalInterest: 0,
    totalCost: 28_000,
  },
  {
    // tax 9.5% × 30,000 = 2,850; L = 40,000 + 2,850 + 1,500 + 2,000 − 10,000 − 5,000 = 31,350;
    // i = 0.0749/12, M = 31,350 × 0.00624167 / (1 − 1.00624167^−66) = 581.00
    name: 'everything at once, 66 months',
    input: car('40000', '5000', '10000', '2000', '9.5', true, '1500', '7.49', '66'),
    tax: 2850,
    financed: 31_350,
    payment: 581,
    totalInterest: 6995.71,
    totalCost: 51_345.71,
  },
];

describe('car payment calculator: primary-source vectors', () => {
  it.each(vectors)('$name', (vector) => {
    const result = compute(parsed(inputSchema, vector.input));
    expect(result.tax).toBeCloseTo(vector.tax, 9);
    expect(result.loanAmount).toBeCloseTo(vector.financed, 9);
    expect(result.payment).toBe(vector.payment);
    expect(result.totalInterest).toBe(vector.totalInterest);
    expect(result.totalCost).toBeCloseTo(vector.totalCost, 9);
  });
});
