import { askTool, type AiToolOptions } from '@/lib/ai/ask-tool';
import type { AiResult } from '@/lib/ai/result';
import type { SurveyQuestionAnswer, SurveyQuestionFields } from './ai-template';
import type { Item, QuestionSet } from './model';

/**
 * "Suggest more questions with AI": asks for a few extra questions on the visitor's topics and
 * keeps only usable ones (a real sentence, not a duplicate of one already in the set). Loaded on
 * the click; the on-device set is never replaced, only added to.
 */
export const MAX_SUGGESTIONS = 5;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Drops blanks, duplicates and anything already in the set; keeps at most MAX_SUGGESTIONS. */
export function acceptSuggestions(
  set: Pick<QuestionSet, 'items'>,
  suggestions: readonly { text: string; probe?: string }[],
): { text: string; probe?: string }[] {
  const seen = new Set(set.items.map((item) => normalise(item.text)));
  const kept: { text: string; probe?: string }[] = [];
  for (const suggestion of suggestions) {
    // Collapse whitespace and strip list markers a model may put in front.
    const text = suggestion.text
      .replace(/\s+/g, ' ')
      .replace(/^(\d+[.)]|[-*•])\s*/, '')
      .trim();
    const key = normalise(text);
    if (text.length < 10 || !key || seen.has(key)) continue;
    seen.add(key);
    kept.push({ text, probe: suggestion.probe?.replace(/\s+/g, ' ').trim() || undefined });
    if (kept.length === MAX_SUGGESTIONS) break;
  }
  return kept;
}

export async function suggestQuestions(
  set: QuestionSet,
  about: { topics: readonly string[]; context: string },
  options: AiToolOptions = {},
): Promise<AiResult<{ text: string; probe?: string }[]>> {
  const fields: SurveyQuestionFields = {
    mode: set.mode === 'interview' ? 'interview' : 'survey',
    title: set.title.slice(0, 200),
    context: about.context.slice(0, 500),
    topics: about.topics.slice(0, 30).map((topic) => topic.slice(0, 120)),
    existing: set.items.slice(0, 80).map((item) => item.text.slice(0, 400)),
  };
  const result = await askTool<SurveyQuestionAnswer>('survey-questions', fields, options);
  if (!result.ok) return result;
  return { ...result, data: acceptSuggestions(set, result.data.questions) };
}

export function suggestionItems(
  suggestions: readonly { text: string; probe?: string }[],
  firstId: number,
  section: string,
  format: Item['format'],
  options: readonly string[],
): Item[] {
  return suggestions.map((suggestion, index) => ({
    id: `own-${firstId + index}`,
    section,
    text: suggestion.text,
    format,
    options,
    probes: suggestion.probe ? [suggestion.probe] : [],
    origin: 'ai',
  }));
}
