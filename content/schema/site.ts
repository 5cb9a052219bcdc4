import { z } from 'zod';
import { href, nonEmpty } from './common';

const navLink = z.object({ label: nonEmpty, href, description: z.string().optional() });

export const siteConfigSchema = z.object({
  brand: nonEmpty,
  legalName: nonEmpty,
  tagline: nonEmpty,
  defaultTitle: nonEmpty,
  defaultDescription: nonEmpty,
  locale: z.literal('en_US'),
  twitter: z.string().regex(/^@\w+$/),
  email: z.string().email(),
  products: z.object({ sourcing: nonEmpty, assessment: nonEmpty, interview: nonEmpty }),
  /**
   * The product's aggregate rating. A badge shows it only with `source`: who collected the reviews and
   * when, so a visitor can weigh it. Without a source no page shows the figure.
   */
  rating: z.object({
    value: z.number().min(0).max(5),
    count: z.number().int().positive(),
    source: z.string().trim().min(10).optional(),
  }),
  sameAs: z.array(z.string().url()),
  extensionUrl: z.string().url(),
  nav: z.array(z.object({ label: nonEmpty, href, links: z.array(navLink).min(1) })).min(1),
  footer: z.array(z.object({ title: nonEmpty, links: z.array(navLink).min(1) })).min(1),
});
export type SiteConfig = z.output<typeof siteConfigSchema>;
