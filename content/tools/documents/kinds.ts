import type { DocumentSpec } from '@/lib/documents/spec';
import { familySchema, typed, type ToolOf } from '../family';
import { documentSpecSchema } from './schema';

// The family's kinds apart from its tools: a tool's definition imports its type from here (through
// ../types) while family.ts imports the definitions, so the two never import each other.
export const documentSchema = familySchema('document', {
  /** Letters, policies and templates: the shared document island, driven by their DocumentSpec. */
  document: { document: typed<DocumentSpec>(documentSpecSchema) },
});

export type DocumentTool = ToolOf<typeof documentSchema>;
