import { z } from 'zod';
import { proseSource } from '../blog/schema';
import { isoDate, nonEmpty, slug } from '../schema/common';
import { logoGlyphs } from '../schema/marketing';
import { pageEntrySchema } from '../schema/page';
import { statSchema } from '../schema/sections';
import { parseProse } from '../blog/prose';

/** The platform modules a customer story can credit; labels and links live in ./modules.ts. */
export const moduleKeys = ['sourcing', 'assessment', 'interview', 'scheduling'] as const;
export type ModuleKey = (typeof moduleKeys)[number];

export const quoteSchema = z.object({
  text: nonEmpty,
  name: nonEmpty,
  role: nonEmpty,
});

/** A customer story: a fictional but plausible customer, its hiring problem, what it did and what changed. */
export const caseStudySchema = pageEntrySchema
  .extend({
    /** Short key other stories use to name it as related. */
    id: slug,
    date: isoDate,
    summary: nonEmpty.max(260, 'should be at most 260 characters: it is a summary'),
    customer: z.object({
      name: nonEmpty,
      industry: nonEmpty,
      size: nonEmpty,
      location: nonEmpty,
      glyph: z.enum(logoGlyphs),
    }),
    lead: nonEmpty,
    modules: z.array(z.enum(moduleKeys)).min(1),
    results: z.array(statSchema).min(3).max(4),
    challenge: proseSource,
    solution: proseSource,
    outcome: proseSource,
    quote: quoteSchema,
    related: z.array(slug).min(2).max(3),
  })
  .transform((story) => ({
    ...story,
    sections: [
      { id: 'challenge', title: 'The challenge', blocks: parseProse(story.challenge) },
      { id: 'solution', title: `What ${story.customer.name} did`, blocks: parseProse(story.solution) },
      { id: 'results', title: 'The results', blocks: parseProse(story.outcome) },
    ],
  }));
export type CaseStudy = z.output<typeof caseStudySchema>;
export type CaseStudyInput = z.input<typeof caseStudySchema>;

/** A short quote from a customer without a full story, for the testimonials page. */
export const testimonialSchema = quoteSchema.extend({ company: nonEmpty, industry: nonEmpty });
export type Testimonial = z.output<typeof testimonialSchema>;
