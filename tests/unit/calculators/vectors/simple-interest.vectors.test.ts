// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compute, inputSchema } from '@/lib/calculators/finance/simple-interest';
import { parsed } from './finance-kit';

/*
 * Primary source: simple interest I = P × r × t, with t in years (months ÷ 12, days ÷ 365 on the
 * "actual/365" basis), as in the US Treasury's and every finance text's definition. Each vector
 * was worked by hand.
 */
const vectors: { name: string; input: Record<string, string>; interest: number }[] = [
  // 5,000 × 0.04 × 3 = 600
  {
    name: '$5,000 at 4% for 3 years',
    input: { principal: '5000', rate: '4', time: '3', unit: 'years' },
    interest: 600,
  },
  // 1,000 × 0.05 × 6/12 = 25
  {
    name: '$1,000 at 5% for 6 months',
    input: { principal: '1000', rate: '5', time: '6', unit: 'months' },
    interest: 25,
  },
  // 10,000 × 0.0365 × 100/365 = 100
  {
    name: '$10,000 at 3.65% for 100 days',
    input: { principal: '10000', rate: '3.65', time: '100', unit: 'days' },
    interest: 100,
  },
  // 2,500 × 0 × 4 = 0
  { name: '$2,500 at 0%', input: { principal: '2500', rate: '0', time: '4', unit: 'years' }, interest: 0 },
  // 20,000 × 0.0725 × 2.5 = 3,625
  {
    name: '$20,000 at 7.25% for 2.5 years',
    input: { principal: '20000', rate: '7.25', time: '2.5', unit: 'years' },
    interest: 3625,
  },
  // 1 × 1.00 × 100 = 100
  {
    name: '$1 at 100% for 100 years',
    input: { principal: '1', rate: '100', time: '100', unit: 'years' },
    interest: 100,
  },
  // 800 × 0.12 × 18/12 = 144
  {
    name: '$800 at 12% for 18 months',
    input: { principal: '800', rate: '12', time: '18', unit: 'months' },
    interest: 144,
  },
  // 15,000 × 0.045 × 1 = 675
  {
    name: '$15,000 at 4.5% for 1 year',
    input: { principal: '15000', rate: '4.5', time: '1', unit: 'years' },
    interest: 675,
  },
  // 3,000 × 0.06 × 45/365 = 8,100/365 = 22.191781
  {
    name: '$3,000 at 6% for 45 days',
    input: { principal: '3000', rate: '6', time: '45', unit: 'days' },
    interest: 22.191781,
  },
  // 100,000 × 0.025 × 10 = 25,000
  {
    name: '$100,000 at 2.5% for 10 years',
    input: { principal: '100000', rate: '2.5', time: '10', unit: 'years' },
    interest: 25_000,
  },
];

describe('simple interest calculator: primary-source vectors', () => {
  it.each(vectors)('$name', (vector) => {
    const result = compute(parsed(inputSchema, vector.input));
    expect(result.interest).toBeCloseTo(vector.interest, 6);
    expect(result.total).toBeCloseTo(Number(vector.input.principal) + vector.interest, 6);
  });

  it('grows by the same amount every year: $100,000 at 2.5% is $112,500 after year 5 (100,000 + 5 × 2,500)', () => {
    const result = compute(
      parsed(inputSchema, { principal: '100000', rate: '2.5', time: '10', unit: 'years' }),
    );
    expect(result.byYear).toHaveLength(10);
    expect(result.byYear[4]?.balance).toBeCloseTo(112_500, 9);
  });
});
