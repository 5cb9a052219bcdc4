import { describe, expect, it } from 'vitest';
import { addMonths, amortize, byYear, monthlyPayment } from '@/lib/calculators/finance/amortization';

describe('monthlyPayment', () => {
  it('matches the textbook example: $200,000 at 6% over 30 years is $1,199.10 a month', () => {
    // The standard worked example of the annuity formula (e.g. Investopedia, "Amortization").
    expect(monthlyPayment(200_000, 6, 360)).toBeCloseTo(1199.1, 2);
  });

  it('works a car-sized loan by hand: $25,000 at 7.5% over 60 months', () => {
    // r = 0.075 / 12 = 0.00625; (1.00625)^60 = 1.45329; M = 25000 × 0.00625 × 1.45329 / 0.45329 = 500.95
    expect(monthlyPayment(25_000, 7.5, 60)).toBeCloseTo(500.95, 2);
  });

  it('divides evenly at 0%', () => {
    expect(monthlyPayment(12_000, 0, 48)).toBe(250);
  });
});

describe('amortize', () => {
  it('repays exactly the principal and ends at a zero balance', () => {
    const loan = amortize(200_000, 6, 360);
    expect(loan.schedule).toHaveLength(360);
    expect(loan.schedule.at(-1)?.balance).toBe(0);
    const principal = loan.schedule.reduce((sum, row) => sum + Math.round(row.principal * 100), 0);
    expect(principal).toBe(20_000_000);
    // 359 payments of $1,199.10 and a last one of $1,200.14 (the cents of rounding catch up):
    // 359 × 1,199.10 + 1,200.14 − 200,000 = 231,677.04
    expect(loan.schedule.at(-1)?.payment).toBe(1200.14);
    expect(loan.totalInterest).toBe(231_677.04);
  });

  it('splits the first payment into the month’s interest and the rest', () => {
    const [first] = amortize(200_000, 6, 360).schedule;
    expect(first?.interest).toBeCloseTo(1000, 6); // 200,000 × 0.5%
    expect(first?.principal).toBeCloseTo(199.1, 2);
  });

  it('ends early with an extra payment and never overpays the last month', () => {
    const base = amortize(300_000, 6.5, 360);
    const faster = amortize(300_000, 6.5, 360, 200);
    expect(faster.schedule.length).toBeLessThan(360);
    expect(faster.totalInterest).toBeLessThan(base.totalInterest);
    const last = faster.schedule.at(-1)!;
    expect(last.balance).toBe(0);
    expect(last.payment).toBeLessThanOrEqual(faster.payment + 200 + 1e-9);
  });
});

describe('byYear and addMonths', () => {
  it('totals each year and keeps the year-end balance', () => {
    const loan = amortize(12_000, 0, 24);
    expect(byYear(loan.schedule)).toEqual([
      { year: 1, principal: 6000, interest: 0, balance: 6000 },
      { year: 2, principal: 6000, interest: 0, balance: 0 },
    ]);
  });

  it('counts months across year ends', () => {
    expect(addMonths('2026-11', 0)).toEqual({ year: 2026, month: 11 });
    expect(addMonths('2026-11', 2)).toEqual({ year: 2027, month: 1 });
    expect(addMonths('2026-01', 359)).toEqual({ year: 2055, month: 12 });
  });
});
