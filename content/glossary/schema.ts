import { z } from 'zod';
import { nonEmpty, slug } from '../schema/common';

/** The glossary entry's shape, apart from content/glossary.ts so the term files can use it without an import cycle. */
const plainText = nonEmpty.refine(
  (text) => !/<\/?[a-z!]/i.test(text),
  'must be plain text, without HTML tags',
);

/** Paragraphs of a body: separated by a blank line. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export const glossaryEntrySchema = z
  .object({
    slug: slug.refine(
      (value) => !value.startsWith('letter-') && !value.startsWith('glossary-'),
      'must not start with "letter-" or "glossary-" (the page uses those ids)',
    ),
    term: nonEmpty
      .max(60, 'should be at most 60 characters')
      .regex(/^[A-Za-z]/, 'must start with a letter A to Z, so it files under one letter'),
    short: plainText
      .max(220, 'should be one sentence of at most 220 characters')
      .regex(/[.?!]$/, 'should be one sentence ending with a full stop'),
    body: plainText.refine((body) => {
      const count = paragraphsOf(body).length;
      return count >= 1 && count <= 3;
    }, 'should be 1 to 3 short paragraphs separated by a blank line'),
    related: z.array(slug).min(1, 'should link at least one related term'),
    formula: plainText.optional(),
    /** A worked example with real-looking numbers or a concrete case; the term page shows it under its own heading. */
    example: plainText,
    /** A free tool on this site for the term, by path: `/tools/attrition-rate-calculator/`. */
    tool: z
      .string()
      .regex(/^\/([a-z0-9-]+\/)+$/, 'must be a site path like "/tools/nps-calculator/"')
      .optional(),
    /** The tool link's text when the tool's own name would not say enough (templates, the hiring ROI page). */
    toolLabel: plainText.max(60, 'should be at most 60 characters').optional(),
  })
  .refine((entry) => !entry.toolLabel || entry.tool, {
    message: 'is only used with "tool"',
    path: ['toolLabel'],
  });

export type GlossaryEntry = z.output<typeof glossaryEntrySchema>;

export type GlossaryInput = z.input<typeof glossaryEntrySchema>;
