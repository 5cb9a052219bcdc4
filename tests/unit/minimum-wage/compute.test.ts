import { describe, expect, it } from 'vitest';
import { dayBefore, formatLongDate, yearOf } from '@/lib/minimum-wage/dates';
import { HOURS_PER_YEAR, fullTimePay } from '@/lib/minimum-wage/pay';
import { byRateDescending, percentOf, rateChange, rateOn, tipCredit } from '@/lib/minimum-wage/rates';

describe('fullTimePay', () => {
  it('counts 40-hour weeks and 2,080-hour years to the cent', () => {
    expect(HOURS_PER_YEAR).toBe(2080);
    expect(fullTimePay(11)).toEqual({
      hourly: 11,
      daily: 88,
      weekly: 440,
      biweekly: 880,
      monthly: 1906.67,
      annual: 22880,
    });
  });

  it('has no floating-point drift on cent rates', () => {
    // 17.13 * 40 in floating point is 685.1999999999999; the table must hold 685.2 exactly.
    expect(fullTimePay(17.13).weekly).toBe(685.2);
    expect(fullTimePay(16.9).annual).toBe(35152);
    expect(fullTimePay(13.73).monthly).toBe(2379.87);
    expect(fullTimePay(7.25).annual).toBe(15080);
  });

  it('refuses a rate that is not one', () => {
    expect(() => fullTimePay(-1)).toThrow(RangeError);
    expect(() => fullTimePay(Number.NaN)).toThrow(RangeError);
  });
});

describe('rateOn', () => {
  const rates = [
    { effectiveDate: '2025-01-01', hourly: 10.56 },
    { effectiveDate: '2025-02-21', hourly: 12.48 },
    { effectiveDate: '2026-01-01', hourly: 13.73 },
  ];

  it('picks the latest rate that took effect on or before the date', () => {
    expect(rateOn(rates, '2025-01-01')?.hourly).toBe(10.56);
    expect(rateOn(rates, '2025-02-20')?.hourly).toBe(10.56);
    expect(rateOn(rates, '2025-02-21')?.hourly).toBe(12.48);
    expect(rateOn(rates, '2025-12-31')?.hourly).toBe(12.48);
    expect(rateOn(rates, '2026-11-22')?.hourly).toBe(13.73);
  });

  it('finds nothing before the first rate, and does not depend on list order', () => {
    expect(rateOn(rates, '2024-12-31')).toBeUndefined();
    expect(rateOn([...rates].reverse(), '2025-03-01')?.hourly).toBe(12.48);
  });
});

describe('rate arithmetic', () => {
  it('measures a change in dollars and percent', () => {
    expect(rateChange({ hourly: 10.7 }, { hourly: 11 })).toEqual({ amount: 0.3, percent: 2.8 });
    expect(rateChange({ hourly: 12.48 }, { hourly: 13.73 })).toEqual({ amount: 1.25, percent: 10 });
    expect(rateChange({ hourly: 15 }, { hourly: 15 })).toEqual({ amount: 0, percent: 0 });
    expect(rateChange(undefined, { hourly: 15 })).toBeNull();
  });

  it('gives the tip credit as the gap to the cash wage, never below zero', () => {
    expect(tipCredit(7.25, 2.13)).toBe(5.12);
    expect(tipCredit(15.92, 6.05)).toBe(9.87);
    expect(tipCredit(16.9, 16.9)).toBe(0);
    expect(tipCredit(10, 12)).toBe(0);
  });

  it('rounds a percentage of a rate to the cent', () => {
    expect(percentOf(13.73, 40)).toBe(5.49);
    expect(percentOf(12.48, 38)).toBe(4.74);
    expect(percentOf(15, 42)).toBe(6.3);
    expect(percentOf(17.13, 85)).toBe(14.56);
  });

  it('sorts highest first, equal rates by name', () => {
    const sorted = byRateDescending([
      { state: 'Massachusetts', hourly: 15 },
      { state: 'Washington', hourly: 17.13 },
      { state: 'Illinois', hourly: 15 },
      { state: 'Ohio', hourly: 11 },
    ]);
    expect(sorted.map((entry) => entry.state)).toEqual(['Washington', 'Illinois', 'Massachusetts', 'Ohio']);
  });
});

describe('dates', () => {
  it('writes dates the way wage notices do', () => {
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatLongDate('2009-07-24')).toBe('July 24, 2009');
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
  });

  it('steps back a day across months, years and leap days', () => {
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
    expect(dayBefore('2025-02-21')).toBe('2025-02-20');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(yearOf('2026-11-22')).toBe(2026);
  });

  it('rejects what is not a calendar date', () => {
    expect(() => formatLongDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatLongDate('1/1/2026')).toThrow(RangeError);
  });
});
