import { scorecardDocument as documentWith, scorecardText as textWith, type KpiRow } from '@/lib/kpi/export';
import type { DocumentModel } from '@/lib/downloads/document';
import type { Settings } from '@/lib/kpi/types';
import { KPI_WORDS } from './departments';

/** lib/kpi's exports, with this site's team, goal and stage names; loaded when a visitor exports. */
export { scorecardCsv, scorecardRows, type KpiRow } from '@/lib/kpi/export';

export function scorecardText(rows: readonly KpiRow[], settings: Settings, goals: readonly string[]): string {
  return textWith(KPI_WORDS, rows, settings, goals);
}

export function scorecardDocument(
  rows: readonly KpiRow[],
  settings: Settings,
  goals: readonly string[],
  updated: string,
): DocumentModel {
  return documentWith(KPI_WORDS, rows, settings, goals, updated);
}
