import type { TextView } from '@/lib/writing/view';
import { familySchema, typed, type ToolOf } from '../family';
import { textViewSchema } from './schema';

// The family's kinds apart from its tools: a tool's definition imports its type from here (through
// ../types) while family.ts imports the definitions, so the two never import each other.
export const writingSchema = familySchema('writing', {
  /** A counting tool (word counter, character counter): the shared text island, driven by its view. */
  text: { view: typed<TextView>(textViewSchema) },
  /** The checkers, each with its own island (components/tools/writing/). */
  grammar: {},
  plagiarism: {},
  'ai-signals': {},
  /** The paraphraser, paragraph rewriter and summary generator (components/tools/writing/). */
  paraphrase: {},
  rewrite: {},
  summary: {},
});

export type WritingTool = ToolOf<typeof writingSchema>;
export type TextTool = Extract<WritingTool, { kind: 'text' }>;
export type CheckerTool = Extract<WritingTool, { kind: 'grammar' | 'plagiarism' | 'ai-signals' }>;
export type RewriteTool = Extract<WritingTool, { kind: 'paraphrase' | 'rewrite' | 'summary' }>;
