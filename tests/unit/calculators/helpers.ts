import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';

/** Every number anywhere inside `value` is finite (no NaN, no Infinity). */
export function nonFiniteNumbers(value: unknown, path = 'result'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path} = ${value}`];
  if (Array.isArray(value)) return value.flatMap((v, i) => nonFiniteNumbers(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => nonFiniteNumbers(v, `${path}.${k}`));
  return [];
}

export function expectAllFinite(value: unknown): void {
  expect(nonFiniteNumbers(value)).toEqual([]);
}

/** The validation messages for `input`, keyed by dotted path ("" for the form as a whole). */
export function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/** Parses or fails the test with the messages, so a test's input mistakes are obvious. */
export function parseOk<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new Error(`expected valid input: ${JSON.stringify(parsed.error.issues)}`);
  return parsed.data;
}

/**
 * What a form field might hold for a number meant to lie in [min, max]: numbers in and around the
 * range, the same as typed strings (with commas and $), empty, garbage, and extremes.
 */
export function fieldValue(min: number, max: number): fc.Arbitrary<unknown> {
  const span = Math.max(Math.abs(min), Math.abs(max)) * 2 + 1;
  const inRange = fc.double({ min, max, noNaN: true });
  return fc.oneof(
    { weight: 6, arbitrary: inRange },
    { weight: 3, arbitrary: inRange.map((n) => String(n)) },
    { weight: 2, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
    { weight: 2, arbitrary: fc.constantFrom(min, max, 0, 1, -1, 0.5) },
    { weight: 1, arbitrary: fc.double({ min: -span, max: span, noNaN: true }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        'abc',
        '1e400',
        '-0',
        '1,000',
        '$12.50',
        '5%',
        'NaN',
        'Infinity',
        null,
        undefined,
        Number.NaN,
        Infinity,
        -Infinity,
        Number.MAX_VALUE,
        Number.MIN_VALUE,
        true,
      ),
    },
  );
}

/** fast-check settings shared by the calculator property tests. */
export const propertyRuns = { numRuns: 400 };
