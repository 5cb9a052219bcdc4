/**
 * Calendar dates as the form keeps them (`YYYY-MM-DD`), read in UTC so a date never shifts by a day
 * with the visitor's time zone, and written the way a US letter writes them.
 */
import { addDays, isIsoDate as isRealDate } from '@/lib/kit/dates';

export { addDays } from '@/lib/kit/dates';
export { formatLongDate as longDate } from '@/lib/kit/date-format';

/** A real calendar date (not 2026-02-30) in a range a letter can mean. */
export function isIsoDate(text: string): boolean {
  const year = Number(text.slice(0, 4));
  return isRealDate(text) && year >= 1900 && year <= 2200;
}

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000);
}

/**
 * A date field's default: an ISO date, `today`, or a day relative to it (`today+28`, `today-14`), so
 * sample letters stay consistent (a start date after the offer date) whenever they are opened.
 */
export function resolveDate(value: string, today: string): string {
  if (value === 'today') return today;
  const relative = /^today([+-]\d+)$/.exec(value);
  if (relative) return nextWeekday(addDays(today, Number(relative[1])));
  return value;
}

/** The date itself on a weekday, else the Monday after: a sample start date is never a Sunday. */
export function nextWeekday(iso: string): string {
  const day = utc(iso).getUTCDay();
  return day === 6 ? addDays(iso, 2) : day === 0 ? addDays(iso, 1) : iso;
}

export const RELATIVE_DATE = /^today([+-]\d{1,4})?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A row's date as typed: `2026-11-16`, `11/16/2026`, `11/16/26` or `11/16`, optionally after a
 * weekday ("Mon 11/16"). A date without a year takes the period's year, or the next one when the
 * period runs over New Year.
 */
export function parseDay(text: string, periodStart: string): string | null {
  const cleaned = text
    .trim()
    .replace(/^[a-z]{3,9}\.?,?\s+/i, '')
    .trim();
  if (isIsoDate(cleaned)) return cleaned;
  const match = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?$/.exec(cleaned);
  if (!match) return null;
  const [month, day] = [Number(match[1]), Number(match[2])];
  const startYear = Number(periodStart.slice(0, 4));
  let year = match[3] ? Number(match[3].length === 2 ? `20${match[3]}` : match[3]) : startYear;
  let iso = `${year}-${pad(month)}-${pad(day)}`;
  if (!match[3] && isIsoDate(iso) && daysBetween(periodStart, iso) < -180) {
    year += 1;
    iso = `${year}-${pad(month)}-${pad(day)}`;
  }
  return isIsoDate(iso) ? iso : null;
}
