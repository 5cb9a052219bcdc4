import { z } from 'zod';
import { ART_KEYS } from './art-keys';
import { href, nonEmpty } from './common';
import { screenDataSchema } from './screen';

/** Building blocks of marketing pages; a landing page is a list of these over content. */
export const ctaSchema = z.object({ label: nonEmpty, href });
export const heroSchema = z.object({
  eyebrow: z.string().optional(),
  title: nonEmpty,
  lead: nonEmpty,
  proof: z.string().optional(),
  illustration: z.enum(ART_KEYS).default('dashboard'),
  screen: screenDataSchema.optional(),
});
export const itemSchema = z.object({ title: nonEmpty, text: nonEmpty, href: href.optional() });
export const statSchema = z.object({ value: nonEmpty, label: nonEmpty });
export const stepSchema = z.object({ title: nonEmpty, text: nonEmpty });
