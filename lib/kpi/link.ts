import { encodeScalar, queryValue, readQuery, writeQuery } from '@/lib/tools/url-state';
import type { Choices } from './select';
import {
  DEPARTMENT_IDS,
  MAX_KPIS,
  MIN_KPIS,
  STAGES,
  type DepartmentId,
  type Settings,
  type Stage,
} from './types';

/**
 * A KPI scorecard in the page's address, so a copied link opens the same scorecard:
 * `?team=sales&stage=startup&count=8&goals=pipeline,revenue&drop=win-rate&pin=nps`.
 * Ids travel as they are (lowercase words and hyphens); anything else in a list is dropped, and a
 * value out of range falls back to the page's own setting. The measured values stay in the draft.
 */
export const KPI_LINK_KEYS = ['team', 'stage', 'count', 'goals', 'drop', 'pin'] as const;

const ID = /^[a-z0-9][a-z0-9-]{0,60}$/;
const MAX_IDS = 40;

const list = (text: string | undefined) =>
  text === undefined
    ? undefined
    : [...new Set(text.split(',').map((part) => part.trim()))].filter((id) => ID.test(id)).slice(0, MAX_IDS);

export function encodeKpiLink(settings: Settings, choices: Choices, fixedDepartment: boolean): string {
  const pairs: [string, string][] = [];
  if (!fixedDepartment) pairs.push(['team', settings.department]);
  pairs.push(['stage', settings.stage], ['count', String(settings.count)]);
  pairs.push(['goals', settings.goals.map(encodeScalar).join(',')]);
  if (choices.excluded.length) pairs.push(['drop', choices.excluded.map(encodeScalar).join(',')]);
  if (choices.pinned.length) pairs.push(['pin', choices.pinned.map(encodeScalar).join(',')]);
  return writeQuery(pairs);
}

/**
 * The scorecard a link asks for, over the page's own settings; null when the address holds none
 * of its keys. A page for one team ignores `team`. A team chosen by the link without `goals`
 * takes that team's default goals; goals not of the team are dropped.
 */
export function decodeKpiLink(
  search: string,
  base: Settings,
  options: {
    fixedDepartment: boolean;
    /** Every goal id of a team, and the ones ticked when a team is first chosen. */
    goalsOf: (team: DepartmentId) => readonly string[];
    defaultGoalsOf: (team: DepartmentId) => readonly string[];
  },
): { settings: Settings; choices: Choices } | null {
  const query = readQuery(search);
  if (!KPI_LINK_KEYS.some((key) => query.has(key))) return null;
  const team = queryValue(query, 'team');
  const department =
    !options.fixedDepartment && DEPARTMENT_IDS.includes(team as DepartmentId)
      ? (team as DepartmentId)
      : base.department;
  const stage = queryValue(query, 'stage');
  const count = Number(queryValue(query, 'count'));
  const own = options.goalsOf(department);
  const goals = list(queryValue(query, 'goals'));
  return {
    settings: {
      department,
      stage: STAGES.includes(stage as Stage) ? (stage as Stage) : base.stage,
      count: Number.isInteger(count) && count >= MIN_KPIS && count <= MAX_KPIS ? count : base.count,
      goals: goals
        ? goals.filter((goal) => own.includes(goal))
        : department === base.department
          ? base.goals
          : [...options.defaultGoalsOf(department)],
    },
    choices: {
      excluded: list(queryValue(query, 'drop')) ?? [],
      pinned: list(queryValue(query, 'pin')) ?? [],
    },
  };
}
