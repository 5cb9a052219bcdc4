/** Calendar dates as `YYYY-MM-DD`: parsing, today, arithmetic (in words: ./date-format). */
/** A calendar date `YYYY-MM-DD` as a UTC Date; throws on anything that is not a real date. */
export function parseIsoDate(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  // Date.UTC rolls 2026-02-30 over into March; a date that does not round-trip is not a date.
  if (!date || date.toISOString().slice(0, 10) !== iso) throw new RangeError(`Not a date: ${iso}`);
  return date;
}

/** Today as `YYYY-MM-DD` in the visitor's own calendar: a form's default, the date in a saved file. */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(text: string): boolean {
  try {
    parseIsoDate(text);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date `days` after `iso` (before, when negative), counted in UTC. */
export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
