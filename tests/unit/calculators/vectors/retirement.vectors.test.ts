// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compute, inputSchema } from '@/lib/calculators/finance/retirement';
import { parsed } from './finance-kit';

/*
 * Primary sources: the year-by-year accumulation B₁ = B₀(1 + r) + contributions (an ordinary
 * annuity with one payment a year), the employer match as 401(k) plans define it (a percent of
 * the employee's deferral on deferrals up to a percent of pay, IRS "401(k) Plan Fix-It Guide" and
 * plan documents), withdrawals at the start of each retirement year growing with inflation,
 * B₁ = (B₀ − W)(1 + r), and today's money B ÷ (1 + inflation)^years. Each figure was worked by hand.
 */
type Result = ReturnType<typeof compute>;

const base = {
  age: '64',
  retireAge: '65',
  planAge: '70',
  savings: '100000',
  salary: '50000',
  contribution: '10',
  matchRate: '50',
  matchLimit: '6',
  salaryGrowth: '0',
  returnBefore: '5',
  returnAfter: '0',
  inflation: '0',
  income: '0',
  otherIncome: '0',
};

const vectors: { name: string; input: Record<string, string>; check: (r: Result) => void }[] = [
  {
    // 100,000 × 1.05 + 50,000 × (10% + 50% × 6%) = 105,000 + 6,500 = 111,500
    name: 'one working year with a capped match',
    input: base,
    check: (r) => expect(r.nestEgg).toBeCloseTo(111_500, 6),
  },
  {
    // year 1: 111,500; salary 51,500; year 2: 111,500 × 1.05 + 51,500 × 13% = 117,075 + 6,695 = 123,770
    name: 'two working years with a 3% raise',
    input: { ...base, age: '63', salaryGrowth: '3' },
    check: (r) => expect(r.nestEgg).toBeCloseTo(123_770, 6),
  },
  {
    // 123,770 ÷ 1.02^2 = 123,770 ÷ 1.0404 = 118,963.86
    name: "the nest egg in today's money",
    input: { ...base, age: '63', salaryGrowth: '3', inflation: '2' },
    check: (r) => expect(r.nestEggToday).toBeCloseTo(118_963.860054, 5),
  },
  {
    // 20,000 a year for 5 years at 0%: 111,500 − 100,000 = 11,500 left, lasting to 70
    name: 'withdrawals that last',
    input: { ...base, income: '30000', otherIncome: '10000' },
    check: (r) => {
      expect(r.runsOutAt).toBeUndefined();
      expect(r.leftToday).toBeCloseTo(11_500, 6);
    },
  },
  {
    // 30,000 a year: 111,500 → 81,500 → 51,500 → 21,500, and at 68 the 30,000 isn't there
    name: 'withdrawals that run out',
    input: { ...base, income: '40000', otherIncome: '10000' },
    check: (r) => expect(r.runsOutAt).toBe(68),
  },
  {
    // needed = 5 × 30,000 = 150,000 at 0%; one working year turns $1 a year into $1, so the gap
    // 150,000 − 111,500 = 38,500 a year is 3,208.33 a month
    name: 'the extra saving that closes the gap',
    input: { ...base, income: '40000', otherIncome: '10000' },
    check: (r) => {
      expect(r.needed).toBeCloseTo(150_000, 6);
      expect(r.extraMonthly).toBeCloseTo(3208.333333, 5);
    },
  },
  {
    // (30,000 − 10,000) × 1.03^5 = 20,000 × 1.1592741 = 23,185.48 in the first year of retirement
    name: 'the first withdrawal grows with inflation',
    input: { ...base, age: '60', income: '30000', otherIncome: '10000', inflation: '3' },
    check: (r) => expect(r.firstWithdrawal).toBeCloseTo(23_185.481486, 5),
  },
  {
    // match 100% on up to 6%, you put in 4%: 100,000 × (4% + 4%) = 8,000 a year; 0 + 8,000
    name: 'a full match on a 4% deferral',
    input: { ...base, savings: '0', salary: '100000', contribution: '4', matchRate: '100' },
    check: (r) => expect(r.nestEgg).toBeCloseTo(8000, 6),
  },
  {
    // match 100% capped at 3%, you put in 10%: 100,000 × (10% + 3%) = 13,000
    name: 'a match capped below the deferral',
    input: { ...base, savings: '0', salary: '100000', matchRate: '100', matchLimit: '3' },
    check: (r) => expect(r.nestEgg).toBeCloseTo(13_000, 6),
  },
  {
    // 5% in retirement, 20,000 a year to 67: (111,500 − 20,000) × 1.05 = 96,075; (96,075 − 20,000) × 1.05 = 79,878.75
    name: 'withdrawals with a return in retirement',
    input: { ...base, planAge: '67', returnAfter: '5', income: '20000' },
    check: (r) => expect(r.leftToday).toBeCloseTo(79_878.75, 6),
  },
];

describe('retirement calculator: primary-source vectors', () => {
  it.each(vectors)('$name', (vector) => {
    vector.check(compute(parsed(inputSchema, vector.input)));
  });
});
