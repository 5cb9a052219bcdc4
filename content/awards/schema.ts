import { z } from 'zod';
import { isoDate, nonEmpty } from '../schema/common';
import {
  RECRUITING_CATEGORIES,
  SALES_CATEGORIES,
  nomineeSchema,
  recruitingWinnerSchema,
  salesWinnerSchema,
} from '../schema/awards';

/**
 * An awards programme page: its introduction, its categories (the programme's exact list, in order),
 * the nominees grouped by category and the previous year's winners. Every category must have a
 * group, so a category cannot silently disappear from the page.
 */
function programmeSchema<C extends readonly [string, ...string[]], W extends z.ZodType>(
  categories: C,
  winner: W,
) {
  const category = z.enum(categories);
  return z
    .object({
      name: nonEmpty,
      eyebrow: nonEmpty,
      title: nonEmpty,
      lead: nonEmpty,
      nomineesYear: z.number().int(),
      winnersYear: z.number().int(),
      about: z.array(nonEmpty).min(1),
      criteria: z.array(z.object({ title: nonEmpty, text: nonEmpty })).min(2),
      categories: z.array(z.object({ name: category, text: nonEmpty })),
      groups: z.array(z.object({ category, nominees: z.array(nomineeSchema).min(1) })),
      winners: z.array(winner).min(1),
      /**
       * When nominations and the People's Choice vote are open (first and last day, inclusive). The
       * panel adds nominees to the shortlist as it reviews nominations, so the two windows overlap.
       */
      schedule: z.object({
        nominationsOpen: isoDate,
        nominationsClose: isoDate,
        votingOpen: isoDate,
        votingClose: isoDate,
        winnersAnnounced: isoDate,
      }),
    })
    .superRefine((value, ctx) => {
      const { nominationsOpen, nominationsClose, votingOpen, votingClose, winnersAnnounced } = value.schedule;
      if (!(
        nominationsOpen <= nominationsClose &&
        votingOpen <= votingClose &&
        votingClose < winnersAnnounced
      )) {
        ctx.addIssue({
          code: 'custom',
          path: ['schedule'],
          message: 'must open before it closes, and announce winners after the vote closes',
        });
      }
      const listed = value.categories.map((c) => c.name);
      if (listed.join('|') !== categories.join('|')) {
        ctx.addIssue({
          code: 'custom',
          path: ['categories'],
          message: `must list exactly: ${categories.join(', ')}`,
        });
      }
      const grouped = value.groups.map((g) => g.category);
      if (grouped.join('|') !== categories.join('|')) {
        ctx.addIssue({
          code: 'custom',
          path: ['groups'],
          message: `needs one group per category, in order: ${categories.join(', ')}`,
        });
      }
      value.groups.forEach((group, index) =>
        group.nominees.forEach((nominee, n) => {
          if (nominee.category && nominee.category !== group.category) {
            ctx.addIssue({
              code: 'custom',
              path: ['groups', index, 'nominees', n, 'category'],
              message: `is "${nominee.category}" but the nominee is listed under "${group.category}"`,
            });
          }
        }),
      );
    });
}

export const recruitingProgrammeSchema = programmeSchema(RECRUITING_CATEGORIES, recruitingWinnerSchema);
export const salesProgrammeSchema = programmeSchema(SALES_CATEGORIES, salesWinnerSchema);
export type RecruitingProgramme = z.output<typeof recruitingProgrammeSchema>;
export type SalesProgramme = z.output<typeof salesProgrammeSchema>;
