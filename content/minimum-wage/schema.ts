import { z } from 'zod';
import { isoDate, nonEmpty, slug } from '../schema/common';

/** A dollar amount in whole cents: a typo like 15.925 fails the build instead of showing. */
export const dollars = z
  .number()
  .positive('must be more than 0')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'must be in whole cents');

export const wageSourceSchema = z.object({
  url: z.string().regex(/^https:\/\/[^\s]+$/, 'must be an https URL without spaces'),
  /** What the page is and what it was used for, as the research notes say. */
  note: z.string().trim().min(1).optional(),
});

/**
 * One rate and the date it took effect. Special rates keep the names of the sourced file so the
 * copy can be checked against it field by field.
 */
export const wageRateSchema = z.object({
  hourly: dollars,
  effectiveDate: isoDate,
  tippedCash: dollars.optional(),
  maxTipCredit: dollars.optional(),
  /** The tipped cash wage as a share of the minimum wage, where the law sets it that way (Michigan). */
  tippedPercent: z.number().int().min(1).max(100).optional(),
  /** Who the rate applies to, where the law limits it (Ohio's gross-receipts threshold). */
  appliesTo: nonEmpty.optional(),
  /** Michigan: minors aged 16 and 17, 85% of the minimum wage. */
  minor85pct: dollars.optional(),
  /** Illinois: workers under 18 who work fewer than 650 hours a year for the employer. */
  youthUnder18: dollars.optional(),
  /** New Jersey: seasonal employers and employers with fewer than 6 employees. */
  seasonalAndSmall: dollars.optional(),
  /** New Jersey: agricultural workers. */
  agricultural: dollars.optional(),
  /** New Jersey: direct-care staff in long-term care facilities. */
  longTermCareDirectCare: dollars.optional(),
});

/**
 * A source a visitor can check: the government page, statute or official notice behind a figure.
 * Only government addresses are linked; a statute can be cited by name alone.
 */
export const citationSchema = z.object({
  publisher: nonEmpty,
  title: nonEmpty,
  url: z
    .string()
    .regex(
      /^https:\/\/([a-z0-9-]+\.)*([a-z0-9-]+\.gov|legislature\.[a-z]{2}\.gov|[a-z]{2}\.us)(:\d+)?(\/|$)/,
      'must be an https address on a government domain',
    )
    .optional(),
});

export const nextIncreaseSchema = z.object({
  hourly: dollars,
  effectiveDate: isoDate,
  tippedPercent: z.number().int().min(1).max(100).optional(),
  source: wageSourceSchema.shape.url,
});

/**
 * A jurisdiction's minimum wage as gathered: the rate in force when the data was retrieved, every
 * rate of 2025 and 2026 (and the one before them still in force), and where each figure came from.
 * The current rate must be the rates entry in effect on its own effective date.
 */
export const jurisdictionSchema = z
  .object({
    state: nonEmpty,
    code: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter code like OH'),
    hourly: dollars,
    effectiveDate: isoDate,
    tippedCash: dollars,
    nextIncrease: nextIncreaseSchema.nullable(),
    rates: z.array(wageRateSchema).min(1, 'needs at least one rate'),
    /** What the page cites: the state's own labour agency, the law, the US Department of Labor. */
    citations: z.array(citationSchema).min(1, 'needs at least one official citation'),
    /** When a person last checked the figures against the citations; the page shows it. */
    lastReviewed: isoDate,
    /*
     * The research record below is for the people who review the figures, never shown to visitors:
     * what the researcher read (news and law-firm pages too), their notes and doubts.
     */
    notes: nonEmpty,
    /** The page the figures were meant to come from; null when no official page was reachable. */
    sourceUrl: wageSourceSchema.nullable(),
    /** The pages the figures were actually read from. */
    retrievedFrom: z.array(wageSourceSchema).min(1, 'needs at least one source'),
    /** Figures only third parties confirmed, or that rest on an assumption: to settle at the next review. */
    uncertain: z.array(nonEmpty),
    /** When the sources were read, so the page can say "as of". */
    retrieved: isoDate,
  })
  .superRefine((entry, ctx) => {
    const sorted = entry.rates.every(
      (rate, index) => index === 0 || entry.rates[index - 1]!.effectiveDate < rate.effectiveDate,
    );
    if (!sorted) ctx.addIssue({ code: 'custom', path: ['rates'], message: 'must be in date order' });
    const current = entry.rates.findLast((rate) => rate.effectiveDate <= entry.effectiveDate);
    if (!current || current.effectiveDate !== entry.effectiveDate || current.hourly !== entry.hourly) {
      ctx.addIssue({
        code: 'custom',
        path: ['hourly'],
        message: `must equal the rates entry that took effect on ${entry.effectiveDate}`,
      });
    }
    if (entry.lastReviewed < entry.retrieved) {
      ctx.addIssue({ code: 'custom', path: ['lastReviewed'], message: 'is before the research it reviews' });
    }
    if (entry.effectiveDate > entry.retrieved) {
      ctx.addIssue({ code: 'custom', path: ['effectiveDate'], message: 'is after the retrieval date' });
    }
    if (entry.nextIncrease && entry.nextIncrease.effectiveDate <= entry.effectiveDate) {
      ctx.addIssue({ code: 'custom', path: ['nextIncrease'], message: 'must come after the current rate' });
    }
  });

export const stateWageSchema = jurisdictionSchema.and(z.object({ slug }));

export type WageSource = z.output<typeof wageSourceSchema>;
export type WageRate = z.output<typeof wageRateSchema>;
export type Citation = z.output<typeof citationSchema>;
export type NextIncrease = z.output<typeof nextIncreaseSchema>;
export type Jurisdiction = z.output<typeof jurisdictionSchema>;
export type StateWage = z.output<typeof stateWageSchema>;
