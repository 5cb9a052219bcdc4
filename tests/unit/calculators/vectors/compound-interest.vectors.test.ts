// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compute, inputSchema } from '@/lib/calculators/finance/compound-interest';
import { parsed } from './finance-kit';

/*
 * Primary sources: the compound amount A = P(1 + r/n)^(nt) and its continuous limit P·e^(rt); the
 * future value of an ordinary annuity C·((1 + i)^k − 1)/i and of an annuity due (× (1 + i)); APY =
 * (1 + r/n)^n − 1 as Regulation DD (Truth in Savings, 12 CFR 1030 Appendix A) defines it; tax on
 * each year's interest leaves (1 + r(1 − t)) a year for yearly compounding; today's money divides
 * by (1 + inflation)^t. Each figure below was worked by hand (to the digits shown) from those formulas.
 */
type Vector = { name: string; input: Record<string, string>; balance: number; extra?: (r: Result) => void };
type Result = ReturnType<typeof compute>;

const base = {
  principal: '10000',
  rate: '5',
  compounding: 'annually',
  years: '10',
  contribution: '0',
  frequency: 'monthly',
  timing: 'end',
};

const vectors: Vector[] = [
  // 10,000 × 1.05^10 = 16,288.946
  { name: 'yearly compounding', input: base, balance: 16_288.946268 },
  // 10,000 × (1 + 0.05/12)^120 = 16,470.095
  { name: 'monthly compounding', input: { ...base, compounding: 'monthly' }, balance: 16_470.094977 },
  // 10,000 × (1 + 0.05/365)^3650 = 16,486.648
  { name: 'daily compounding', input: { ...base, compounding: 'daily' }, balance: 16_486.648138 },
  // 10,000 × e^(0.05 × 10) = 10,000 × 1.6487213 = 16,487.213
  { name: 'continuous compounding', input: { ...base, compounding: 'continuously' }, balance: 16_487.212707 },
  // 1,000 × (1 + 0.06/4)^(4 × 5) = 1,000 × 1.015^20 = 1,346.855
  {
    name: 'quarterly compounding',
    input: { ...base, principal: '1000', rate: '6', compounding: 'quarterly', years: '5' },
    balance: 1346.855007,
  },
  // ordinary annuity: 100 × (1.005^120 − 1) / 0.005 = 16,387.935
  {
    name: '$100 a month at the end of each month',
    input: { ...base, principal: '0', rate: '6', compounding: 'monthly', contribution: '100' },
    balance: 16_387.934681,
  },
  // annuity due: 16,387.935 × 1.005 = 16,469.874
  {
    name: '$100 a month at the start of each month',
    input: {
      ...base,
      principal: '0',
      rate: '6',
      compounding: 'monthly',
      contribution: '100',
      timing: 'start',
    },
    balance: 16_469.874354,
  },
  // 5,000 × 1.04^5 + 1,000 × (1.04^5 − 1) / 0.04 = 6,083.26 + 5,416.32 = 11,499.587; put in 10,000
  {
    name: 'yearly deposits',
    input: { ...base, principal: '5000', rate: '4', years: '5', contribution: '1000', frequency: 'annually' },
    balance: 11_499.587072,
    extra: (r) => expect(r.contributed).toBe(10_000),
  },
  // 25% tax on each year's interest: 10,000 × (1 + 0.05 × 0.75)^2 = 10,000 × 1.0375^2 = 10,764.0625;
  // tax = 25% × 500 + 25% × 518.75 = 125 + 129.6875 = 254.6875
  {
    name: '25% tax on interest, two years',
    input: { ...base, years: '2', taxRate: '25' },
    balance: 10_764.0625,
    extra: (r) => expect(r.taxPaid).toBeCloseTo(254.6875, 6),
  },
  // 30% tax, monthly compounding, one year: interest 10,000 × (1.005^12 − 1) = 616.778, tax 185.033,
  // after tax 10,000 + 616.778 × 0.7 = 10,431.745
  {
    name: '30% tax on a year of monthly interest',
    input: { ...base, rate: '6', compounding: 'monthly', years: '1', taxRate: '30' },
    balance: 10_431.744683,
    extra: (r) => expect(r.taxPaid).toBeCloseTo(185.033436, 5),
  },
  // today's money: 16,288.946 ÷ 1.03^10 = 16,288.946 ÷ 1.3439164 = 12,120.506
  {
    name: '3% inflation over ten years',
    input: { ...base, inflation: '3' },
    balance: 16_288.946268,
    extra: (r) => expect(r.realBalance).toBeCloseTo(12_120.505798, 5),
  },
  // Regulation DD APY: (1 + 0.05/12)^12 − 1 = 5.116190%
  {
    name: 'APY of 5% compounded monthly',
    input: { ...base, compounding: 'monthly', years: '1' },
    balance: 10_511.618979,
    extra: (r) => expect(r.effectiveRate).toBeCloseTo(5.11619, 5),
  },
];

describe('compound interest calculator: primary-source vectors', () => {
  it.each(vectors)('$name', (vector) => {
    const result = compute(parsed(inputSchema, vector.input));
    expect(result.balance).toBeCloseTo(vector.balance, 5);
    vector.extra?.(result);
  });

  it('leaves the result as it was when inflation and tax are left empty (links shared before)', () => {
    const before = compute(parsed(inputSchema, base));
    const after = compute(parsed(inputSchema, { ...base, inflation: '', taxRate: '' }));
    expect(after.balance).toBe(before.balance);
    expect(after.realBalance).toBe(before.balance);
    expect(after.taxPaid).toBe(0);
  });
});
