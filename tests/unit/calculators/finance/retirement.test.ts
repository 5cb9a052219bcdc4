import { describe, expect, it } from 'vitest';
import * as retirement from '@/lib/calculators/finance/retirement';

const input = (overrides: Record<string, string> = {}) => {
  const result = retirement.inputSchema.safeParse({
    age: '60',
    retireAge: '62',
    planAge: '65',
    savings: '100000',
    salary: '50000',
    contribution: '10',
    matchRate: '50',
    matchLimit: '6',
    salaryGrowth: '0',
    returnBefore: '10',
    returnAfter: '0',
    inflation: '0',
    income: '40000',
    otherIncome: '0',
    ...overrides,
  });
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
};

describe('retirement calculator', () => {
  it('works two saving years by hand', () => {
    // Each year: 10% of 50,000 = 5,000 plus a match of 50% × 6% × 50,000 = 1,500, added at year end.
    // Year 1: 100,000 × 1.1 + 6,500 = 116,500. Year 2: 116,500 × 1.1 + 6,500 = 134,650.
    const result = retirement.compute(input());
    expect(result.nestEgg).toBeCloseTo(134_650, 6);
    expect(result.years.slice(0, 2).map((row) => row.contributions)).toEqual([6500, 6500]);
  });

  it('says when the money runs out, and how much more to save', () => {
    // At 0% in retirement, 134,650 pays 40,000 at 62, 63 and 64: it lasts to 65 with 14,650 left.
    const enough = retirement.compute(input());
    expect(enough.runsOutAt).toBeUndefined();
    expect(enough.leftToday).toBeCloseTo(14_650, 6);
    // Wanting 50,000 a year: 134,650 covers 62 and 63 but not all of 64.
    const short = retirement.compute(input({ income: '50000' }));
    expect(short.runsOutAt).toBe(64);
    expect(short.needed).toBeCloseTo(150_000, 6);
    expect(short.extraMonthly).toBeGreaterThan(0);
    // Saving that extra closes the gap: 15,350 more is needed; each $1 a year grows to 2.1 by 62.
    expect(short.extraMonthly * 12 * 2.1).toBeCloseTo(15_350, 4);
  });

  it('shows the nest egg in today’s money', () => {
    const result = retirement.compute(input({ inflation: '2' }));
    expect(result.nestEggToday).toBeCloseTo(result.nestEgg / 1.02 ** 2, 6);
  });

  it('counts the match only on contributions up to the limit', () => {
    const low = retirement.compute(input({ contribution: '4' }));
    // 4% of 50,000 = 2,000, matched 50% = 1,000 (the limit of 6% is not reached).
    expect(low.years[0]?.contributions).toBe(3000);
  });

  it('asks for ages in order', () => {
    const result = retirement.inputSchema.safeParse({ ...input(), age: '70', retireAge: '67' });
    expect(result.success).toBe(false);
    const raw = retirement.inputSchema.safeParse({
      age: '70',
      retireAge: '67',
      planAge: '95',
      savings: '0',
      salary: '0',
      contribution: '0',
      matchRate: '0',
      matchLimit: '0',
      salaryGrowth: '0',
      returnBefore: '5',
      returnAfter: '5',
      inflation: '2',
      income: '1',
      otherIncome: '0',
    });
    expect(raw.error?.issues[0]).toMatchObject({
      path: ['retireAge'],
      message: 'The retirement age must be after your current age.',
    });
  });
});
