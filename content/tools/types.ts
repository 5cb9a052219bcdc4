import type { PairId } from '@/lib/convert/pairs';
import type { FieldDef } from '@/lib/tools/fields';
import type { RunnerId } from '@/lib/tools/loaders';
import type { TextView } from '@/lib/text/view';
import type { DocumentSpec } from '@/lib/documents/spec';
import type { GenField, GeneratorId, Layout } from '@/lib/generators/types';
import type { ComposerId } from '@/lib/compose/types';
import type { QuestionSetSpec } from '@/lib/questions/spec';
import type { TargetId } from '@/lib/media/convert/targets';

export type Faq = { question: string; answer: string };

/** What every free tool declares, whatever its family. */
type Common = {
  /** The page is /tools/<slug>/. */
  slug: string;
  family: FamilyId;
  /** A group inside the family, for the hub: `loans`, `length`. */
  group: string;
  /** The tool's name: the page's h1 and its label in lists ("Loan payment calculator"). */
  name: string;
  /** The document title (at most 70 characters). */
  title: string;
  /** The meta description (50 to 170 characters). */
  description: string;
  /** One sentence under the h1 saying what the tool does for the visitor. */
  lead: string;
  /** One line for the hub's card. */
  summary: string;
  /** Other words people search with, for the hub's filter. */
  keywords: readonly string[];
  /** How the tool works, in plain paragraphs; the visitor's own numbers are worked through after them. */
  method: readonly string[];
  faq: readonly Faq[];
  /** Slugs of tools worth trying next. */
  related: readonly string[];
  /** When the content or its figures were last checked. */
  updated: string;
};

/** A calculator rendered by the generic form island from its fields, run by the runner of that id. */
export type FormTool = Common & {
  kind: 'form';
  runner: RunnerId;
  fields: readonly FieldDef[];
  /** Heading above the result panel. */
  resultTitle: string;
};

/** A unit converter over one pair of units, opening in the direction of its name. */
export type ConverterTool = Common & {
  kind: 'converter';
  pair: PairId;
  direction: 'toB' | 'toA';
  /** Values for the table of common conversions, in the page's "from" unit. */
  common: readonly number[];
  defaultValue: string;
};

/** Tools whose interface is their own island (a keypad, a grid, a draw). */
export type SpecialTool = Common & { kind: 'scientific' | 'multiplication-chart' | 'random-number' };

/** A counting tool (word counter, character counter): the shared text island, driven by its view. */
export type TextTool = Common & { kind: 'text'; view: TextView };

/** The writing checkers, each with its own island. */
export type CheckerTool = Common & { kind: 'grammar' | 'plagiarism' | 'ai-signals' };

/** The avatar and picture tools, each with its own island (components/tools/media/). */
export type MediaTool = Common & { kind: 'avatar-generator' | 'profile-picture' | 'character-generator' };

/** The picture generators drawn in the browser (components/tools/media/art/). */
export type ArtTool = Common & {
  kind: 'art-image' | 'art-painting' | 'art-face' | 'art-tattoo' | 'art-logo' | 'art-portrait';
};

/** A document generator (letters, policies, templates): the shared document island, driven by its spec. */
export type DocumentTool = Common & { kind: 'document'; document: DocumentSpec };

/** A survey or interview-question generator: one island (components/tools/questions/), driven by its bank. */
export type QuestionSetTool = Common & { kind: 'question-set'; questions: QuestionSetSpec };

/** The resume builder: its own island (components/tools/resume/). */
export type ResumeTool = Common & { kind: 'resume' };

/** The salary finder and the equivalent salary calculator (components/tools/pay/), each its own island. */
export type PayTool = Common & { kind: 'salary-finder' | 'equivalent-salary' };

/** A KPI generator (components/tools/kpi/): the scorecard island, opening on one team. */
export type KpiTool = Common & {
  kind: 'kpi';
  department: import('@/lib/kpi/types').DepartmentId;
  /** True on a team's own page; false on the generic generator, where the visitor picks the team. */
  fixedDepartment: boolean;
};

/** The paraphraser, paragraph rewriter and summary generator, each with its own island (components/tools/rewrite/). */
export type RewriteTool = Common & { kind: 'paraphrase' | 'rewrite' | 'summary' };

/** The career tools around the resume builder, each with its own island (components/tools/career/). */
export type CareerTool = Common & {
  kind: 'resume-templates' | 'job-description' | 'resume-parser' | 'mock-interview';
};

/** A video or audio converter: one island (components/tools/media/convert/), its formats by definition. */
export type MediaConvertTool = Common & {
  kind: 'media-convert';
  /** The formats offered, the first chosen at the start. */
  targets: readonly TargetId[];
  /** `video` takes video files only; `media` takes audio files too. */
  accepts: 'video' | 'media';
};

/** The utility tools (password, phone, email, spreadsheet, boolean search): components/tools/utilities/. */
export type UtilityTool = Common & {
  kind: 'password' | 'phone-lookup' | 'email-lookup' | 'boolean-search' | 'excel-formula';
};

/** A text composer (emails, letters, messages, sentences, answers): components/tools/compose/. */
export type ComposerTool = Common & { kind: 'composer'; composer: ComposerId };

/** A name or marketing generator: components/tools/generators/, driven by its engine and fields. */
export type NameGeneratorTool = Common & {
  kind: 'name-generator';
  generator: GeneratorId;
  fields: readonly GenField[];
  layout: Layout;
  resultTitle: string;
  /** Seeds the example ideas in the static page, so the build is repeatable. */
  defaultSeed: string;
};

export type ToolDefinition =
  | NameGeneratorTool
  | ComposerTool
  | QuestionSetTool
  | UtilityTool
  | FormTool
  | ConverterTool
  | SpecialTool
  | TextTool
  | CheckerTool
  | MediaTool
  | ArtTool
  | DocumentTool
  | ResumeTool
  | MediaConvertTool
  | CareerTool
  | RewriteTool
  | KpiTool
  | PayTool;

export const FAMILY_IDS = [
  'calculator',
  'converter',
  'document',
  'survey',
  'kpi',
  'generator',
  'writing',
  'media',
  'career',
  'utility',
] as const;
export type FamilyId = (typeof FAMILY_IDS)[number];
