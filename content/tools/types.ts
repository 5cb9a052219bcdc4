import type { FamilySchema, ToolOf } from './family';
import type { FAMILY_SCHEMAS } from './kinds';

type AnySchema = (typeof FAMILY_SCHEMAS)[number];

export type FamilyId = AnySchema['id'];

type ToolsOf<S> = S extends FamilySchema ? ToolOf<S> : never;

/** Any free tool: the definition of one of the kinds its family's schema declares (z.output). */
export type ToolDefinition = ToolsOf<AnySchema>;

/** The tools of one family, for the island that renders them. */
export type ToolOfFamily<F extends FamilyId> = Extract<ToolDefinition, { family: F }>;

export type ToolKind = ToolDefinition['kind'];

// The names the definitions and islands were written against; each is declared by its family.
export type { FormTool, ScientificTool } from './calculators/kinds';
export type { ConverterTool, NumberTool } from './converters/kinds';
export type { DocumentTool } from './documents/kinds';
export type { QuestionSetTool } from './surveys/kinds';
export type { KpiTool } from './kpi/kinds';
export type { ComposerTool, NameGeneratorTool } from './generators/kinds';
export type { CheckerTool, RewriteTool, TextTool } from './writing/kinds';
export type { ArtTool, MediaConvertTool, MediaTool } from './media/kinds';
export type { BooleanSearchTool, CareerTool, PayTool, ResumeTool } from './career/kinds';
export type { UtilityTool } from './utilities/kinds';
