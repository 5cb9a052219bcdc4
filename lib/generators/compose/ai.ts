import { askTool, type AiToolOptions } from '@/lib/ai/ask-tool';
import { AI_EMULATED_LABEL } from '@/lib/ai/result';
import type { ComposeAnswers, ComposeFields } from './ai-template';
import { composeLetter } from './letter/engine';
import { tidy } from './template';
import type { ComposeValues, ComposerId, Draft } from './types';

/**
 * "Write with AI": the same inputs sent to the AI gateway, which owns the prompts and checks the
 * answer (./ai-template). Loaded on the click. Here each composer's answer becomes drafts: the
 * letter keeps the visitor's own sender, date and recipient blocks around the AI's paragraphs.
 */
type ToDrafts<T> = (data: T, values: ComposeValues, today: string) => Draft[];

const emailDrafts: ToDrafts<{ subject: string; body: string }> = (data) => [
  { label: 'Written by AI', subjects: [data.subject], body: tidy(data.body) },
];

const letterDrafts: ToDrafts<{ paragraphs: string[] }> = (data, values, today) => {
  // The AI writes the paragraphs; the sender, date and recipient blocks stay the visitor's own.
  const frame = composeLetter(values, { variant: 0, today });
  if (!frame.letter) return [];
  const letter = { ...frame.letter, paragraphs: data.paragraphs.map(tidy) };
  const start = frame.body.indexOf(frame.letter.salutation) + frame.letter.salutation.length;
  const signOff = frame.body.lastIndexOf(frame.letter.closing);
  const body = `${frame.body.slice(0, start)}\n\n${letter.paragraphs.join('\n\n')}\n\n${frame.body.slice(signOff)}`;
  return [{ label: 'Written by AI', body, letter }];
};

const anniversaryDrafts: ToDrafts<{ messages: string[] }> = (data) =>
  data.messages.map((body, index) => ({ label: `AI option ${index + 1}`, body: tidy(body) }));

const sentenceDrafts: ToDrafts<{ sentences: string[] }> = (data) => [
  {
    label: 'Written by AI',
    items: data.sentences.map(tidy),
    body: data.sentences.map((sentence, i) => `${i + 1}. ${tidy(sentence)}`).join('\n'),
  },
];

const answerDrafts: ToDrafts<{ text: string }> = (data) => [
  { label: 'Written by AI', body: tidy(data.text) },
];

const DRAFTS: { [K in ComposerId]: ToDrafts<ComposeAnswers[K]> } = {
  email: emailDrafts,
  letter: letterDrafts,
  anniversary: anniversaryDrafts,
  sentence: sentenceDrafts,
  answer: answerDrafts,
};

export type AiDrafts = { ok: true; drafts: Draft[]; emulated?: true } | { ok: false; message: string };

/** Emulator answers are test data: their drafts say so instead of "Written by AI". */
const labelEmulated = (draft: Draft, index: number, drafts: Draft[]): Draft => ({
  ...draft,
  label: drafts.length > 1 ? `${AI_EMULATED_LABEL}, option ${index + 1}` : AI_EMULATED_LABEL,
});

export async function writeWithAi(
  id: ComposerId,
  values: ComposeValues,
  today: string,
  options: AiToolOptions = {},
  signal?: AbortSignal,
): Promise<AiDrafts> {
  const fields: ComposeFields = { composer: id, values: { ...values } };
  const result = await askTool<ComposeAnswers[typeof id]>('compose-draft', fields, { ...options, signal });
  if (!result.ok) return { ok: false, message: result.message };
  const toDrafts = DRAFTS[id] as ToDrafts<unknown>;
  const drafts = toDrafts(result.data, values, today);
  return result.emulated
    ? { ok: true, drafts: drafts.map(labelEmulated), emulated: true }
    : { ok: true, drafts };
}
