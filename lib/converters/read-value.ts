import { quantity } from '@/lib/kit/numbers';
import { numberText } from '@/lib/tools/validation';
import { unitsOf, type Direction } from './convert';
import type { Pair } from './pairs';

/*
 * Reading a converter's box with zod. Kept apart from convert.ts so a converter page can show its
 * first result without zod, and load this right after the page appears.
 */

/** The largest value a converter accepts: beyond it nobody is measuring anything real. */
export const MAX_VALUE = 1e12;

/** Typed text → the value to convert, or the message to show beside the box (checked with zod). */
export function readValue(
  pair: Pair,
  direction: Direction,
  text: string,
): { value: number } | { message: string } {
  const { from, min } = unitsOf(pair, direction);
  const parsed = numberText({
    name: `a number of ${from.plural}`,
    example: '12',
    min,
    max: MAX_VALUE,
    allowZero: true,
  }).safeParse(text);
  if (parsed.success) return { value: parsed.data };
  const message = parsed.error.issues[0]?.message ?? `Enter a number of ${from.plural}.`;
  if (min < 0 && /at least/.test(message)) {
    return { message: `That is below absolute zero (${quantity(min)} ${from.symbol}).` };
  }
  return { message };
}
