import { defineFamily } from '../family';
import { PITCHES } from '../pitches';
import { surveyTools } from './index';
import { surveySchema as schema } from './kinds';

export type * from './kinds';

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
