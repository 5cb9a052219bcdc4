import { labourDepartments, type Department } from './departments';
import type { Citation } from './schema';
import { stateViews, type StateView } from './view';

/** A state whose rate was gathered with its sources: it has a page of its own. */
export type ConfirmedJurisdiction = {
  status: 'confirmed';
  code: string;
  name: string;
  department: Department;
  hourly: number;
  effectiveDate: string;
  /** The official page the rate is checked against: the state's labour agency. */
  source: Citation & { url: string };
  lastReviewed: string;
  path: string;
};

/** A state (or D.C.) whose rate this site has not confirmed: it says so and links the agency. */
export type UnconfirmedJurisdiction = {
  status: 'not-confirmed';
  code: string;
  name: string;
  department: Department;
};

export type JurisdictionRow = ConfirmedJurisdiction | UnconfirmedJurisdiction;

function confirmed(view: StateView, department: Department): ConfirmedJurisdiction {
  const source = view.data.citations.find((citation): citation is Citation & { url: string } =>
    Boolean(citation.url),
  );
  if (!source) throw new Error(`content/minimum-wage/data.ts: ${view.name} cites no official web page`);
  return {
    status: 'confirmed',
    code: view.data.code,
    name: view.name,
    department,
    hourly: view.data.hourly,
    effectiveDate: view.data.effectiveDate,
    source,
    lastReviewed: view.data.lastReviewed,
    path: view.path,
  };
}

/**
 * Every state and D.C., alphabetical. A rate appears only where the sourced data has one; the
 * others are listed as not confirmed, never filled with the federal rate or a guess.
 */
export const jurisdictionRows: JurisdictionRow[] = (() => {
  const byCode = new Map(labourDepartments.map((department) => [department.code, department]));
  for (const view of stateViews) {
    if (!byCode.has(view.data.code)) {
      throw new Error(`content/minimum-wage/departments.ts: no agency for ${view.name} (${view.data.code})`);
    }
  }
  return [...labourDepartments]
    .sort((a, b) => a.state.localeCompare(b.state))
    .map((department): JurisdictionRow => {
      const view = stateViews.find((state) => state.data.code === department.code);
      return view
        ? confirmed(view, department)
        : { status: 'not-confirmed', code: department.code, name: department.state, department };
    });
})();

export const unconfirmedRows = jurisdictionRows.filter(
  (row): row is UnconfirmedJurisdiction => row.status === 'not-confirmed',
);
