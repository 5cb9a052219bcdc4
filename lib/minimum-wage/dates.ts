const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function parseIsoDate(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  // Date.UTC rolls 2026-02-30 over into March; a date that does not round-trip is not a date.
  if (!date || date.toISOString().slice(0, 10) !== iso) throw new RangeError(`Not a date: ${iso}`);
  return date;
}

/**
 * `2026-01-01` → `January 1, 2026`, the style of wage notices and labour-department tables
 * (lib/format/date gives the spec's ordinal style, `January 1st, 2026`, used for articles).
 */
export function formatLongDate(iso: string): string {
  return LONG_DATE.format(parseIsoDate(iso));
}

/** The day before an ISO date: the last day a rate was in force before the next one took effect. */
export function dayBefore(iso: string): string {
  const date = parseIsoDate(iso);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The calendar year of an ISO date. */
export function yearOf(iso: string): number {
  return parseIsoDate(iso).getUTCFullYear();
}
