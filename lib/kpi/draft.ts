import { isRecord, readJson, removeEntry, writeVersioned } from '@/lib/kit/draft-store';
import type { KpiEntry } from './measure';
import type { Choices } from './select';
import { DEPARTMENT_IDS, MAX_KPIS, MIN_KPIS, STAGES, type DepartmentId, type Settings } from './types';

/**
 * The visitor's scorecard in this browser (localStorage, one entry per tool page): settings,
 * removed and added KPIs, and what was typed. Anything unexpected in a stored entry is dropped, so an
 * old or hand-edited entry can never break the page. Nothing leaves the device.
 */
export interface KpiDraft {
  readonly settings: Settings;
  readonly choices: Choices;
  readonly entries: Readonly<Record<string, KpiEntry>>;
}

const VERSION = 1;
const MAX_TEXT = 40;
const ID = /^[a-z0-9-]{1,60}$/;

export const draftKey = (slug: string) => `quotient.kpi.${slug}`;

const ids = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((id): id is string => typeof id === 'string' && ID.test(id)).slice(0, 200)
    : [];

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : '');

export function cleanDraft(raw: unknown, fixedDepartment: DepartmentId | null): KpiDraft | null {
  if (!isRecord(raw) || raw.v !== VERSION || !isRecord(raw.settings)) return null;
  const s = raw.settings;
  const department = DEPARTMENT_IDS.find((id) => id === s.department);
  if (!department || (fixedDepartment && department !== fixedDepartment)) return null;
  const stage = STAGES.find((id) => id === s.stage) ?? 'growth';
  const count =
    typeof s.count === 'number' && Number.isInteger(s.count)
      ? Math.min(MAX_KPIS, Math.max(MIN_KPIS, s.count))
      : 6;
  const choices = isRecord(raw.choices) ? raw.choices : {};
  const entries: Record<string, KpiEntry> = {};
  if (isRecord(raw.entries)) {
    for (const [id, value] of Object.entries(raw.entries).slice(0, 200)) {
      if (!ID.test(id) || !isRecord(value)) continue;
      const inputs: Record<string, string> = {};
      if (isRecord(value.inputs)) {
        for (const [key, typed] of Object.entries(value.inputs).slice(0, 10)) {
          if (/^[a-zA-Z][a-zA-Z0-9]{0,40}$/.test(key)) inputs[key] = text(typed);
        }
      }
      entries[id] = { inputs, target: text(value.target) };
    }
  }
  return {
    settings: { department, goals: ids(s.goals), stage, count },
    choices: { excluded: ids(choices.excluded), pinned: ids(choices.pinned) },
    entries,
  };
}

export function loadDraft(slug: string, fixedDepartment: DepartmentId | null): KpiDraft | null {
  return readJson(draftKey(slug), (raw) => cleanDraft(raw, fixedDepartment));
}

/** Storage full or blocked: the page keeps working, only the draft is not kept. */
export function saveDraft(slug: string, draft: KpiDraft): void {
  writeVersioned(draftKey(slug), VERSION, draft);
}

export function clearDraft(slug: string): void {
  removeEntry(draftKey(slug));
}
