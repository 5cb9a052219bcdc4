import { defineFamily } from '../family';
import { PITCHES } from '../pitches';
import { writingTools } from './index';
import { writingSchema as schema } from './kinds';

export type * from './kinds';

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
