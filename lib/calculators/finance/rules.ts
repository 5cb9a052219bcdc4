import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { numberText, type NumberRule } from '@/lib/tools/validation';

/** Limits shared by the money calculators; above them the inputs stop describing a household or a firm. */
export const MAX_MONEY = 1_000_000_000;
export const MAX_RATE = 100;

export const moneyRule = (name: string, example: string, extra: Partial<NumberRule> = {}): NumberRule => ({
  name,
  kind: 'money',
  example,
  max: MAX_MONEY,
  ...extra,
});

export const rateRule = (name: string, example: string, extra: Partial<NumberRule> = {}): NumberRule => ({
  name,
  kind: 'percent',
  example,
  max: MAX_RATE,
  allowZero: true,
  ...extra,
});

/**
 * A choice added after links were first shared: missing or empty reads as `fallback`, so an old
 * link gives the result it always gave.
 */
export function choiceOr<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
  error: string,
) {
  return z.pipe(
    z.transform((value: unknown) =>
      value === undefined || value === null || value === '' ? fallback : value,
    ),
    z.enum(values, { error }),
  );
}

/** A number field added after links were first shared: missing or empty reads as `fallback`. */
export function numberOr(rule: NumberRule, fallback: string) {
  return z.pipe(
    z.transform((value: unknown) =>
      value === undefined || value === null || value === '' ? fallback : value,
    ),
    numberText(rule),
  );
}
