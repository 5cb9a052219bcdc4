import { defineEntries } from '../../define';
import { landingPageSchema } from '../../schema/landing';
import { aiRecruitmentSoftware } from './ai-recruitment-software';
import { bestRecruitmentSoftwareForAgencies } from './best-recruitment-software-for-agencies';
import { deiSolutions } from './dei-solutions';
import { recruitingCrmSoftware } from './recruiting-crm-software';
import { recruitingSoftware } from './recruiting-software';
import { recruitingSoftwareForSmallBusiness } from './recruiting-software-for-small-business';
import { talentAcquisitionPlatform } from './talent-acquisition-platform';
import { textRecruitingSoftware } from './text-recruiting-software';

/**
 * Category landing pages ("recruiting software for …"): each written for one buyer and the search
 * that brings them here. Claims and prices come from content/claims.ts and content/plans.ts;
 * each page uses the few that answer its reader's question rather than one shared stat block.
 */
export const softwarePages = defineEntries(
  'content/landing/software/index.ts',
  landingPageSchema,
  [
    recruitingSoftware,
    recruitingSoftwareForSmallBusiness,
    bestRecruitmentSoftwareForAgencies,
    aiRecruitmentSoftware,
    talentAcquisitionPlatform,
    recruitingCrmSoftware,
    textRecruitingSoftware,
    deiSolutions,
  ],
  'path',
);
