import { describe, expect, it } from 'vitest';
import * as compound from '@/lib/calculators/finance/compound-interest';
import { annuityFactor, growYears } from '@/lib/calculators/finance/growth';
import * as investment from '@/lib/calculators/finance/investment';
import * as simple from '@/lib/calculators/finance/simple-interest';

const parse = <T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, input: unknown): T => {
  const result = schema.safeParse(input);
  if (!result.success || result.data === undefined) throw new Error(`rejected ${JSON.stringify(input)}`);
  return result.data;
};

const ci = (overrides: Record<string, string>) =>
  compound.compute(
    parse(compound.inputSchema, {
      principal: '10000',
      rate: '5',
      compounding: 'annually',
      years: '10',
      contribution: '0',
      frequency: 'monthly',
      timing: 'end',
      ...overrides,
    }),
  );

describe('compound interest', () => {
  it('matches the textbook values for $10,000 at 5% over 10 years', () => {
    // 10,000 × 1.05^10 = 16,288.95; × (1 + .05/12)^120 = 16,470.09; × e^0.5 = 16,487.21
    expect(ci({}).balance).toBeCloseTo(16_288.95, 2);
    expect(ci({ compounding: 'monthly' }).balance).toBeCloseTo(16_470.09, 2);
    expect(ci({ compounding: 'continuously' }).balance).toBeCloseTo(16_487.21, 2);
  });

  it('grows $100 a month at 6% compounded monthly to $16,387.93 in 10 years', () => {
    // The ordinary annuity: 100 × (1.005^120 − 1) / 0.005 = 16,387.93; an annuity due is × 1.005.
    expect(
      ci({ principal: '0', rate: '6', compounding: 'monthly', contribution: '100' }).balance,
    ).toBeCloseTo(16_387.93, 2);
    expect(
      ci({ principal: '0', rate: '6', compounding: 'monthly', contribution: '100', timing: 'start' }).balance,
    ).toBeCloseTo(16_469.87, 2);
  });

  it('gives the APY of the compounding', () => {
    expect(ci({ compounding: 'monthly' }).effectiveRate).toBeCloseTo(5.11619, 5);
    expect(ci({ compounding: 'annually' }).effectiveRate).toBeCloseTo(5, 10);
  });

  it('keeps yearly contributions and monthly compounding consistent', () => {
    // One deposit of 1,200 a year at year end, compounded monthly at 12%: the year's growth is 1.01^12.
    const result = ci({
      principal: '0',
      rate: '12',
      compounding: 'monthly',
      contribution: '1200',
      frequency: 'annually',
      years: '2',
    });
    expect(result.balance).toBeCloseTo(1200 * 1.01 ** 12 + 1200, 6);
  });

  it('adds up: balance = contributed + interest every year', () => {
    for (const row of ci({ contribution: '250', compounding: 'daily', years: '30' }).years) {
      expect(row.balance).toBeCloseTo(row.contributed + row.interest, 6);
    }
  });
});

describe('simple interest', () => {
  it('is P × r × t, with months and days as fractions of a year', () => {
    const run = (time: string, unit: string) =>
      simple.compute(parse(simple.inputSchema, { principal: '5000', rate: '4', time, unit }));
    expect(run('3', 'years').interest).toBeCloseTo(600, 10);
    expect(run('18', 'months').interest).toBeCloseTo(300, 10);
    expect(run('73', 'days').interest).toBeCloseTo(40, 10); // 73 / 365 = 0.2 years
    expect(run('3', 'years').byYear.map((row) => row.balance)).toEqual([5200, 5400, 5600]);
  });

  it('refuses more than 100 years in any unit', () => {
    const result = simple.inputSchema.safeParse({
      principal: '5000',
      rate: '4',
      time: '36600',
      unit: 'days',
    });
    expect(result.error?.issues[0]?.message).toBe('The time must be at most 100 years.');
  });
});

describe('investment', () => {
  const run = (overrides: Record<string, string | undefined>) =>
    investment.compute(
      parse(investment.inputSchema, {
        start: '10000',
        monthly: '0',
        increase: '0',
        returnRate: '7',
        years: '10',
        timing: 'end',
        target: undefined,
        ...overrides,
      }),
    );

  it('grows a lump sum at exactly the annual return', () => {
    expect(run({}).balance).toBeCloseTo(10_000 * 1.07 ** 10, 6);
  });

  it('finds the monthly amount that reaches the target', () => {
    const goal = run({ monthly: '300', increase: '3', target: '150000' });
    expect(goal.neededMonthly).toBeDefined();
    const check = run({ monthly: String(goal.neededMonthly), increase: '3' });
    expect(check.balance).toBeCloseTo(150_000, 4);
  });

  it('handles a losing year without breaking', () => {
    const result = run({ returnRate: '-20', monthly: '100' });
    expect(result.growth).toBeLessThan(0);
    expect(Number.isFinite(result.balance)).toBe(true);
  });
});

describe('growth helpers', () => {
  it('annuity factor is the count at zero rate', () => {
    expect(annuityFactor(1, 12, false)).toBe(12);
    expect(annuityFactor(1, 12, true)).toBe(12);
  });

  it('rises contributions by the yearly increase', () => {
    const rows = growYears({
      start: 0,
      ratePercent: 0,
      compounding: 1,
      years: 2,
      contribution: 100,
      periodsPerYear: 12,
      atStart: false,
      contributionGrowthPercent: 10,
    });
    expect(rows.map((row) => row.balance)).toEqual([1200, 1200 + 1320]);
  });
});
