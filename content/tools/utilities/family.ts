import { defineFamily } from '../family';
import { utilityTools } from './index';
import { utilitySchema as schema, type UtilityTool } from './kinds';

export type * from './kinds';

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
