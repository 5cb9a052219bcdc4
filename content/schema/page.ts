import { z } from 'zod';
import { isoDate, nonEmpty } from './common';

export const pageEntrySchema = z.object({
  path: z
    .string()
    .regex(/^\/([a-z0-9.-]+\/)*$/, 'must look like "/" or "/pricing/sourcing/" (lower case, trailing slash)'),
  title: nonEmpty.max(70, 'should be at most 70 characters so search results show it whole'),
  description: z
    .string()
    .trim()
    .min(50, 'should be at least 50 characters')
    .max(170, 'should be at most 170 characters so search results show it whole'),
  share: z.enum(['default', 'wide', 'none']),
  section: z.string().optional(),
  updated: isoDate.optional(),
  /**
   * Commitments a lawyer must approve before they bind the company (trust centre, policies):
   * `pending` until counsel signs off, then `approved` with the date. Not shown to visitors.
   */
  legalReview: z
    .union([
      z.object({ status: z.literal('pending') }),
      z.object({ status: z.literal('approved'), on: isoDate }),
    ])
    .optional(),
});
