import { addDays, parseIsoDate } from '@/lib/kit/dates';

export { formatLongDate } from '@/lib/kit/date-format';

/** The day before an ISO date: the last day a rate was in force before the next one took effect. */
export const dayBefore = (iso: string): string => addDays(iso, -1);

/** The calendar year of an ISO date. */
export function yearOf(iso: string): number {
  return parseIsoDate(iso).getUTCFullYear();
}
