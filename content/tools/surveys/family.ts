import type { QuestionSetSpec } from '@/lib/questions/spec';
import { defineFamily, familySchema, typed, type ToolOf } from '../family';
import { PITCHES } from '../pitches';
import { surveyTools } from './index';
import { questionSetSpecSchema } from './schema';

const schema = familySchema('survey', {
  /** A survey or interview-question generator: one island, driven by its bank. */
  'question-set': { questions: typed<QuestionSetSpec>(questionSetSpecSchema) },
});

export type QuestionSetTool = ToolOf<typeof schema>;

export const surveyFamily = defineFamily({
  schema,
  title: 'Surveys and interview questions',
  lead: 'Ready-to-run employee surveys and structured interview guides, with rating scales, what to listen for, and Word, PDF or CSV downloads.',
  groups: [
    { id: 'surveys', title: 'Employee surveys and feedback', pitch: PITCHES.listening },
    { id: 'interviews', title: 'Interview questions', pitch: PITCHES.interviews },
  ],
  tools: surveyTools,
});
