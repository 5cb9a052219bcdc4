import { federalMinimumWage } from '../minimum-wage/data';
import { annualText, hourlyText, longDate } from './wage-format';
import { OEWS_SOURCE, wageFor, type OccupationWage } from './wages';

/*
 * Figures the job-search pages quote in their text, read from the same modules as their tables so
 * a sentence can never disagree with the table beside it or with the minimum-wage pages.
 */

function wage(soc: string): OccupationWage {
  const found = wageFor(soc);
  if (!found) throw new Error(`content/jobs: ${soc} is not in content/jobs/wages.ts`);
  return found;
}

/** `$16.62` */
export const medianHourly = (soc: string) => hourlyText(wage(soc).hourly.median);

/** `$34,580` */
export const medianAnnual = (soc: string) => annualText(wage(soc).annual.median);

/** `about 3.8 million` or `about 135,000`. */
export function jobCount(soc: string): string {
  const count = wage(soc).employment;
  if (count >= 1_000_000) return `about ${(count / 1_000_000).toFixed(1)} million`;
  return `about ${(Math.round(count / 1000) * 1000).toLocaleString('en-US')}`;
}

/** What `hoursPerWeek` a week at the median hourly wage earns in 52 weeks, rounded to $10: `$17,280`. */
export function yearlyAtHours(soc: string, hoursPerWeek: number): string {
  const median = wage(soc).hourly.median;
  if (typeof median !== 'number') return hourlyText(median);
  return `$${(Math.round((median * hoursPerWeek * 52) / 10) * 10).toLocaleString('en-US')}`;
}

/** `$7.25` */
export const federalMinimum = `$${federalMinimumWage.hourly.toFixed(2)}`;

/** `July 24, 2009` */
export const federalMinimumSince = longDate(federalMinimumWage.effectiveDate);

/** `May 2024` */
export const wageReference = OEWS_SOURCE.reference;
