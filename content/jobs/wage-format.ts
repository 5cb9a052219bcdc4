import { TOP_CODE, type WageValue } from './wages';

/*
 * How wage figures read on the page. A flag from the source is written out in words, never turned
 * into a number: `#` names the published cap ("$239,200 or more"), `*` says nothing was published.
 */

const NOT_AVAILABLE = 'Not available';

const dollars = (value: number, cents: boolean) =>
  `$${value.toLocaleString('en-US', {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  })}`;

/** `$16.62`; `#` → `$115.00 or more`. */
export function hourlyText(value: WageValue): string {
  if (value === '*') return NOT_AVAILABLE;
  if (value === '#') return `${dollars(TOP_CODE.hourly, true)} or more`;
  return dollars(value, true);
}

/** `$34,580`; `#` → `$239,200 or more`. */
export function annualText(value: WageValue): string {
  if (value === '*') return NOT_AVAILABLE;
  if (value === '#') return `${dollars(TOP_CODE.annual, false)} or more`;
  return dollars(value, false);
}

/** `$25,600 to $47,930`; when either end was not published the range is not shown. */
export function rangeText(low: WageValue, high: WageValue, format: (value: WageValue) => string): string {
  if (low === '*' || high === '*') return NOT_AVAILABLE;
  return `${format(low)} to ${format(high)}`;
}

export function employmentText(count: number): string {
  return count.toLocaleString('en-US');
}

/** `2025-04-02` → `April 2, 2025`, the way the pages write dates. */
export { formatLongDate as longDate } from '@/lib/kit/date-format';

/** Whether a value came flagged from the source, for the notes under a table. */
export const isFlag = (value: WageValue): value is '#' | '*' => value === '#' || value === '*';
