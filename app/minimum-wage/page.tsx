import { OverviewPage } from '@/components/minimum-wage/OverviewPage';
import { jurisdictionRows } from '@/content/minimum-wage/jurisdictions';
import { MINIMUM_WAGE_PATH, federalView, stateViews, wageDataRetrieved } from '@/content/minimum-wage/view';
import { metadataFor } from '../_lib/metadata';

export const metadata = metadataFor(MINIMUM_WAGE_PATH);

export default function MinimumWageOverviewRoute() {
  return (
    <OverviewPage
      federal={federalView}
      states={stateViews}
      jurisdictions={jurisdictionRows}
      retrieved={wageDataRetrieved}
    />
  );
}
