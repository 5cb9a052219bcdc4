import { defineEntries } from '../../define';
import { landingPageSchema } from '../../schema/landing';
import { fintechRecruitment } from './fintech-recruitment';
import { martechRecruitment } from './martech-recruitment';
import { realEstateRecruitment } from './real-estate-recruitment';
import { retailRecruitmentSoftware } from './retail-recruitment-software';

/**
 * The industry pages (fintech, martech, retail, real estate), each written for the roles and pains
 * of its trade. Figures are the marketing claims registered in content/claims.ts.
 */
export const industryPages = defineEntries(
  'content/landing/industries/index.ts',
  landingPageSchema,
  [fintechRecruitment, martechRecruitment, retailRecruitmentSoftware, realEstateRecruitment],
  'path',
);
