import { MONTH_NAMES } from '@/lib/kit/date-format';
import type { MonthYear } from './model';

/** `Jan` … `Dec`, as resumes abbreviate months. */
export const MONTHS_SHORT: readonly string[] = MONTH_NAMES.map((month) => month.slice(0, 3));

/** Today as a year and month (1-12): the only clock the checks and "Expected" dates read. */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

export function yearMonthOf(date: Date): YearMonth {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

export const EARLIEST_YEAR = 1940;
/** Graduation dates may be planned a few years ahead; nothing on a resume lies further out. */
const YEARS_AHEAD = 8;

const validMonth = (month: string): number | undefined => {
  const value = Number(month);
  return Number.isInteger(value) && value >= 1 && value <= 12 ? value : undefined;
};

/** The year typed, when it is a plausible four-digit year. */
export function yearOf(year: string, today: YearMonth): number | undefined {
  const text = year.trim();
  if (!/^\d{4}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= EARLIEST_YEAR && value <= today.year + YEARS_AHEAD ? value : undefined;
}

/** Why a typed year cannot be used, or undefined when it is fine or empty. */
export function yearProblem(year: string, today: YearMonth): string | undefined {
  const text = year.trim();
  if (!text) return undefined;
  if (!/^\d{4}$/.test(text)) return 'Enter a four-digit year, like 2021.';
  if (yearOf(text, today) === undefined)
    return `Enter a year between ${EARLIEST_YEAR} and ${today.year + YEARS_AHEAD}.`;
  return undefined;
}

/**
 * A comparable month number (year × 12 + month), or undefined without a usable year. A date with
 * only a year counts as its January for a start and its December for an end, which gives the
 * benefit of the doubt when comparing ranges.
 */
export function monthNumber(date: MonthYear, today: YearMonth, side: 'start' | 'end'): number | undefined {
  const year = yearOf(date.year, today);
  if (year === undefined) return undefined;
  const month = validMonth(date.month) ?? (side === 'start' ? 1 : 12);
  return year * 12 + (month - 1);
}

/** `Mar 2021`, `2021`, or '' when there is no usable year. */
export function formatMonthYear(date: MonthYear, today: YearMonth): string {
  const year = yearOf(date.year, today);
  if (year === undefined) return '';
  const month = validMonth(date.month);
  return month ? `${MONTHS_SHORT[month - 1]} ${year}` : String(year);
}

export const PRESENT = 'Present';

/** `Mar 2021 – Present`, `2017 – 2021`, one side alone when the other is missing. */
export function formatRange(start: MonthYear, end: MonthYear, current: boolean, today: YearMonth): string {
  const from = formatMonthYear(start, today);
  const to = current ? PRESENT : formatMonthYear(end, today);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from || to;
}

/** A graduation date, `Expected May 2027` when it is still ahead. */
export function formatGraduation(end: MonthYear, today: YearMonth): string {
  const text = formatMonthYear(end, today);
  const when = monthNumber(end, today, 'end');
  const now = today.year * 12 + (today.month - 1);
  return text && when !== undefined && when > now ? `Expected ${text}` : text;
}

export function nowNumber(today: YearMonth): number {
  return today.year * 12 + (today.month - 1);
}
