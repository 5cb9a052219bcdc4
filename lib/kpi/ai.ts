import { z } from 'zod';
import { askAi, type AiResult } from '@/lib/ai/client';
import type { Kpi, KpiWords, Settings } from './types';

/** "Suggest KPIs with AI": loaded on the click, with the AI client and zod. */
export const suggestionSchema = z.object({
  kpis: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(120),
        formula: z.string().trim().max(400),
        why: z.string().trim().max(600),
        type: z.string().trim().max(40),
      }),
    )
    .min(1)
    .max(8),
});
export type Suggestions = z.infer<typeof suggestionSchema>;

export const SUGGESTION_EXAMPLE: Suggestions = {
  kpis: [
    {
      name: 'Offer acceptance rate',
      formula: 'Offers accepted ÷ offers extended × 100',
      why: 'Declined offers restart the search, so raising acceptance shortens time to fill.',
      type: 'leading',
    },
  ],
};

export const SUGGESTION_SYSTEM =
  'You are an experienced operator who designs KPI scorecards. Suggest specific, measurable KPIs with an exact formula. Never quote industry benchmarks or typical values; the team sets targets from its own baseline. Plain text only.';

export function suggestionPrompt(words: KpiWords, goal: string, settings: Settings): string {
  const department = words.departments[settings.department];
  return [
    `Team: ${department.name}.`,
    `Company stage: ${words.stages[settings.stage]}.`,
    `The goal, in the team's own words: """${goal.slice(0, 500)}"""`,
    'Suggest 5 KPIs for this goal, mixing leading and lagging indicators. For each: its name, its formula, one sentence on why it fits the goal, and whether it is "leading" or "lagging".',
  ].join('\n');
}

export async function suggestKpis(
  words: KpiWords,
  goal: string,
  settings: Settings,
  signal?: AbortSignal,
): Promise<AiResult<Suggestions>> {
  return askAi({
    system: SUGGESTION_SYSTEM,
    prompt: suggestionPrompt(words, goal, settings),
    example: SUGGESTION_EXAMPLE,
    schema: suggestionSchema,
    signal,
  });
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
