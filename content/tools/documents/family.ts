import type { DocumentSpec } from '@/lib/documents/spec';
import { defineFamily, familySchema, typed, type ToolOf } from '../family';
import { PITCHES } from '../pitches';
import { documentTools } from './index';
import { documentSpecSchema } from './schema';

const schema = familySchema('document', {
  /** Letters, policies and templates: the shared document island, driven by the spec. */
  document: { document: typed<DocumentSpec>(documentSpecSchema) },
});

export type DocumentTool = ToolOf<typeof schema>;

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
