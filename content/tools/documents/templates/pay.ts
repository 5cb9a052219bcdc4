import type { Reader } from '@/lib/documents/read';

/** How pay is described across the letters: "per year" or "per hour", and the pay schedule. */
export const FREQUENCY: Record<string, string> = {
  weekly: 'weekly',
  biweekly: 'every two weeks',
  semimonthly: 'twice a month',
  monthly: 'monthly',
};

export const hourly = (read: Reader, key = 'payBasis') => read.choice(key) === 'hour';

/** ` per year` or ` per hour`, after an amount. */
export const per = (read: Reader, key = 'payBasis') => (hourly(read, key) ? ' per hour' : ' per year');

/**
 * `salary` or `pay`: the noun before an amount that `per` follows. Not `hourly rate`, which would
 * say the unit twice ("hourly rate … per hour").
 */
export const payNoun = (read: Reader, key = 'payBasis') => (hourly(read, key) ? 'pay' : 'salary');

export const PERIOD: Record<string, string> = {
  '30': 'first 30 days',
  '60': 'first 60 days',
  '90': 'first 90 days',
  '180': 'first six months',
};
