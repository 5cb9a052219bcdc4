import { z } from 'zod';
import { isoDate, nonEmpty, slug } from '../schema/common';
import type { Pitch } from './pitches';

/**
 * The machinery every tool family is declared with (each family's own `family.ts`). A family says
 * once what its kinds of tool add to the common fields; the tool schema, the tool types and the hub
 * are derived from that, so a new kind or family is written nowhere else.
 */
const common = {
  /** The page is /tools/<slug>/. */
  slug,
  /** A group inside the family, for the hub: `loans`, `length`. */
  group: slug,
  /** The tool's name: the page's h1 and its label in lists ("Loan payment calculator"). */
  name: nonEmpty,
  title: nonEmpty.max(70, 'should be at most 70 characters so search results show it whole'),
  description: z
    .string()
    .trim()
    .min(50, 'should be at least 50 characters')
    .max(170, 'should be at most 170 characters'),
  /** One sentence under the h1 saying what the tool does for the visitor. */
  lead: nonEmpty.max(200, 'should be one sentence'),
  /** One line for the hub's card. */
  summary: nonEmpty.max(120, 'should fit on a card (120 characters)'),
  /** Other words people search with, for the hub's filter. */
  keywords: z.array(nonEmpty).readonly(),
  /** How the tool works, in plain paragraphs; the visitor's own numbers are worked through after them. */
  method: z.array(nonEmpty).min(1).readonly(),
  faq: z
    .array(z.object({ question: nonEmpty, answer: nonEmpty }))
    .min(3, 'needs at least three questions')
    .readonly(),
  /** Slugs of tools worth trying next. */
  related: z.array(slug).min(2).max(6).readonly(),
  /** When the content or its figures were last checked. */
  updated: isoDate,
};

/**
 * A sub-schema whose output is the given type (a lib type the islands take), checked by the compiler:
 * the tool types then carry the lib's own names instead of a copy of their shape.
 */
export function typed<T>(schema: z.ZodType<T>): z.ZodType<T> {
  return schema;
}

/** What one kind of tool adds to the common fields (nothing, for a tool that is all its own island). */
type KindShapes = Record<string, z.ZodRawShape>;

type KindSchema<Id extends string, Kind extends string, Shape extends z.ZodRawShape> = z.ZodObject<
  typeof common & { family: z.ZodLiteral<Id>; kind: z.ZodLiteral<Kind> } & Shape
>;

export type FamilySchema<Id extends string = string, Kinds extends KindShapes = KindShapes> = {
  id: Id;
  kinds: { [Kind in keyof Kinds & string]: KindSchema<Id, Kind, Kinds[Kind]> };
};

/** The definition of a tool of the family whose schema is given: the zod output of one of its kinds. */
export type ToolOf<S extends FamilySchema> = z.output<S['kinds'][keyof S['kinds']]>;

/**
 * A family's kinds, each checked as the common fields plus its own; `check` adds what only the
 * whole definition can tell (a field named twice). The id becomes every tool's `family` literal.
 */
export function familySchema<const Id extends string, Kinds extends KindShapes>(
  id: Id,
  kinds: Kinds,
  check?: (tool: NoInfer<ToolOf<FamilySchema<Id, Kinds>>>, ctx: z.RefinementCtx) => void,
): FamilySchema<Id, Kinds> {
  const schemas = Object.entries(kinds).map(([kind, shape]) => {
    const schema = z.object({ ...common, family: z.literal(id), kind: z.literal(kind), ...shape });
    return [kind, check ? schema.superRefine((tool, ctx) => check(tool as never, ctx)) : schema];
  });
  return { id, kinds: Object.fromEntries(schemas) as FamilySchema<Id, Kinds>['kinds'] };
}

export type Group = {
  id: string;
  title: string;
  /** The line about the product under the group's tools; the default pitch when left out. */
  pitch?: Pitch;
};

export type Family<S extends FamilySchema = FamilySchema> = {
  id: S['id'];
  schema: S;
  /** The hub's heading over the family. */
  title: string;
  lead: string;
  /** The groups the family's tools are filed under, in hub order. */
  groups: readonly Group[];
  /** Every built tool of the family, in no particular order (the hub orders them by group). */
  tools: readonly ToolOf<S>[];
};

/** One family of free tools, declared once in its own folder and listed in content/tools/families.ts. */
export function defineFamily<S extends FamilySchema>(
  family: Omit<Family<S>, 'id' | 'tools'> & { tools: readonly NoInfer<ToolOf<S>>[] },
): Family<S> {
  return { id: family.schema.id, ...family };
}
