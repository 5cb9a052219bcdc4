import { buildScorecard as rank, NO_CHOICES, type Choices } from '@/lib/kpi/select';
import type { Kpi, ScorecardItem, Settings } from '@/lib/kpi/types';
import { KPI_WORDS } from './departments';

export { addableKpis } from '@/lib/kpi/select';

/** lib/kpi's ranking, with this site's teams and goals naming each KPI's reason. */
export function buildScorecard(
  library: readonly Kpi[],
  settings: Settings,
  choices: Choices = NO_CHOICES,
): ScorecardItem[] {
  return rank(KPI_WORDS, library, settings, choices);
}
