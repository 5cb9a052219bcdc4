import { z } from 'zod';
import '@/lib/zod-jitless';
import { defineAiTool } from '@/lib/ai/tool-template';

/** "Suggest KPIs with AI": the team and stage by name, and the goal in the team's words. */
const fields = z.object({
  team: z.string().trim().min(1).max(80),
  stage: z.string().trim().min(1).max(80),
  goal: z.string().trim().min(1).max(500),
});
export type KpiSuggestionFields = z.infer<typeof fields>;

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

export function suggestionPrompt({ team, stage, goal }: KpiSuggestionFields): string {
  return [
    `Team: ${team}.`,
    `Company stage: ${stage}.`,
    `The goal, in the team's own words: """${goal}"""`,
    'Suggest 5 KPIs for this goal, mixing leading and lagging indicators. For each: its name, its formula, one sentence on why it fits the goal, and whether it is "leading" or "lagging".',
  ].join('\n');
}

export const kpiSuggestionsTool = defineAiTool({
  id: 'kpi-suggestions',
  fields,
  answer: suggestionSchema,
  build: (input) => ({
    system: SUGGESTION_SYSTEM,
    prompt: suggestionPrompt(input),
    example: SUGGESTION_EXAMPLE,
  }),
});
