import { interviewFeedbackTool } from '@/lib/career/interview/ai-template';
import { jobDescriptionTool } from '@/lib/career/jd/ai-template';
import type { AiToolId } from '@/lib/ai/tool-ids';
import type { AiToolTemplate } from '@/lib/ai/tool-template';
import { generatorIdeasTool } from '@/lib/generators/ai-template';
import { composeDraftTool } from '@/lib/generators/compose/ai-template';
import { kpiSuggestionsTool } from '@/lib/kpi/ai-template';
import { artPromptTool } from '@/lib/media/art/ai-template';
import { surveyQuestionsTool } from '@/lib/surveys/ai-template';
import { excelFormulaTool } from '@/lib/utilities/excel/ai-template';
import { rewriteTool, summaryTool } from '@/lib/writing/rewrite/ai-template';

/**
 * Every tool the gateway runs, by the id the browser sends. Anything else is refused, which is
 * what keeps the gateway from being a free general-purpose model: the prompt is always one of
 * these templates, filled with capped, checked fields.
 */
// The registry erases each template's own field and answer types; `createGateway` checks both.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAiTool = AiToolTemplate<any, any>;

export const AI_TOOLS: Readonly<Record<AiToolId, AnyAiTool>> = {
  'excel-formula': excelFormulaTool,
  'generator-ideas': generatorIdeasTool,
  'compose-draft': composeDraftTool,
  'art-prompt': artPromptTool,
  'kpi-suggestions': kpiSuggestionsTool,
  'interview-feedback': interviewFeedbackTool,
  'job-description': jobDescriptionTool,
  'survey-questions': surveyQuestionsTool,
  rewrite: rewriteTool,
  summary: summaryTool,
};
