import { z } from 'zod';
import { isoDate, nonEmpty } from './common';

/** A dated piece the feed syndicates: a blog post, a news item or a case study. */
export const articleSchema = z.object({
  path: z
    .string()
    .regex(
      /^\/([a-z0-9-]+\/)+(#[a-z0-9-]+)?$/,
      'must be a site path with a trailing slash, optionally with #anchor',
    ),
  kind: z.enum(['blog', 'news', 'case-study']),
  title: nonEmpty,
  summary: nonEmpty,
  date: isoDate,
  author: z.string().optional(),
});
export type Article = z.output<typeof articleSchema>;
