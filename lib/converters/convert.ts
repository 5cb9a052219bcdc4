import { quantity } from '@/lib/kit/numbers';
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

/** `1 foot`, `2.5 feet` */
export function amount(value: number, unit: Unit): string {
  return `${quantity(value)} ${value === 1 ? unit.singular : unit.plural}`;
}

/** The rule with the visitor's number: `feet = 12 × 0.0833 = 0.9996`. */
export function workedStep(pair: Pair, direction: Direction, value: number): string {
  const rule = pair[direction];
  const { from, to } = unitsOf(pair, direction);
  const result = convert(pair, direction, value);
  const v = quantity(value);
  let expression =
    rule.before !== undefined
      ? `(${v} ${rule.before < 0 ? '−' : '+'} ${quantity(Math.abs(rule.before))})`
      : v;
  if (rule.multiply !== undefined && rule.divide !== undefined)
    expression += ` × ${quantity(rule.multiply)}/${quantity(rule.divide)}`;
  else if (rule.multiply !== undefined) expression += ` × ${quantity(rule.multiply)}`;
  else if (rule.divide !== undefined) expression += ` ÷ ${quantity(rule.divide)}`;
  if (rule.after !== undefined)
    expression += ` ${rule.after < 0 ? '−' : '+'} ${quantity(Math.abs(rule.after))}`;
  return `${amount(value, from)} = ${expression} = ${amount(result, to)}`;
}
