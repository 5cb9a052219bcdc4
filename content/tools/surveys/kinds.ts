import type { QuestionSetSpec } from '@/lib/surveys/spec';
import { familySchema, typed, type ToolOf } from '../family';
import { questionSetSpecSchema } from './schema';

// The family's kinds apart from its tools: a tool's definition imports its type from here (through
// ../types) while family.ts imports the definitions, so the two never import each other.
export const surveySchema = familySchema('survey', {
  /** A survey or interview-question generator: one island, driven by its bank. */
  'question-set': { questions: typed<QuestionSetSpec>(questionSetSpecSchema) },
});

export type QuestionSetTool = ToolOf<typeof surveySchema>;
