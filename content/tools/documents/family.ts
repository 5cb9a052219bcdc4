import { defineFamily } from '../family';
import { PITCHES } from '../pitches';
import { documentTools } from './index';
import { documentSchema as schema } from './kinds';

export type * from './kinds';

export const documentFamily = defineFamily({
  schema,
  title: 'Letters, policies and templates',
  lead: 'Fill in a few fields and get a finished HR letter, policy or business template, previewed as you type and downloaded as Word or PDF.',
  groups: [
    { id: 'letters', title: 'HR letters', pitch: PITCHES.offer },
    { id: 'policies', title: 'HR policies', pitch: PITCHES.offer },
    { id: 'templates', title: 'Business templates', pitch: PITCHES.offer },
  ],
  tools: documentTools,
});
