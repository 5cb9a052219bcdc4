import { defineEntries } from '../define';
import { pageEntrySchema } from '../schema/page';

export const trialPages = defineEntries('content/pages/trial.ts', pageEntrySchema, [], 'path');
