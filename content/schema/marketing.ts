import { z } from 'zod';
import { href, imagePath, nonEmpty, slug, linkedIn } from './common';

/** A plan card. `price` may hold inline HTML; it is sanitized when the page is built. */
export const planCardSchema = z.object({
  id: slug,
  name: nonEmpty,
  bgColor: nonEmpty,
  color: nonEmpty,
  img: imagePath,
  price: nonEmpty,
  /** The same plan billed annually, where a monthly/annual toggle applies. */
  annualPrice: z.string().optional(),
  desc: nonEmpty,
  points: z.array(nonEmpty).min(1, 'needs at least one point'),
  backgroundImage: imagePath.optional(),
  btnText: nonEmpty,
  link: href,
  recommended: z.boolean().optional(),
});
export type PlanCard = z.output<typeof planCardSchema>;

export const resourceTypes = ['Template', 'E-Book/Guide', 'Industry Report', 'PDF'] as const;
export const resourceCardSchema = z.object({
  title: nonEmpty,
  type: z.enum(resourceTypes),
  text: nonEmpty,
  img: imagePath,
  resource: href,
  /** Shown on the card so people know what opens: the card's other fields do not say it. */
  format: z.enum(['DOCX', 'PDF', 'XLSX', 'CSV']).optional(),
});
export type ResourceCard = z.output<typeof resourceCardSchema>;

/** Team member and advisor share one shape; role may hold line breaks. */
export const personSchema = z.object({
  id: slug,
  name: nonEmpty,
  role: nonEmpty,
  image: imagePath.optional(),
  linkedin: linkedIn,
});
export type Person = z.output<typeof personSchema>;

export const featureCardSchema = z.object({
  id: slug,
  img: imagePath,
  title: nonEmpty,
  text: nonEmpty,
});
export type FeatureCard = z.output<typeof featureCardSchema>;

/** Glyphs the wordmark component can draw; client logos are neutral SVG wordmarks made here. */
export const logoGlyphs = ['ring', 'square', 'triangle', 'hexagon', 'bars', 'wave', 'spark', 'leaf'] as const;
export const logoEntrySchema = z.object({
  id: slug,
  name: nonEmpty,
  icon: z.enum(logoGlyphs),
});
export type LogoEntry = z.output<typeof logoEntrySchema>;
