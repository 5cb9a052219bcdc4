import type { TextView } from '@/lib/text/view';
import { defineFamily, familySchema, typed, type ToolOf } from '../family';
import { PITCHES } from '../pitches';
import { writingTools } from './index';
import { textViewSchema } from './schema';

const schema = familySchema('writing', {
  /** A counting tool (word counter, character counter): the shared text island, driven by its view. */
  text: { view: typed<TextView>(textViewSchema) },
  /** The checkers, each with its own island (components/tools/text/). */
  grammar: {},
  plagiarism: {},
  'ai-signals': {},
  /** The paraphraser, paragraph rewriter and summary generator (components/tools/rewrite/). */
  paraphrase: {},
  rewrite: {},
  summary: {},
});

export type WritingTool = ToolOf<typeof schema>;
export type TextTool = Extract<WritingTool, { kind: 'text' }>;
export type CheckerTool = Extract<WritingTool, { kind: 'grammar' | 'plagiarism' | 'ai-signals' }>;
export type RewriteTool = Extract<WritingTool, { kind: 'paraphrase' | 'rewrite' | 'summary' }>;

export const writingFamily = defineFamily({
  schema,
  title: 'Writing tools',
  lead: 'Count, check and compare text in your browser: nothing you paste leaves your device.',
  groups: [
    { id: 'counting', title: 'Counting and statistics', pitch: PITCHES.skills },
    { id: 'checking', title: 'Grammar, originality and AI signals', pitch: PITCHES.skills },
    { id: 'rewriting', title: 'Paraphrasing, rewriting and summaries' },
  ],
  tools: writingTools,
});
