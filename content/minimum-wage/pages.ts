import type { PageEntry } from '@/lib/seo/page-entry';
import { defineEntries } from '../define';
import { pageEntrySchema } from '../schema/page';
import { MINIMUM_WAGE_PATH, federalView, stateViews, wageDataRetrieved, type StateView } from './view';
import { dollars, longDate } from './words';

const SECTION = 'Minimum wage';

/** Written for someone searching "Ohio minimum wage 2026": the state, the year and the figure. */
function stateTitle(view: StateView): string {
  return `${view.name} Minimum Wage ${view.year}: ${dollars(view.data.hourly)} an Hour and Tipped Wage`;
}

function stateDescription(view: StateView): string {
  const { name, data, noTipCredit, year } = view;
  const rate = dollars(data.hourly);
  const since =
    data.effectiveDate >= `${year}-01-01`
      ? `is ${rate} an hour from ${longDate(data.effectiveDate)}`
      : `has been ${rate} an hour since ${longDate(data.effectiveDate)}`;
  const tipped = noTipCredit ? ', with no tip credit' : `; tipped cash wage ${dollars(data.tippedCash)}`;
  return `The ${name} minimum wage ${since}${tipped}. Who it covers, ${year - 1}–${year} rates, yearly pay and sources.`;
}

/**
 * The overview and one page per state. Titles and descriptions are worked out from the data, so a
 * new rate updates them; the page schema still checks their length on every build.
 */
export const minimumWagePages: PageEntry[] = defineEntries(
  'content/minimum-wage/pages.ts',
  pageEntrySchema,
  [
    {
      path: MINIMUM_WAGE_PATH,
      title: `Minimum Wage by State ${federalView.year}: All 50 States and D.C.`,
      description: `The federal minimum wage is ${dollars(federalView.data.hourly)} an hour. ${federalView.year} rates, tipped wages and next increases confirmed in ${stateViews.length} states, and every state's labor agency.`,
      share: 'default',
      section: SECTION,
      updated: wageDataRetrieved,
    },
    ...stateViews.map((view) => ({
      path: view.path,
      title: stateTitle(view),
      description: stateDescription(view),
      share: 'default' as const,
      section: SECTION,
      updated: view.data.retrieved,
    })),
  ],
  'path',
);
