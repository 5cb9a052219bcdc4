import { z } from 'zod';
import { proseSource } from '../blog/schema';
import { parseProse } from '../blog/prose';
import { isoDate, nonEmpty, slug } from '../schema/common';

export const newsCategories = ['Product', 'Awards', 'Company', 'Partnership'] as const;

/** One newsroom item; it lives on /company/newsroom/ under its anchor, which the feed links to. */
export const newsItemSchema = z
  .object({
    anchor: slug,
    date: isoDate,
    category: z.enum(newsCategories),
    title: nonEmpty.max(100, 'should be at most 100 characters'),
    summary: nonEmpty.max(260, 'should be at most 260 characters: it is a summary'),
    body: proseSource,
  })
  .transform((item) => ({ ...item, blocks: parseProse(item.body) }));
export type NewsItem = z.output<typeof newsItemSchema>;
export type NewsItemInput = z.input<typeof newsItemSchema>;
