import { toCents, toDollars } from './cents';

type Dated = { effectiveDate: string };
type Priced = { hourly: number };

/**
 * The rate in force on `date` (ISO `YYYY-MM-DD`): the latest one that took effect on or before it.
 * ISO dates compare correctly as strings. Undefined before the first rate.
 */
export function rateOn<R extends Dated>(rates: readonly R[], date: string): R | undefined {
  let found: R | undefined;
  for (const rate of rates) {
    if (rate.effectiveDate <= date && (!found || rate.effectiveDate >= found.effectiveDate)) found = rate;
  }
  return found;
}

export type RateChange = { amount: number; percent: number };

/** How much a rate moved, in dollars and in percent (one decimal), or null when either is missing. */
export function rateChange(from: Priced | undefined, to: Priced | undefined): RateChange | null {
  if (!from || !to) return null;
  const amount = toCents(to.hourly) - toCents(from.hourly);
  return {
    amount: toDollars(amount),
    percent: Math.round((amount / toCents(from.hourly)) * 1000) / 10,
  };
}

/**
 * The most an employer may count from tips toward the minimum wage: the gap between the minimum
 * wage and the cash wage it must pay. Zero means no tip credit (the full rate is owed in cash).
 */
export function tipCredit(hourly: number, tippedCash: number): number {
  return toDollars(Math.max(0, toCents(hourly) - toCents(tippedCash)));
}

/**
 * A rate set as a share of the minimum wage, rounded to the cent: Michigan's tipped cash wage
 * (40% of $13.73 = $5.49) and the 85% youth rates.
 */
export function percentOf(hourly: number, percent: number): number {
  return toDollars(Math.round((toCents(hourly) * percent) / 100));
}

/** Highest rate first; equal rates by name, so the order is stable from build to build. */
export function byRateDescending<T extends Priced & { state: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.hourly - a.hourly || a.state.localeCompare(b.state));
}
