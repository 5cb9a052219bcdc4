import { z } from 'zod';
import { nonEmpty, slug } from '../schema/common';
import { wageFor } from './wages';

/**
 * A table of national pay for 5 to 8 occupations, named by SOC code only: the figures come from
 * content/jobs/wages.ts, so a page can never show a number that is not in the copied BLS rows.
 * A code that is not there fails the build.
 */
export const wageTableSectionSchema = z
  .object({
    type: z.literal('wageTable'),
    /** An id for links to this section (`#pay`). */
    anchor: slug.optional(),
    eyebrow: z.string().optional(),
    title: nonEmpty,
    lead: z.string().optional(),
    caption: nonEmpty,
    rows: z
      .array(
        z.object({
          soc: z.string().regex(/^\d{2}-\d{4}$/, 'must be a SOC code like 41-2031'),
          /** Job titles seekers will see in postings for this occupation. */
          titles: z.string().optional(),
        }),
      )
      .min(5, 'show at least five occupations')
      .max(8, 'show at most eight occupations'),
    tone: z.enum(['plain', 'muted']).optional(),
  })
  .superRefine((section, ctx) => {
    const seen = new Set<string>();
    section.rows.forEach((row, index) => {
      if (!wageFor(row.soc)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'soc'],
          message: `${row.soc} is not in content/jobs/wages.ts: copy its row from the BLS file first`,
        });
      }
      if (seen.has(row.soc)) {
        ctx.addIssue({ code: 'custom', path: ['rows', index, 'soc'], message: `repeats ${row.soc}` });
      }
      seen.add(row.soc);
    });
  });

export type WageTableSection = z.output<typeof wageTableSectionSchema>;
