import { daysBetween } from './dates';

/**
 * The arithmetic behind what the pay documents say: a raise as a percentage, leave accrued per pay
 * period, and a timesheet's weekly regular and overtime hours under the federal rule (over 40 in a
 * workweek, at one and a half times the rate).
 */

/** The raise from one pay to another, to one decimal place: `12.5%`. */
export function raisePercent(from: number, to: number): string {
  const percent = Math.round(((to - from) / from) * 1000) / 10;
  return `${percent.toFixed(1).replace(/\.0$/, '')}%`;
}

/** Hours accrued per pay period for a full-time (8-hour day) employee, to two decimals. */
export function accrualPerPeriod(daysPerYear: number, periodsPerYear: number): number {
  return Math.round(((daysPerYear * 8) / periodsPerYear) * 100) / 100;
}

export const WEEKLY_LIMIT_MINUTES = 40 * 60;
export const OVERTIME_MULTIPLIER = 1.5;

export type Entry = { date: string; minutes: number };

export type WeekTotal = { week: number; minutes: number; regular: number; overtime: number };

/** Regular and overtime minutes per workweek; the workweek starts on the period's first day. */
export function weeklyTotals(entries: readonly Entry[], periodStart: string, overtime: boolean): WeekTotal[] {
  const weeks = new Map<number, number>();
  for (const entry of entries) {
    const week = Math.floor(daysBetween(periodStart, entry.date) / 7);
    weeks.set(week, (weeks.get(week) ?? 0) + entry.minutes);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([week, minutes]) => {
      const extra = overtime ? Math.max(0, minutes - WEEKLY_LIMIT_MINUTES) : 0;
      return { week, minutes, regular: minutes - extra, overtime: extra };
    });
}
