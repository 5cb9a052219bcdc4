import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as car from '@/lib/calculators/finance/car-payment';
import * as compound from '@/lib/calculators/finance/compound-interest';
import * as investment from '@/lib/calculators/finance/investment';
import * as loan from '@/lib/calculators/finance/loan';
import * as loanPayment from '@/lib/calculators/finance/loan-payment';
import * as personal from '@/lib/calculators/finance/personal-loan';
import * as retirement from '@/lib/calculators/finance/retirement';
import * as simple from '@/lib/calculators/finance/simple-interest';

/** Every number in a result, however deeply nested, is finite. */
function allFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allFinite);
  if (value && typeof value === 'object') return Object.values(value).every(allFinite);
  return true;
}

/** Text a visitor could type: numbers in and around each field's range, and junk. */
const typed = (max: number) =>
  fc.oneof(
    fc.double({ min: -max, max: max * 2, noNaN: true }).map(String),
    fc.integer({ min: 0, max }).map(String),
    fc.constantFrom('', ' ', 'abc', '1e400', '-0', '0', '1,000', '$5', '12%', '.5'),
  );

type Module = {
  inputSchema: { safeParse(value: unknown): { success: boolean; data?: unknown } };
  compute(input: never): unknown;
  explain(input: never, result: never): { formula: string; steps: readonly string[] };
};

function neverBreaks(name: string, module: Module, inputs: fc.Arbitrary<Record<string, unknown>>) {
  it(`${name}: accepted input never throws and gives only finite numbers`, () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const parsed = module.inputSchema.safeParse(raw);
        if (!parsed.success) return;
        const result = module.compute(parsed.data as never);
        expect(allFinite(result)).toBe(true);
        const explanation = module.explain(parsed.data as never, result as never);
        expect(explanation.steps.join(' ')).not.toMatch(/NaN|Infinity/);
      }),
      { numRuns: 150 },
    );
  });
}

describe('finance calculators, for any input they accept', () => {
  neverBreaks(
    'loan payment',
    loanPayment,
    fc.record({
      amount: typed(1e9),
      rate: typed(100),
      term: typed(600),
      termUnit: fc.constantFrom('years', 'months', 'weeks'),
    }),
  );
  neverBreaks(
    'loan',
    loan,
    fc.record({
      amount: typed(1e9),
      rate: typed(100),
      years: typed(50),
      extra: typed(1e6),
      start: fc.constantFrom('2026-01-31', '1999-12-01', 'x'),
    }),
  );
  neverBreaks(
    'car payment',
    car,
    fc.record({
      price: typed(1e7),
      down: typed(1e6),
      tradeIn: typed(1e6),
      tradeOwed: typed(1e6),
      taxRate: typed(25),
      taxCredit: fc.boolean(),
      fees: typed(1e5),
      rate: typed(100),
      months: typed(120),
    }),
  );
  neverBreaks(
    'personal loan',
    personal,
    fc.record({
      amount: typed(1e7),
      rate: typed(100),
      months: typed(240),
      feePercent: typed(50),
      feeMode: fc.constantFrom('deducted', 'financed'),
    }),
  );
  neverBreaks(
    'compound interest',
    compound,
    fc.record({
      principal: typed(1e9),
      rate: typed(100),
      compounding: fc.constantFrom(
        'annually',
        'semiannually',
        'quarterly',
        'monthly',
        'daily',
        'continuously',
      ),
      years: typed(100),
      contribution: typed(1e9),
      frequency: fc.constantFrom('monthly', 'annually'),
      timing: fc.constantFrom('start', 'end'),
    }),
  );
  neverBreaks(
    'simple interest',
    simple,
    fc.record({
      principal: typed(1e9),
      rate: typed(100),
      time: typed(40000),
      unit: fc.constantFrom('years', 'months', 'days'),
    }),
  );
  neverBreaks(
    'investment',
    investment,
    fc.record({
      start: typed(1e9),
      monthly: typed(1e9),
      increase: typed(50),
      returnRate: typed(100),
      years: typed(100),
      timing: fc.constantFrom('start', 'end'),
      target: fc.option(typed(1e9), { nil: undefined }),
    }),
  );
  neverBreaks(
    'retirement',
    retirement,
    fc.record({
      age: typed(100),
      retireAge: typed(100),
      planAge: typed(120),
      savings: typed(1e9),
      salary: typed(1e8),
      contribution: typed(100),
      matchRate: typed(200),
      matchLimit: typed(100),
      salaryGrowth: typed(30),
      returnBefore: typed(30),
      returnAfter: typed(30),
      inflation: typed(30),
      income: typed(1e8),
      otherIncome: typed(1e8),
    }),
  );
});

describe('loan schedules, for any loan', () => {
  it('repay exactly the principal, never go negative, and end at zero', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 5e6, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.integer({ min: 1, max: 480 }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (amount, rate, months, extra) => {
          const result = loan.compute({
            amount,
            rate,
            years: months / 12,
            extra,
            start: '2027-01-01',
            frequency: 'monthly',
            compounding: 'period',
          });
          // In whole cents: the amount borrowed, to the cent, and not a cent more or less.
          const repaid = result.schedule.reduce((sum, row) => sum + Math.round(row.principal * 100), 0);
          expect(repaid).toBe(Math.round(amount * 100));
          const interest = result.schedule.reduce((sum, row) => sum + Math.round(row.interest * 100), 0);
          expect(interest).toBe(Math.round(result.totalInterest * 100));
          expect(result.schedule.every((row) => row.balance >= 0)).toBe(true);
          expect(result.schedule.at(-1)?.balance).toBe(0);
        },
      ),
      { numRuns: 100 },
    );
  });
});
