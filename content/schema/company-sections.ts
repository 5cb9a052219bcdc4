import { z } from 'zod';
import { isoDate, nonEmpty, slug } from './common';
import { ctaSchema } from './sections';

/**
 * Section types for the company pages (team, careers, partnership, HerTalks, guides), kept apart
 * from landing.ts so that file only lists them. People and open roles are collections of their own
 * (content/team.ts, content/careers.ts); a section names which list it shows rather than copying it.
 * The guide index has no items at all: it is built from the page modules when the page renders.
 */

const tone = z.enum(['plain', 'muted']).optional();

export const peopleSectionSchema = z.object({
  type: z.literal('people'),
  /** Which list of content/team.ts the section shows. */
  group: z.enum(['team', 'advisors']),
  anchor: slug.optional(),
  eyebrow: z.string().optional(),
  title: nonEmpty,
  lead: z.string().optional(),
  tone,
});

export const rolesSectionSchema = z.object({
  type: z.literal('roles'),
  anchor: slug.optional(),
  eyebrow: z.string().optional(),
  title: nonEmpty,
  lead: z.string().optional(),
  tone,
});

const speakerSchema = z.object({ name: nonEmpty, role: nonEmpty });

/** A dated talk, panel or workshop with its speakers, who are shown by their initials. */
export const episodeSchema = z.object({
  date: isoDate,
  title: nonEmpty,
  format: nonEmpty,
  summary: nonEmpty,
  topics: z.array(nonEmpty).min(1).max(4),
  speakers: z.array(speakerSchema).min(1).max(4),
});
export type Episode = z.output<typeof episodeSchema>;

export const episodesSectionSchema = z
  .object({
    type: z.literal('episodes'),
    anchor: slug.optional(),
    eyebrow: z.string().optional(),
    title: nonEmpty,
    lead: z.string().optional(),
    items: z.array(episodeSchema).min(2),
    tone,
  })
  .superRefine((section, ctx) => {
    // Newest first, as a visitor scans a schedule; a session out of order is a typo in its date.
    section.items.forEach((item, index) => {
      const previous = section.items[index - 1];
      if (previous && item.date > previous.date) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'date'],
          message: `is later than the session before it (${previous.date}): list sessions newest first`,
        });
      }
    });
  });

export const guideIndexSectionSchema = z.object({
  type: z.literal('guideIndex'),
  anchor: slug.optional(),
  eyebrow: z.string().optional(),
  title: nonEmpty,
  lead: z.string().optional(),
  tone,
});

/**
 * A closing band whose buttons the page chooses, for pages where the trial/demo band is the wrong
 * ask: a partner enquiry (`#contactUs` opens the contact form), an application, a registration.
 */
export const actionSectionSchema = z.object({
  type: z.literal('action'),
  title: nonEmpty,
  text: nonEmpty,
  primary: ctaSchema,
  secondary: ctaSchema.optional(),
});

export type PeopleSection = z.output<typeof peopleSectionSchema>;
export type RolesSection = z.output<typeof rolesSectionSchema>;
export type EpisodesSection = z.output<typeof episodesSectionSchema>;
export type GuideIndexSection = z.output<typeof guideIndexSectionSchema>;
export type ActionSection = z.output<typeof actionSectionSchema>;
export type CompanyPageSectionContent =
  PeopleSection | RolesSection | EpisodesSection | GuideIndexSection | ActionSection;
