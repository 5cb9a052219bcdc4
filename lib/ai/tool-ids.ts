/**
 * The AI tools the gateway serves, by id. The browser sends one of these and the tool's fields to
 * `POST {NEXT_PUBLIC_AI_URL}/tools/:id`; the prompt for each lives with the gateway
 * (`gateway/tools.ts` and the `ai-template.ts` modules it imports).
 */
export const AI_TOOL_IDS = [
  'excel-formula',
  'generator-ideas',
  'compose-draft',
  'art-prompt',
  'kpi-suggestions',
  'interview-feedback',
  'job-description',
  'survey-questions',
  'rewrite',
  'summary',
] as const;

export type AiToolId = (typeof AI_TOOL_IDS)[number];
