import { z } from 'zod';
import { href, nonEmpty, slug } from './common';

/**
 * Section types for long-form landing pages (guides, legal documents, prompt libraries), kept apart
 * from landing.ts so that file only lists them. Text fields accept two inline marks and nothing
 * else: `[label](/path/)` for a link, `**words**` for emphasis and a backtick pair for code
 * (see components/sections/RichText).
 */

const inlineLink = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A text whose inline links must all be valid hrefs, so a typo fails the build, not the page. */
export const richText = nonEmpty.superRefine((text, ctx) => {
  for (const match of text.matchAll(inlineLink)) {
    const target = match[2]!;
    if (!href.safeParse(target).success) {
      ctx.addIssue({
        code: 'custom',
        message: `the link "${match[1]}" goes to "${target}", which must start with "/", "https://", "mailto:" or "#"`,
      });
    }
  }
});

/** Every inline link target in a text, for tests and link checks. */
export function inlineHrefs(text: string): string[] {
  return [...text.matchAll(inlineLink)].map((match) => match[2]!);
}

const tone = z.enum(['plain', 'muted']).optional();

/** One block of a document part: a paragraph (plain string), a list, a highlighted note, a sub-heading. */
export const documentBlockSchema = z.union([
  richText,
  z.strictObject({ list: z.array(richText).min(1), ordered: z.boolean().optional() }),
  z.strictObject({ note: richText, title: z.string().optional() }),
  z.strictObject({ subheading: nonEmpty }),
]);
export type DocumentBlock = z.output<typeof documentBlockSchema>;

/** Turns a heading into the anchor id of its part: "1. What we collect" → "what-we-collect". */
export function anchorFor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^[\d.\s]+/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const documentSectionSchema = z
  .object({
    type: z.literal('document'),
    eyebrow: z.string().optional(),
    title: nonEmpty,
    lead: richText.optional(),
    /** `h1` when the page has no hero (legal documents): the title is then the page's only h1. */
    level: z.enum(['h1', 'h2']).default('h2'),
    /** Short facts shown under the title, such as the effective date or who the document applies to. */
    facts: z.array(z.object({ label: nonEmpty, value: nonEmpty })).optional(),
    /** Shows an "On this page" list linking to every part. */
    contents: z.boolean().default(false),
    parts: z.array(z.object({ heading: nonEmpty, blocks: z.array(documentBlockSchema).min(1) })).min(1),
    tone,
  })
  .superRefine((section, ctx) => {
    const seen = new Set<string>();
    section.parts.forEach((part, index) => {
      const id = anchorFor(part.heading);
      if (seen.has(id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['parts', index, 'heading'],
          message: `repeats the heading of an earlier part ("${part.heading}")`,
        });
      }
      seen.add(id);
    });
  });

/** A numbered process longer than the four-step band allows, each step with optional detail points. */
export const processSectionSchema = z.object({
  type: z.literal('process'),
  eyebrow: z.string().optional(),
  title: nonEmpty,
  lead: z.string().optional(),
  items: z
    .array(z.object({ title: nonEmpty, text: richText, points: z.array(richText).optional() }))
    .min(2)
    .max(12),
  tone,
});

/** Ready-to-use prompts (or any text to paste elsewhere), each with a copy button. */
export const promptsSectionSchema = z.object({
  type: z.literal('prompts'),
  /** An id for links to this section (`#prompts-sourcing`). */
  anchor: slug.optional(),
  eyebrow: z.string().optional(),
  title: nonEmpty,
  lead: z.string().optional(),
  items: z
    .array(z.object({ title: nonEmpty, useFor: z.string().optional(), prompt: z.string().min(1) }))
    .min(1),
  tone,
});

/** A small data table; on phones each row becomes a card labelled by its column names. */
export const tableSectionSchema = z
  .object({
    type: z.literal('table'),
    eyebrow: z.string().optional(),
    title: nonEmpty,
    lead: z.string().optional(),
    caption: nonEmpty,
    columns: z.array(nonEmpty).min(2).max(5),
    rows: z.array(z.array(richText)).min(1),
    tone,
  })
  .superRefine((section, ctx) => {
    section.rows.forEach((row, index) => {
      if (row.length !== section.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index],
          message: `has ${row.length} cells but the table has ${section.columns.length} columns`,
        });
      }
    });
  });

export type DocumentSection = z.output<typeof documentSectionSchema>;
export type ProcessSection = z.output<typeof processSectionSchema>;
export type PromptsSection = z.output<typeof promptsSectionSchema>;
export type TableSection = z.output<typeof tableSectionSchema>;
