import { z } from 'zod';
import { ART_KEYS } from './art-keys';
import { screenDataSchema } from './screen';
import { href, nonEmpty } from './common';
import { resourceTypes } from './marketing';
import { ctaSchema, itemSchema, statSchema, stepSchema } from './sections';
import { pageEntrySchema } from './page';
import {
  documentSectionSchema,
  processSectionSchema,
  promptsSectionSchema,
  tableSectionSchema,
} from './longform';
import {
  audiencesSectionSchema,
  beforeAfterSectionSchema,
  caseStudySectionSchema,
  timelineSectionSchema,
} from './audience-sections';
import {
  actionSectionSchema,
  episodesSectionSchema,
  guideIndexSectionSchema,
  peopleSectionSchema,
  rolesSectionSchema,
} from './company-sections';
import { wageTableSectionSchema } from '../jobs/wage-table-schema';

const tone = z.enum(['plain', 'muted']).optional();

/** The sections a landing page is made of; each renders with one component in LandingSections. */
export const landingSectionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hero'),
    eyebrow: z.string().optional(),
    title: nonEmpty,
    lead: nonEmpty,
    proof: z.string().optional(),
    illustration: z.enum(ART_KEYS).default('dashboard'),
    screen: screenDataSchema.optional(),
    primary: ctaSchema.optional(),
    secondary: ctaSchema.optional(),
  }),
  z.object({ type: z.literal('logos'), label: z.string().optional() }),
  z.object({
    type: z.literal('features'),
    eyebrow: z.string().optional(),
    title: nonEmpty,
    lead: z.string().optional(),
    items: z.array(itemSchema).min(2),
    tone,
  }),
  z.object({
    type: z.literal('problems'),
    eyebrow: z.string().optional(),
    title: nonEmpty,
    lead: z.string().optional(),
    items: z.array(itemSchema).min(2),
    tone,
  }),
  z.object({
    type: z.literal('steps'),
    title: nonEmpty,
    lead: z.string().optional(),
    items: z.array(stepSchema).min(3).max(4),
  }),
  z.object({
    type: z.literal('stats'),
    eyebrow: z.string().optional(),
    title: nonEmpty,
    items: z.array(statSchema).min(2),
  }),
  z.object({
    type: z.literal('faq'),
    title: nonEmpty,
    items: z.array(z.object({ question: nonEmpty, answer: nonEmpty })).min(2),
  }),
  z.object({
    type: z.literal('text'),
    eyebrow: z.string().optional(),
    title: nonEmpty,
    paragraphs: z.array(nonEmpty).min(1),
    tone,
  }),
  z.object({
    type: z.literal('checklist'),
    title: nonEmpty,
    lead: z.string().optional(),
    items: z.array(nonEmpty).min(2),
    tone,
  }),
  z.object({
    type: z.literal('testimonial'),
    quote: nonEmpty,
    name: nonEmpty,
    role: nonEmpty,
    company: nonEmpty,
    result: z.string().optional(),
  }),
  z.object({
    type: z.literal('links'),
    title: nonEmpty,
    items: z.array(z.object({ title: nonEmpty, text: nonEmpty, href })).min(2),
    tone,
  }),
  z.object({ type: z.literal('cta'), title: nonEmpty, text: nonEmpty }),
  // The free resource library (content/resources.ts), optionally only some types of resource.
  z.object({
    type: z.literal('resources'),
    eyebrow: z.string().optional(),
    title: nonEmpty,
    lead: z.string().optional(),
    kinds: z.array(z.enum(resourceTypes)).min(1).optional(),
    /** The section's id, for links such as `#templates`. */
    anchor: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, 'must be lower-case words joined by hyphens')
      .optional(),
    tone,
  }),
  // Long-form types (guides, legal documents, prompt libraries): content/schema/longform.ts
  documentSectionSchema,
  processSectionSchema,
  promptsSectionSchema,
  tableSectionSchema,
  // Audience-page types (solutions, industries): content/schema/audience-sections.ts
  beforeAfterSectionSchema,
  caseStudySectionSchema,
  audiencesSectionSchema,
  timelineSectionSchema,
  // Company-page types (team, careers, partnership, talks, guide index): content/schema/company-sections.ts
  peopleSectionSchema,
  rolesSectionSchema,
  episodesSectionSchema,
  guideIndexSectionSchema,
  actionSectionSchema,
  // Job-search guides: national pay by occupation from content/jobs/wages.ts
  wageTableSectionSchema,
]);
export type LandingSection = z.output<typeof landingSectionSchema>;
export type LandingSectionInput = z.input<typeof landingSectionSchema>;

/** A landing page: its page entry plus its sections. A marketer makes a new page by adding one of these. */
export const landingPageSchema = pageEntrySchema.extend({
  sections: z.array(landingSectionSchema).min(3, 'a landing page needs at least three sections'),
});
export type LandingPage = z.output<typeof landingPageSchema>;
/** One landing page as written in its file, before the schema fills defaults. */
export type LandingPageInput = z.input<typeof landingPageSchema>;
