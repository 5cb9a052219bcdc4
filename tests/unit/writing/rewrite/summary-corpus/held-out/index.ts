import type { ReferenceArticle } from '../types';
import { explainerHeatPumps } from './explainer-heat-pumps';
import { faqJuryService } from './faq-jury-service';
import { hookParentalLeave } from './hook-parental-leave';
import { howtoPasswordManager } from './howto-password-manager';
import { launchBikeShare } from './launch-bike-share';
import { listFirstWeekManager } from './list-first-week-manager';
import { newsNursesStrike } from './news-nurses-strike';
import { newsWaterMain } from './news-water-main';
import { notesBudgetReview } from './notes-budget-review';
import { opinionVideoInterviews } from './opinion-video-interviews';
import { reportWarehouseInjury } from './report-warehouse-injury';
import { researchStandingDesks } from './research-standing-desks';
import { titleLibraryHours } from './title-library-hours';

/**
 * Articles written after the summary's weights were set, with their editors' key sentences chosen
 * from meaning before any summary was run on them. Never used to tune: the held-out headline.
 */
export const HELD_OUT: readonly ReferenceArticle[] = [
  newsWaterMain,
  hookParentalLeave,
  titleLibraryHours,
  listFirstWeekManager,
  howtoPasswordManager,
  opinionVideoInterviews,
  reportWarehouseInjury,
  researchStandingDesks,
  faqJuryService,
  notesBudgetReview,
  newsNursesStrike,
  explainerHeatPumps,
  launchBikeShare,
];
