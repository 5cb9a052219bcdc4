import { defineEntries } from '../../define';
import { landingPageSchema } from '../../schema/landing';
import { aiPromptCheatSheet } from './ai-prompt-cheat-sheet';
import { aiScreeningCriteriaBestPractices } from './ai-screening-criteria-best-practices';
import { howToHire } from './how-to-hire';
import { howToHireTopTalent } from './how-to-hire-top-talent';

/**
 * Long-form hiring guides. They have to be useful on their own, to someone who never buys
 * anything: concrete steps, examples, checklists and prompts to copy. Product claims (content/claims.ts)
 * appear only where they support a point. Legal and research references
 * were checked on 2026-11-22 and are summarised, not quoted; the pages say they are not legal advice.
 */
export const guidePages = defineEntries(
  'content/landing/guides/index.ts',
  landingPageSchema,
  [howToHire, howToHireTopTalent, aiScreeningCriteriaBestPractices, aiPromptCheatSheet],
  'path',
);
