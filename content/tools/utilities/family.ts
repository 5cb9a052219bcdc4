import { defineFamily, familySchema, type ToolOf } from '../family';
import { utilityTools } from './index';

const schema = familySchema('utility', {
  /** Each with its own island (components/tools/utilities/). */
  password: {},
  'phone-lookup': {},
  'email-lookup': {},
  'excel-formula': {},
});

export type UtilityTool = ToolOf<typeof schema>;

export const utilityFamily = defineFamily({
  schema,
  title: 'Everyday utilities',
  lead: 'Passwords, phone numbers, email addresses and spreadsheet formulas, checked and generated on your device.',
  groups: [
    { id: 'security', title: 'Passwords and security' },
    { id: 'contact', title: 'Phone and email checks' },
    { id: 'spreadsheets', title: 'Spreadsheets' },
  ],
  // The boolean search builder is built here but filed under career (content/tools/career/family.ts).
  tools: utilityTools.filter((tool): tool is UtilityTool => tool.family === 'utility'),
});
