import { z } from 'zod';
import { defineEntries } from '../define';
import { nonEmpty, slug } from '../schema/common';

const faqItemSchema = z.object({ question: nonEmpty, answer: nonEmpty });

/**
 * The words of each state page, written from the research notes in data.ts. Every dollar figure
 * here must appear in that state's data (a unit test checks), so a rate change cannot leave an
 * old number behind in the prose.
 */
export const stateCopySchema = z.object({
  slug,
  /** Who the rate covers and the exceptions: thresholds, youth and training rates, special groups. */
  conditions: z.array(nonEmpty).min(1),
  /** Extra conditions on the tipped wage, added to the generated tipped-wage answer. */
  tippedDetail: nonEmpty.optional(),
  /** How the rate changes over time, with the law that says so. */
  indexing: nonEmpty,
  /** Whether the rate rises by itself each year (inflation indexing), so a next raise is likely. */
  indexed: z.boolean(),
  /** Cities and counties with higher minimums, where the sources name them: "Chicago and Cook County". */
  localPlaces: nonEmpty.optional(),
  /** Questions that only this state raises; the common ones are generated from the data. */
  faq: z.array(faqItemSchema).default([]),
});

export type StateCopy = z.output<typeof stateCopySchema>;
export type FaqItem = z.output<typeof faqItemSchema>;

export const stateCopy = defineEntries(
  'content/minimum-wage/states.ts',
  stateCopySchema,
  [
    {
      slug: 'ohio',
      conditions: [
        'The state rate applies to employers with annual gross receipts over $405,000 in 2026 (over $394,000 in 2025).',
        'Employers at or below that threshold, and workers aged 14 and 15, follow the federal minimum of $7.25 an hour.',
        'Tipped employees are those who receive more than $30 a month in tips.',
      ],
      indexing:
        'Ohio’s rate is indexed every January 1 to inflation (the CPI-W for the 12 months ending in August) under Article II, Section 34a of the Ohio Constitution, added in 2006.',
      indexed: true,
      faq: [
        {
          question: 'Do small businesses in Ohio have to pay the state minimum wage?',
          answer:
            'Only above the gross-receipts threshold: in 2026 the state rate applies to employers with annual gross receipts over $405,000. Employers at or below it pay the federal minimum of $7.25 an hour, which also applies to workers aged 14 and 15.',
        },
      ],
    },
    {
      slug: 'michigan',
      conditions: [
        'The law applies to employers with 2 or more employees.',
        'Minors aged 16 and 17 may be paid 85% of the minimum wage: $11.67 an hour in 2026.',
        'A training wage of $4.25 an hour may be paid to new employees under 20 for their first 90 days.',
      ],
      tippedDetail:
        'The tipped wage is set as a share of the minimum wage: 40% in 2026 and 42% from January 1, 2027. In 2026 it may be paid only when the employee receives at least $8.24 an hour in tips.',
      indexing:
        'Michigan follows a schedule set by SB 8 (Public Act 1 of 2025), which amended the Improved Workforce Opportunity Wage Act: $15.00 on January 1, 2027, with the tipped rate at 42%. From 2028 the rate is indexed to inflation (CPI, Midwest) and the tipped share rises 2 points a year (44% in 2028, 46% in 2029, 48% in 2030) to a cap of 50%.',
      indexed: true,
      faq: [
        {
          question: 'What is the minimum wage for minors in Michigan?',
          answer:
            'Minors aged 16 and 17 may be paid 85% of the minimum wage, $11.67 an hour in 2026. New employees under 20 may be paid a training wage of $4.25 an hour for their first 90 days.',
        },
      ],
    },
    {
      slug: 'massachusetts',
      conditions: [
        'Agricultural workers have a separate minimum of $8.00 an hour.',
        'Tipped employees are those who receive more than $20 a month in tips.',
      ],
      tippedDetail:
        'The $6.75 service rate may be paid only if tips plus the service rate average at least $15.00 an hour over the week.',
      indexing:
        'The Massachusetts rate is not indexed to inflation, and no scheduled increase was found in the sources.',
      indexed: false,
    },
    {
      slug: 'virginia',
      conditions: [
        'Employers may count tips actually received toward the minimum wage (Va. Code 40.1-28.9), down to the federal cash wage of $2.13 an hour.',
      ],
      indexing:
        'Virginia’s Commissioner of Labor and Industry adjusts the rate each year by the change in the CPI-U, announced by October 1 and effective January 1 (Virginia Minimum Wage Act, Va. Code 40.1-28.10).',
      indexed: true,
    },
    {
      slug: 'illinois',
      conditions: [
        'Workers under 18 who work fewer than 650 hours a year for the employer may be paid $13.00 an hour.',
        'New employees over 18 may be paid up to 50 cents less than the minimum wage for their first 90 days.',
        'Tipped employees may be paid 60% of the minimum wage.',
      ],
      indexing:
        'The schedule of Public Act 101-0001 ended at $15.00 on January 1, 2025; no further statewide increase was found.',
      indexed: false,
      localPlaces: 'Chicago and Cook County',
    },
    {
      slug: 'new-jersey',
      conditions: [
        'Seasonal employers (operating fewer than 10 consecutive weeks a year) and small employers (fewer than 6 employees): $15.23 an hour in 2026.',
        'Agricultural workers: $14.20 an hour in 2026.',
        'Direct-care staff in long-term care facilities: $18.92 an hour in 2026.',
        'The seasonal and small-employer rate keeps rising each year until 2028, and the agricultural rate until 2030.',
      ],
      indexing:
        'New Jersey adjusts its rate each January 1 by the change in the consumer price index, under the New Jersey Constitution and N.J.A.C. 12:56-3.1(c).',
      indexed: true,
    },
    {
      slug: 'arizona',
      conditions: [
        'Employers may take a tip credit of up to $3.00 an hour, so tipped employees get at least $12.15 an hour in cash in 2026.',
      ],
      indexing:
        'Arizona’s rate is indexed each January 1 to the CPI-U (August to August) and rounded to the nearest 5 cents (A.R.S. 23-363(B)).',
      indexed: true,
      localPlaces: 'Flagstaff and Tucson',
    },
    {
      slug: 'colorado',
      conditions: [
        'Employers may take a tip credit of up to $3.02 an hour for employees who receive more than $30 a month in tips.',
      ],
      indexing:
        'Colorado adjusts its rate each year by the consumer price index for Denver-Aurora-Lakewood under article XVIII, section 15 of the Colorado Constitution; the rate is set in the COMPS Order.',
      indexed: true,
      localPlaces: 'Denver, Edgewater and unincorporated Boulder County',
    },
    {
      slug: 'california',
      conditions: [
        'The same rate applies to every employer, whatever its size.',
        'There is no tip credit: tipped workers are paid the full minimum wage, and tips come on top.',
        'Exempt employees must earn at least $70,304 a year in 2026 (2 × the minimum wage × 2,080 hours).',
        'Fast-food workers ($20 an hour) and health-care workers have separate minimum wages.',
      ],
      indexing:
        'California adjusts its rate each year by the lesser of 3.5% or the change in the CPI-W (Labor Code 1182.12).',
      indexed: true,
      localPlaces: 'many cities and counties',
    },
    {
      slug: 'washington',
      conditions: [
        'There is no tip credit: tipped workers are paid the full minimum wage, and tips come on top.',
        'Workers aged 14 and 15 may be paid 85% of the adult rate: $14.56 an hour in 2026, a figure from one third-party page.',
      ],
      indexing:
        'The Department of Labor & Industries recalculates the rate each September from the CPI-W (RCW 49.46.020).',
      indexed: true,
      localPlaces: 'Seattle, SeaTac, Tukwila, Bellingham, Renton and other cities',
    },
    {
      slug: 'maryland',
      conditions: [
        'The $15.00 rate applies to all employers, whatever their size, since January 1, 2024 (Fair Wage Act of 2023).',
        'Workers under 18 may be paid 85% of the state rate ($12.75 an hour).',
        'Tipped employees are those who receive more than $30 a month in tips.',
      ],
      indexing: 'No scheduled or inflation-indexed increase was found in the sources.',
      indexed: false,
      localPlaces: 'Montgomery County',
    },
    {
      slug: 'nevada',
      conditions: [
        'One rate for all employers since July 1, 2024: the two tiers based on health benefits ended (2022 Ballot Question 2, Nevada Constitution article 15, section 16).',
        'There is no tip credit: tipped workers are paid the full minimum wage, and tips come on top.',
        'Employees paid less than 1.5 times the minimum wage ($18.00 an hour) earn daily overtime after 8 hours in a 24-hour period.',
      ],
      indexing: 'The automatic yearly raises ended with the 2024 change; no scheduled increase was found.',
      indexed: false,
      faq: [
        {
          question: 'Does Nevada still have two minimum wage rates?',
          answer:
            'No. Since July 1, 2024 one rate of $12.00 an hour applies to all employers; the lower rate for employers offering health benefits ended under 2022 Ballot Question 2.',
        },
      ],
    },
  ],
  'slug',
);

export function stateCopyAt(slug: string): StateCopy | undefined {
  return stateCopy.find((entry) => entry.slug === slug);
}
