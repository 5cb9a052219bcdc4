import { formatLongDate } from '@/lib/minimum-wage/dates';
import type { RateChange } from '@/lib/minimum-wage/rates';
import { money } from '@/lib/kit/numbers';

/** Prose pieces the pages and their FAQ answers share, so both say the same thing the same way. */
export const dollars = (value: number) => money(value);
export const longDate = formatLongDate;

/** `up $0.30 (2.8%)`, `down $0.10 (0.7%)` or `unchanged`. */
export function changeText(change: RateChange): string {
  if (change.amount === 0) return 'unchanged';
  const direction = change.amount > 0 ? 'up' : 'down';
  return `${direction} ${money(Math.abs(change.amount))} (${Math.abs(change.percent)}%)`;
}

/** `employers with annual gross receipts > $405,000` → `… over $405,000`, for sentences. */
export function appliesToText(appliesTo: string): string {
  return appliesTo.replace(/>\s*/g, 'over ').replace(/<\s*/g, 'under ');
}

/** `Ohio, Virginia and Arizona`. */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The state page's sentence about higher city and county rates. */
export const localText = (places: string) => `Higher local minimum wages apply in ${places}.`;
