import { familySchema, type ToolOf } from '../family';

// The family's kinds apart from its tools: a tool's definition imports its type from here (through
// ../types) while family.ts imports the definitions, so the two never import each other.
export const utilitySchema = familySchema('utility', {
  /** Each with its own island (components/tools/utilities/). */
  password: {},
  'phone-lookup': {},
  'email-lookup': {},
  'excel-formula': {},
});

export type UtilityTool = ToolOf<typeof utilitySchema>;
