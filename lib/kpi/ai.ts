import { askTool } from '@/lib/ai/ask-tool';
import type { AiResult } from '@/lib/ai/result';
import type { KpiSuggestionFields, Suggestions } from './ai-template';
import type { Kpi, KpiWords, Settings } from './types';

export type { Suggestions };

/** "Suggest KPIs with AI": loaded on the click; the prompt is the gateway's (./ai-template). */
export function suggestKpis(
  words: KpiWords,
  goal: string,
  settings: Settings,
  signal?: AbortSignal,
): Promise<AiResult<Suggestions>> {
  const fields: KpiSuggestionFields = {
    team: words.departments[settings.department].name,
    stage: words.stages[settings.stage],
    goal: goal.trim().slice(0, 500),
  };
  return askTool<Suggestions>('kpi-suggestions', fields, { signal });
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The library KPI an AI suggestion names, when it names one, so the visitor can add it with its formula. */
export function matchLibrary(name: string, library: readonly Kpi[]): Kpi | null {
  const wanted = normalize(name);
  if (!wanted) return null;
  return (
    library.find((kpi) => normalize(kpi.name) === wanted) ??
    library.find((kpi) => {
      const own = normalize(kpi.name);
      return own.length >= 8 && (wanted.includes(own) || own.includes(wanted));
    }) ??
    null
  );
}
