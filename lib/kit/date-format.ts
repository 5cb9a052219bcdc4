import { parseIsoDate } from './dates';

/** Dates in words, the way the site writes them (calendar arithmetic: ./dates). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * English ordinal suffix. The usual rule ('th' for 4 to 20, else by the last digit) is written
 * for days of the month; for larger numbers we also treat 111-113 like 11-13, as English does.
 */
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  const lastTwo = Math.abs(Math.trunc(n)) % 100;
  if (lastTwo >= 4 && lastTwo <= 20) return 'th';
  switch (lastTwo % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

export function ordinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}

/** A content-API date (`2026-11-22` or a full ISO timestamp) as `November 22nd, 2026`, read in UTC. */
export function formatContentDate(value: string | Date): string {
  const date =
    typeof value === 'string'
      ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value)
      : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTH_NAMES[date.getUTCMonth()]} ${ordinal(date.getUTCDate())}, ${date.getUTCFullYear()}`;
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const WITH_WEEKDAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * `2026-01-01` → `January 1, 2026` (with `weekday`, `Thursday, January 1, 2026`): the style of wage
 * notices, calculator results and letters (formatContentDate gives the ordinal style of articles,
 * `January 1st, 2026`, used for articles).
 */
export function formatLongDate(iso: string, weekday = false): string {
  return (weekday ? WITH_WEEKDAY : LONG_DATE).format(parseIsoDate(iso));
}

/** `November 2026`: a document's "updated" line. */
export function formatMonthYear(date: Date): string {
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
