import * as z from 'zod/mini';
import { askAi, type AiConnection, type AiResult } from '@/lib/ai/client';
import type { Item, QuestionSet } from './model';

/**
 * "Suggest more questions with AI": asks for a few extra questions on the visitor's topics and
 * keeps only usable ones (a real sentence, not a duplicate of one already in the set). Loaded on
 * the click; the on-device set is never replaced, only added to.
 */
// zod/mini, as lib/ai/client uses: the chunk loaded on the click stays small.
const suggestionSchema = z.object({
  questions: z
    .array(
      z.object({
        text: z.string().check(z.minLength(10), z.maxLength(300)),
        probe: z.optional(z.string().check(z.maxLength(300))),
      }),
    )
    .check(z.minLength(1), z.maxLength(10)),
});

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
  connection: Partial<AiConnection> = {},
): Promise<AiResult<{ text: string; probe?: string }[]>> {
  const interview = set.mode === 'interview';
  const result = await askAi(
    {
      system: interview
        ? 'You write structured interview questions for HR teams. Questions are job-related, open, neutral and legal: never about age, family, religion, health, nationality or other protected characteristics.'
        : 'You write employee survey questions for HR teams. Each question is neutral, not leading, asks about one thing only, and is a statement that can be rated on an agreement scale.',
      prompt: `Suggest ${MAX_SUGGESTIONS} more ${interview ? 'interview questions, each with one follow-up probe,' : 'survey statements'} for "${set.title}" (${about.context}), covering: ${about.topics.join(', ')}. Do not repeat these:\n${set.items.map((item) => `- ${item.text}`).join('\n')}`,
      example: {
        questions: [
          interview
            ? {
                text: 'Tell me about a time you had to change your plan because a priority shifted.',
                probe: 'What did you drop, and how did you tell people?',
              }
            : { text: 'I know what is expected of me at work.' },
        ],
      },
      schema: suggestionSchema,
    },
    connection,
  );
  if (!result.ok) return result;
  return { ok: true, data: acceptSuggestions(set, result.data.questions) };
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
