import { defineFamily } from '../family';
import { utilityTools } from './index';
import { utilitySchema as schema } from './kinds';

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
  tools: utilityTools,
});
