import { caseRoutePlanning } from './case-route-planning';
import { explainerCoralBleaching } from './explainer-coral-bleaching';
import { faqLibraryCard } from './faq-library-card';
import { hookEvilTwinWifi } from './hook-evil-twin-wifi';
import { hookOfficeMove } from './hook-office-move';
import { hookRiverCleanup } from './hook-river-cleanup';
import { hookWinterBills } from './hook-winter-bills';
import { howtoLaptopBackup } from './howto-laptop-backup';
import { hrHybridWork } from './hr-hybrid-work';
import { interviewZeroWasteBakery } from './interview-zero-waste-bakery';
import { launchThermostat } from './launch-thermostat';
import { listInterviewPrep } from './list-interview-prep';
import { middleParkRenovation } from './middle-park-renovation';
import { newsAirbagRecall } from './news-airbag-recall';
import { newsBridgeClosure } from './news-bridge-closure';
import { newsRateCut } from './news-rate-cut';
import { notesProductMeeting } from './notes-product-meeting';
import { opinionBikeLanes } from './opinion-bike-lanes';
import { opinionFourDayWeek } from './opinion-four-day-week';
import { reportCheckoutOutage } from './report-checkout-outage';
import { researchSchoolStart } from './research-school-start';
import { titleCityBudget } from './title-city-budget';
import { titleReleaseNotes } from './title-release-notes';
import type { ReferenceArticle } from './types';

/**
 * The summary's weights were tuned on TUNE only; CHECK is the held-out half that shows whether they
 * carry over to articles they were not fitted to. Each half mixes news, hooks, title lines and lists.
 */
export const TUNE: readonly ReferenceArticle[] = [
  newsBridgeClosure,
  hrHybridWork,
  howtoLaptopBackup,
  opinionFourDayWeek,
  notesProductMeeting,
  faqLibraryCard,
  hookEvilTwinWifi,
  listInterviewPrep,
  hookOfficeMove,
  opinionBikeLanes,
  titleReleaseNotes,
  reportCheckoutOutage,
];

export const CHECK: readonly ReferenceArticle[] = [
  researchSchoolStart,
  launchThermostat,
  interviewZeroWasteBakery,
  caseRoutePlanning,
  titleCityBudget,
  middleParkRenovation,
  newsAirbagRecall,
  explainerCoralBleaching,
  newsRateCut,
  hookRiverCleanup,
  hookWinterBills,
];

export const CORPUS: readonly ReferenceArticle[] = [...TUNE, ...CHECK];
