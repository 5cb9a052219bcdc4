import { defineEntries } from '../define';
import { pageEntrySchema } from '../schema/page';

export const productPages = defineEntries('content/pages/products.ts', pageEntrySchema, [], 'path');
