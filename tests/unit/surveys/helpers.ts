import { surveyTools } from '@/content/tools/surveys';
import type { QuestionSetTool } from '@/content/tools/types';
import type { InterviewSpec, SurveySpec } from '@/lib/surveys/spec';

export function tool(slug: string): QuestionSetTool {
  const found = surveyTools.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no tool ${slug}`);
  return found;
}

export function survey(slug: string): SurveySpec {
  const spec = tool(slug).questions;
  if (spec.mode !== 'survey') throw new Error(`${slug} is not a survey`);
  return spec;
}

export function interview(slug: string): InterviewSpec {
  const spec = tool(slug).questions;
  if (spec.mode !== 'interview') throw new Error(`${slug} is not an interview guide`);
  return spec;
}
