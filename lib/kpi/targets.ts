import type { Kpi } from './types';

const PERIOD: Record<Kpi['cadence'], string> = {
  weekly: 'the last 8 to 12 weeks',
  monthly: 'the last 3 to 6 months',
  quarterly: 'the last 4 quarters',
};

/**
 * How to set a target for this KPI. Deliberately no industry figures: published averages mix
 * company sizes, definitions and years, so a target starts from the team's own baseline.
 */
export function targetGuidance(kpi: Kpi): string[] {
  const tips = [
    `Start from your own baseline: work this KPI out for ${PERIOD[kpi.cadence]} with the same formula and data source, and use the median as your starting point.`,
    kpi.direction === 'higher'
      ? 'Higher is better, so the target is a floor: write it as “at least …”, and tie the step up to a specific change the owner can make.'
      : 'Lower is better, so the target is a ceiling: write it as “at most …”, and tie the step down to a specific change the owner can make.',
  ];
  if (kpi.unit === '%') {
    tips.push(
      'Check the count behind the percentage: when it rests on fewer than about 30 cases a period, one case moves it a lot, so judge it over a longer window.',
    );
  }
  tips.push(
    kpi.type === 'leading'
      ? 'Leading indicator: review it often and adjust the work as soon as it drifts; it gives early warning for the lagging results.'
      : 'Lagging indicator: it confirms results after the fact, so set the target for the period as a whole and pair it with a leading KPI you can act on now.',
  );
  return tips;
}
