// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compute, inputSchema, returnConvention } from '@/lib/calculators/finance/investment';
import { parsed } from './finance-kit';

/*
 * Primary sources: future value P(1 + R)^t of a lump sum at an effective annual rate R; the
 * equivalent monthly rate g = (1 + R)^(1/12) − 1 (so twelve months give exactly R, the convention
 * the page states); the future value of monthly contributions C((1 + g)^k − 1)/g, × (1 + g) when
 * paid at the start of each month (annuity due). Each figure was worked by hand to the digits shown.
 */
type Vector = { name: string; input: Record<string, string>; balance: number; extra?: (r: Result) => void };
type Result = ReturnType<typeof compute>;

const base = { start: '10000', monthly: '0', increase: '0', returnRate: '7', years: '10', timing: 'end' };

const vectors: Vector[] = [
  // 10,000 × 1.07^10 = 19,671.514
  { name: 'a lump sum at 7% for 10 years', input: base, balance: 19_671.513573 },
  // g = 1.07^(1/12) − 1 = 0.00565415; 500 × (1.07^20 − 1) / g = 500 × 2.8696845 / 0.00565415 = 253,768.19
  {
    name: '$500 a month at month end for 20 years',
    input: { ...base, start: '0', monthly: '500', years: '20' },
    balance: 253_768.188282,
  },
  // annuity due: 253,768.19 × 1.00565415 = 255,203.03
  {
    name: '$500 a month at month start for 20 years',
    input: { ...base, start: '0', monthly: '500', years: '20', timing: 'start' },
    balance: 255_203.030513,
  },
  // 10,000 × 1.07^25 + 500 × (1.07^25 − 1) / g = 54,274.33 + 391,520.94 = 445,795.27
  {
    name: '$10,000 plus $500 a month for 25 years',
    input: { ...base, monthly: '500', years: '25' },
    balance: 445_795.266947,
  },
  // 0%: 10,000 + 500 × 120 = 70,000, growth 0
  {
    name: 'no return',
    input: { ...base, monthly: '500', returnRate: '0' },
    balance: 70_000,
    extra: (r) => expect(r.growth).toBeCloseTo(0, 6),
  },
  // a loss: 10,000 × 0.9^5 = 5,904.90
  {
    name: 'a 10% yearly loss for 5 years',
    input: { ...base, returnRate: '-10', years: '5' },
    balance: 5904.9,
  },
  // rising 2% a year at 5%: year 1 100 × S, S = (1.05 − 1)/g5 with g5 = 1.05^(1/12) − 1 (S = 12.2709);
  // year 2: 1,227.09 × 1.05 + 102 × S = 1,288.45 + 1,251.63 = 2,540.42; put in 1,200 + 1,224 = 2,424
  {
    name: 'contributions rising 2% a year',
    input: { ...base, start: '0', monthly: '100', increase: '2', returnRate: '5', years: '2' },
    balance: 2540.423549,
    extra: (r) => expect(r.contributed).toBeCloseTo(2424, 9),
  },
  // target: 100,000 ÷ ((1.07^10 − 1) / g) = 100,000 ÷ 171.0517 = 584.62 a month; $100 a month gives 17,105.17
  {
    name: 'the monthly amount that reaches $100,000 in 10 years',
    input: { ...base, start: '0', monthly: '100', target: '100000' },
    balance: 17_105.173126,
    extra: (r) => expect(r.neededMonthly).toBeCloseTo(584.618462, 5),
  },
  // the effective-rate convention: 1,000 at 12% for one year is exactly 1,120 (not 1,126.83,
  // which 1% a month, 12% ÷ 12, would give)
  {
    name: '12% is 12% a year, not 1% a month',
    input: { ...base, start: '1000', returnRate: '12', years: '1' },
    balance: 1120,
  },
  // 50,000 × 1.04^30 = 162,169.87
  {
    name: '$50,000 at 4% for 30 years',
    input: { ...base, start: '50000', returnRate: '4', years: '30' },
    balance: 162_169.875501,
  },
];

describe('investment calculator: primary-source vectors', () => {
  it.each(vectors)('$name', (vector) => {
    const result = compute(parsed(inputSchema, vector.input));
    expect(result.balance).toBeCloseTo(vector.balance, 5);
    vector.extra?.(result);
  });

  it('states the convention: 7% a year is (1.07)^(1/12) − 1 = 0.5654% a month, not 7% ÷ 12 = 0.5833%', () => {
    const convention = returnConvention(7);
    expect(convention.monthly).toBe('0.5654% a month');
    expect(convention.short).toBe(
      '7% is an effective annual return, compounded monthly at (1 + 7%)^(1/12) − 1 = 0.5654% a month.',
    );
    expect(convention.long).toContain('not 7% ÷ 12 = 0.5833%');
  });
});
