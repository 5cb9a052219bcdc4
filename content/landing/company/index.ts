import { defineEntries } from '../../define';
import { landingPageSchema } from '../../schema/landing';
import { careers } from './careers';
import { guides } from './guides';
import { herTalks } from './her-talks';
import { hiring } from './hiring';
import { hrToolkit } from './hr-toolkit';
import { partnership } from './partnership';
import { team } from './team';

/** Company pages built from landing sections. */
export const companyPages = defineEntries(
  'content/landing/company/index.ts',
  landingPageSchema,
  [hrToolkit, team, careers, hiring, partnership, herTalks, guides],
  'path',
);
