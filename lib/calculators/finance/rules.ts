import type { NumberRule } from '@/lib/tools/validation';

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
