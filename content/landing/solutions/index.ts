import { defineEntries } from '../../define';
import { landingPageSchema } from '../../schema/landing';
import { candidateScreening } from './candidate-screening';
import { consultantHiring } from './consultant-hiring';
import { consulting } from './consulting';
import { diversityHiring } from './diversity-hiring';
import { managedSourcing } from './managed-sourcing';
import { saas } from './saas';
import { sourcing } from './sourcing';
import { talentAcquisition } from './talent-acquisition';
import { talentDiscovery } from './talent-discovery';
import { universityRecruitment } from './university-recruitment';
import { videoInterview } from './video-interview';

/**
 * The solution pages: one audience and its pains per page. Figures quoted here are the marketing
 * claims registered in content/claims.ts; each claim is used where it belongs rather than repeated on every page.
 */
export const solutionPages = defineEntries(
  'content/landing/solutions/index.ts',
  landingPageSchema,
  [
    sourcing,
    saas,
    consulting,
    consultantHiring,
    talentAcquisition,
    diversityHiring,
    talentDiscovery,
    candidateScreening,
    universityRecruitment,
    videoInterview,
    managedSourcing,
  ],
  'path',
);
