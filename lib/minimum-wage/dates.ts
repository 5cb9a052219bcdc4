import { parseIsoDate } from '@/lib/format/date';

export { formatLongDate } from '@/lib/format/date';

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
