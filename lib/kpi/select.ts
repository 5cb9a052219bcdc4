import type { Kpi, KpiType, KpiWords, ScorecardItem, Settings } from './types';

export interface Choices {
  /** Removed or replaced by the visitor: never chosen again until restored. */
  readonly excluded: readonly string[];
  /** Added by the visitor: always in, first. */
  readonly pinned: readonly string[];
}

export const NO_CHOICES: Choices = { excluded: [], pinned: [] };

/** The goals that count: the chosen ones of this team, or all of them when none is ticked. */
export function activeGoals(words: KpiWords, settings: Settings): string[] {
  const own = words.departments[settings.department].goals.map((goal) => goal.id);
  const chosen = settings.goals.filter((goal) => own.includes(goal));
  return chosen.length ? chosen : own;
}

function stageScore(kpi: Kpi, settings: Settings): number {
  if (!kpi.stages) return 1;
  return kpi.stages.includes(settings.stage) ? 2 : -5;
}

const TYPE_SENTENCE: Record<KpiType, string> = {
  leading: 'Leading indicator: it moves before the results do, so the team can act within the period.',
  lagging: 'Lagging indicator: it confirms whether the results arrived.',
};

const quoteList = (labels: readonly string[]) => {
  const quoted = labels.map((label) => `“${label}”`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function explain(
  words: KpiWords,
  kpi: Kpi,
  settings: Settings,
  goals: readonly string[],
  pinned: boolean,
): ScorecardItem {
  const labels = words.departments[settings.department].goals
    .filter((goal) => goals.includes(goal.id) && kpi.goals.includes(goal.id))
    .map((goal) => goal.label);
  const opening = labels.length
    ? `Fits ${quoteList(labels)}: it ${lowerFirst(kpi.what)}`
    : `Rounds out the scorecard: it ${lowerFirst(kpi.what)}`;
  const stage = kpi.stages?.includes(settings.stage) ? ' Suited to a company at your stage.' : '';
  const added = pinned ? ' Added by you.' : '';
  return {
    kpi,
    serves: labels,
    why: `${opening} ${TYPE_SENTENCE[kpi.type]}${stage}${added}`,
    pinned,
  };
}

/**
 * A balanced scorecard: every chosen goal covered first, then the best-scoring KPIs with leading and
 * lagging indicators kept close to half each, one KPI per family (no near-duplicates), fitted to
 * the company's stage. The same settings always give the same scorecard; `words` names the goals in
 * each KPI's reason.
 */
export function buildScorecard(
  words: KpiWords,
  library: readonly Kpi[],
  settings: Settings,
  choices: Choices = NO_CHOICES,
): ScorecardItem[] {
  const goals = activeGoals(words, settings);
  const excluded = new Set(choices.excluded);
  const pool = library.filter((kpi) => kpi.department === settings.department && !excluded.has(kpi.id));
  const matches = (kpi: Kpi) => kpi.goals.filter((goal) => goals.includes(goal)).length;
  const score = (kpi: Kpi) => 10 * matches(kpi) + stageScore(kpi, settings);
  const ranked = pool
    .map((kpi, order) => ({ kpi, order, score: score(kpi) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.kpi);

  const chosen: Kpi[] = [];
  const families = new Set<string>();
  const take = (kpi: Kpi) => {
    chosen.push(kpi);
    if (kpi.family) families.add(kpi.family);
  };
  const available = (kpi: Kpi) => !chosen.includes(kpi) && !(kpi.family && families.has(kpi.family));

  for (const id of choices.pinned) {
    const kpi = pool.find((candidate) => candidate.id === id);
    if (kpi && !chosen.includes(kpi)) take(kpi);
  }
  const count = Math.max(settings.count, chosen.length);
  const wantLeading = Math.ceil(count / 2);
  const wantLagging = count - wantLeading;
  const preferredType = (): KpiType | null => {
    const leading = chosen.filter((kpi) => kpi.type === 'leading').length;
    const lagging = chosen.length - leading;
    if (leading >= wantLeading && lagging < wantLagging) return 'lagging';
    if (lagging >= wantLagging && leading < wantLeading) return 'leading';
    return null;
  };
  const best = (candidates: readonly Kpi[]) => {
    const open = candidates.filter(available);
    const type = preferredType();
    return (type && open.find((kpi) => kpi.type === type)) || open[0];
  };

  // Every goal gets at least one KPI before any goal gets a second. A goal whose KPIs would tip the
  // leading/lagging balance waits for a second pass, so when there are fewer slots than goals the
  // balance is kept and the goals with a fitting KPI go first.
  const covered = (goal: string) => chosen.some((kpi) => kpi.goals.includes(goal));
  const deferred: string[] = [];
  for (const goal of goals) {
    if (chosen.length >= count) break;
    if (covered(goal)) continue;
    const pick = best(ranked.filter((kpi) => kpi.goals.includes(goal)));
    const type = preferredType();
    if (pick && (!type || pick.type === type)) take(pick);
    else if (pick) deferred.push(goal);
  }
  // With fewer slots than goals, not every goal can be covered: balance wins over the last goals.
  const roomForAll = count >= goals.length;
  for (const goal of deferred) {
    if (chosen.length >= count) break;
    if (covered(goal)) continue;
    const pick = best(ranked.filter((kpi) => kpi.goals.includes(goal)));
    const type = preferredType();
    if (pick && (roomForAll || !type || pick.type === type)) take(pick);
  }
  const relevant = ranked.filter((kpi) => matches(kpi) > 0);
  // Relevance wins over a perfect half-and-half, but never to the point of a one-sided scorecard:
  // below a third of either type, the best KPI of that type rounds the card out even if it serves
  // none of the chosen goals.
  const floor = Math.floor(count / 3);
  const short = (): KpiType | null => {
    const leading = chosen.filter((kpi) => kpi.type === 'leading').length;
    if (leading < floor) return 'leading';
    if (chosen.length - leading < floor) return 'lagging';
    return null;
  };
  while (chosen.length < count) {
    const needed = short();
    const pick =
      (needed && relevant.filter(available).find((kpi) => kpi.type === needed)) ||
      (needed && ranked.filter(available).find((kpi) => kpi.type === needed)) ||
      best(relevant) ||
      best(ranked);
    if (!pick) break;
    take(pick);
  }

  const pinned = new Set(choices.pinned);
  return chosen.map((kpi) => explain(words, kpi, settings, goals, pinned.has(kpi.id)));
}

/** KPIs of the team not on the scorecard, by name: the "add a KPI" list. */
export function addableKpis(
  library: readonly Kpi[],
  settings: Settings,
  scorecard: readonly ScorecardItem[],
): Kpi[] {
  const onCard = new Set(scorecard.map((item) => item.kpi.id));
  return library
    .filter((kpi) => kpi.department === settings.department && !onCard.has(kpi.id))
    .sort((a, b) => a.name.localeCompare(b.name));
}
