import { z } from 'zod';
import { imagePath, isoDate, nonEmpty, slug } from './common';

const comparisonRow = z.object({ name: nonEmpty, ours: z.boolean(), theirs: z.boolean() });
const article = z.object({ id: slug, img: imagePath, title: nonEmpty, text: nonEmpty });

/** A competitor page: the rows of a comparison and the pitch around them. */
export const competitorPageSchema = z.object({
  slug,
  name: nonEmpty,
  heading: nonEmpty,
  heading1: nonEmpty,
  subheading: nonEmpty,
  subheading1: nonEmpty,
  subheading2: nonEmpty,
  img: z.object({
    src: imagePath,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    blur: z.object({
      src: nonEmpty,
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
  }),
  differentiators: z.array(comparisonRow).min(1),
  points: z.array(comparisonRow).min(1),
  articles: z.array(article),
  articlesTest: z.array(article.omit({ id: true })).optional(),
  /** Shown on the first comparison page only ($35k). */
  price: z.string().optional(),
  /** When the comparison was last checked; shown on the page. */
  reviewed: isoDate,
});
export type CompetitorPage = z.output<typeof competitorPageSchema>;
