import type { FAMILIES } from './families';
import type { FamilySchema, ToolOf } from './family';

type AnyFamily = (typeof FAMILIES)[number];

export type FamilyId = AnyFamily['id'];

type ToolsOf<F> = F extends { schema: infer S extends FamilySchema } ? ToolOf<S> : never;

/** Any free tool: the definition of one of the kinds its family's schema declares (z.output). */
export type ToolDefinition = ToolsOf<AnyFamily>;

/** The tools of one family, for the island that renders them. */
export type ToolOfFamily<F extends FamilyId> = Extract<ToolDefinition, { family: F }>;

export type ToolKind = ToolDefinition['kind'];

// The names the definitions and islands were written against; each is declared by its family.
export type { FormTool, ScientificTool } from './calculators/family';
export type { ConverterTool, NumberTool } from './converters/family';
export type { DocumentTool } from './documents/family';
export type { QuestionSetTool } from './surveys/family';
export type { KpiTool } from './kpi/family';
export type { ComposerTool, NameGeneratorTool } from './generators/family';
export type { CheckerTool, RewriteTool, TextTool } from './writing/family';
export type { ArtTool, MediaConvertTool, MediaTool } from './media/family';
export type { BooleanSearchTool, CareerTool, PayTool, ResumeTool } from './career/family';
export type { UtilityTool } from './utilities/family';
