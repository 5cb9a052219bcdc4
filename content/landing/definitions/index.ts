import { defineEntries } from '../../define';
import { landingPageSchema } from '../../schema/landing';
import { revenueDefinition } from './revenue-definition';

export { revenueExample } from './revenue-example';

/** Definition pages: one business term each, explained for the people who meet it in reports. */
export const definitionPages = defineEntries(
  'content/landing/definitions/index.ts',
  landingPageSchema,
  [revenueDefinition],
  'path',
);
