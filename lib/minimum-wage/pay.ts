import { toCents, toDollars } from './cents';

/** Full-time work as wage tables count it: 40 hours a week, 52 weeks, so 2,080 hours a year. */
export const HOURS_PER_DAY = 8;
export const HOURS_PER_WEEK = 40;
export const WEEKS_PER_YEAR = 52;
export const HOURS_PER_YEAR = HOURS_PER_WEEK * WEEKS_PER_YEAR;

export type FullTimePay = {
  hourly: number;
  daily: number;
  weekly: number;
  biweekly: number;
  monthly: number;
  annual: number;
};

/**
 * Gross pay for full-time work at an hourly rate, before tax and deductions. A month is a twelfth
 * of the year (173.33 hours), rounded to the cent, as payroll tables show it.
 */
export function fullTimePay(hourly: number): FullTimePay {
  if (!Number.isFinite(hourly) || hourly < 0) throw new RangeError(`Not an hourly rate: ${hourly}`);
  const cents = toCents(hourly);
  const annual = cents * HOURS_PER_YEAR;
  return {
    hourly: toDollars(cents),
    daily: toDollars(cents * HOURS_PER_DAY),
    weekly: toDollars(cents * HOURS_PER_WEEK),
    biweekly: toDollars(cents * HOURS_PER_WEEK * 2),
    monthly: toDollars(Math.round(annual / 12)),
    annual: toDollars(annual),
  };
}
