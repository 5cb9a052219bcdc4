import { z } from 'zod';
import { nonEmpty } from './common';
import { statSchema } from './sections';

/**
 * Section types for audience landing pages (solutions, industries), kept apart from landing.ts so
 * that file only lists them: a before/after comparison, a customer story with its figures, the
 * roles a page speaks to, and a dated timeline.
 */

const tone = z.enum(['plain', 'muted']).optional();

export const beforeAfterSectionSchema = z.object({
  type: z.literal('beforeAfter'),
  eyebrow: z.string().optional(),
  title: nonEmpty,
  lead: z.string().optional(),
  beforeLabel: nonEmpty.default('Before'),
  afterLabel: nonEmpty.default('With Quotient'),
  rows: z.array(z.object({ label: nonEmpty, before: nonEmpty, after: nonEmpty })).min(2),
  tone,
});

export const caseStudySectionSchema = z.object({
  type: z.literal('caseStudy'),
  eyebrow: nonEmpty.default('Customer story'),
  company: nonEmpty,
  title: nonEmpty,
  challenge: nonEmpty,
  approach: nonEmpty,
  outcome: nonEmpty,
  metrics: z.array(statSchema).min(1).max(4),
  quote: z.object({ text: nonEmpty, name: nonEmpty, role: nonEmpty }).optional(),
  tone,
});

export const audiencesSectionSchema = z.object({
  type: z.literal('audiences'),
  eyebrow: z.string().optional(),
  title: nonEmpty,
  lead: z.string().optional(),
  items: z
    .array(z.object({ role: nonEmpty, quote: nonEmpty, need: nonEmpty }))
    .min(2)
    .max(4),
  tone,
});

export const timelineSectionSchema = z.object({
  type: z.literal('timeline'),
  eyebrow: z.string().optional(),
  title: nonEmpty,
  lead: z.string().optional(),
  items: z
    .array(z.object({ when: nonEmpty, title: nonEmpty, text: nonEmpty }))
    .min(3)
    .max(6),
  tone,
});

export type AudiencePageSectionContent =
  | z.output<typeof beforeAfterSectionSchema>
  | z.output<typeof caseStudySectionSchema>
  | z.output<typeof audiencesSectionSchema>
  | z.output<typeof timelineSectionSchema>;
