import { exactNumber, plainDigits, quantity } from '@/lib/kit/numbers';
import type { Pair, Rule, Unit } from './pairs';

/** Which way a converter runs: from the pair's first unit to its second, or back. */
export type Direction = 'toB' | 'toA';

export function applyRule(rule: Rule, value: number): number {
  let out = value + (rule.before ?? 0);
  if (rule.multiply !== undefined) out *= rule.multiply;
  if (rule.divide !== undefined) out /= rule.divide;
  return out + (rule.after ?? 0);
}

export function convert(pair: Pair, direction: Direction, value: number): number {
  return applyRule(pair[direction], value);
}

export function unitsOf(pair: Pair, direction: Direction): { from: Unit; to: Unit; min: number } {
  return direction === 'toB'
    ? { from: pair.a, to: pair.b, min: pair.minA }
    : { from: pair.b, to: pair.a, min: pair.minB };
}

const other = (direction: Direction): Direction => (direction === 'toB' ? 'toA' : 'toB');

/** `1 foot`, `2.5 feet`, rounded as results are shown. */
export function amount(value: number, unit: Unit): string {
  return `${quantity(value)} ${value === 1 ? unit.singular : unit.plural}`;
}

/** `1.234567 inches`: a typed value with every digit it was typed with. */
function typedAmount(value: number, unit: Unit): string {
  return `${exactNumber(value)} ${value === 1 ? unit.singular : unit.plural}`;
}

/**
 * The rule with the visitor's number: `feet = 175 ÷ 30.48 = 5.74147`. The typed value and the factors
 * are shown in full and only the result is rounded, so the line recomputed from what it shows gives
 * the result it shows.
 */
export function workedStep(pair: Pair, direction: Direction, value: number): string {
  const rule = pair[direction];
  const { from, to } = unitsOf(pair, direction);
  const result = convert(pair, direction, value);
  const v = exactNumber(value);
  let expression =
    rule.before !== undefined
      ? `(${v} ${rule.before < 0 ? '−' : '+'} ${exactNumber(Math.abs(rule.before))})`
      : v;
  if (rule.multiply !== undefined && rule.divide !== undefined)
    expression += ` × ${exactNumber(rule.multiply)}/${exactNumber(rule.divide)}`;
  else if (rule.multiply !== undefined) expression += ` × ${exactNumber(rule.multiply)}`;
  else if (rule.divide !== undefined) expression += ` ÷ ${exactNumber(rule.divide)}`;
  if (rule.after !== undefined)
    expression += ` ${rule.after < 0 ? '−' : '+'} ${exactNumber(Math.abs(rule.after))}`;
  return `${typedAmount(value, from)} = ${expression} = ${amount(result, to)}`;
}

/**
 * What Swap puts in the box: the result as shown, plus the exact value it stands for. A page that
 * converts `value` while the box still holds `text` gives back exactly what was typed (1 cm → in → cm
 * is 1, not the 1.000001 that converting the rounded 0.393701 would give); once the visitor edits the
 * box, the typed text counts again. `link` is the value for the address: a shared link carries no
 * hidden value, so it holds the shortest figure that still converts back to what was typed
 * (0.3937008 in, 1.609344 km).
 */
export function carryOver(
  pair: Pair,
  direction: Direction,
  value: number,
): { direction: Direction; text: string; value: number; link: string } {
  const result = convert(pair, direction, value);
  const back = other(direction);
  const text = quantity(result).replace(/,/g, '');
  let link = text;
  if (Math.abs(result) < 1e15)
    for (let digits = 6; digits <= 21; digits++) {
      link = plainDigits(result, digits);
      if (quantity(convert(pair, back, Number(link))) === quantity(value)) break;
    }
  return { direction: back, text, value: result, link };
}
