import { defineEntries } from '../../define';
import { landingPageSchema } from '../../schema/landing';
import { accessibilityPage } from './accessibility';
import { aiFairnessPage } from './ai-fairness';
import { dataHandlingPage } from './data-handling';
import { securityPage } from './security';
import { subprocessorsPage } from './subprocessors';
import { trustCentrePage } from './trust-centre';

/**
 * The trust centre: what a buyer of an AI hiring product checks before signing. Every page states
 * commitments, so each carries `legalReview` until counsel approves it.
 */
export const trustPages = defineEntries(
  'content/landing/trust/index.ts',
  landingPageSchema,
  [trustCentrePage, securityPage, dataHandlingPage, subprocessorsPage, aiFairnessPage, accessibilityPage],
  'path',
);
