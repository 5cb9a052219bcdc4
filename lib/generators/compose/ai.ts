import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { askAi, type AiConnection } from '@/lib/ai/client';
import { COMPOSE_FORMS } from './forms';
import { isVisible } from './form';
import { composeLetter } from './letter/engine';
import { tidy } from './template';
import type { ComposeValues, ComposerId, Draft } from './types';

/**
 * "Write with AI": the same inputs sent to the AI service, which answers with JSON checked by a
 * schema. Loaded on the click, so the page never ships the schemas. The rules in the system message
 * are the on-device composer's: the visitor's facts only, and a [bracket] for anything missing.
 */
const RULES =
  'Use only the facts the user gives. Never invent names, dates, numbers, achievements or company details; where something is needed but missing, write a placeholder in square brackets such as [date] or [result]. Write in US English, in plain text without Markdown.';

type Spec<T> = {
  system: string;
  task: (values: ComposeValues) => string;
  example: T;
  schema: z.ZodMiniType<T>;
  toDrafts: (data: T, values: ComposeValues, today: string) => Draft[];
};

const text = z.string().check(z.trim(), z.minLength(1));

const emailSpec: Spec<{ subject: string; body: string }> = {
  system: `You write clear, professional workplace emails for recruiters, hiring managers and candidates. ${RULES}`,
  task: () => 'Write the email: a subject line, then the body with a greeting, the message and a sign-off.',
  example: {
    subject: 'Interview invitation: Senior Data Analyst at Northwind Analytics',
    body: 'Hi Jordan,\n\nThank you for applying for the Senior Data Analyst role. We would like to invite you to an interview on [date].\n\nBest,\nMaya Patel',
  },
  schema: z.object({ subject: text, body: text }),
  toDrafts: (data) => [{ label: 'Written by AI', subjects: [data.subject], body: tidy(data.body) }],
};

type AnySpec = Omit<Spec<unknown>, 'toDrafts'> & {
  toDrafts: (data: unknown, values: ComposeValues, today: string) => Draft[];
};

/** Forgets a spec's data type once its schema and its reader are paired. */
function erase<T>(spec: Spec<T>): AnySpec {
  return {
    ...spec,
    schema: spec.schema,
    toDrafts: (data, values, today) => spec.toDrafts(data as T, values, today),
  };
}

const letterSpec: Spec<{ paragraphs: string[] }> = {
  system: `You write clear, well-organized business letters. ${RULES}`,
  task: () =>
    'Write the body paragraphs of the letter only: no address blocks, date, greeting or sign-off, which are added around them.',
  example: {
    paragraphs: [
      'I am writing to request a flexible working arrangement, working from home on Tuesdays and Thursdays from January 5.',
      'I have worked as a Senior Dispatcher since March 2021, and most of my work is coordination by phone and in our routing software.',
      'Thank you for considering my request. I would be grateful for a reply by December 12.',
    ],
  },
  schema: z.object({ paragraphs: z.array(text).check(z.minLength(1), z.maxLength(12)) }),
  toDrafts: (data, values, today) => {
    // The AI writes the paragraphs; the sender, date and recipient blocks stay the visitor's own.
    const frame = composeLetter(values, { variant: 0, today });
    if (!frame.letter) return [];
    const letter = { ...frame.letter, paragraphs: data.paragraphs.map(tidy) };
    const start = frame.body.indexOf(frame.letter.salutation) + frame.letter.salutation.length;
    const signOff = frame.body.lastIndexOf(frame.letter.closing);
    const body = `${frame.body.slice(0, start)}\n\n${letter.paragraphs.join('\n\n')}\n\n${frame.body.slice(signOff)}`;
    return [{ label: 'Written by AI', body, letter }];
  },
};

const anniversarySpec: Spec<{ messages: string[] }> = {
  system: `You write sincere, specific work anniversary messages for Slack, LinkedIn and cards. ${RULES}`,
  task: (values) =>
    `Write ${values.count || '4'} different work anniversary messages, each complete on its own and under 600 characters.`,
  example: {
    messages: [
      'Happy fifth work anniversary, Alex! Half a decade is a real milestone. Thank you especially for leading the move to our new support platform. Here’s to many more. – Maya',
      'Five years already, Alex! You make the people around you better, and it shows in everything we deliver. Congratulations! – Maya',
    ],
  },
  schema: z.object({ messages: z.array(text).check(z.minLength(1), z.maxLength(8)) }),
  toDrafts: (data) =>
    data.messages.map((body, index) => ({ label: `AI option ${index + 1}`, body: tidy(body) })),
};

const sentenceSpec: Spec<{ sentences: string[] }> = {
  system: `You write clear, grammatical example sentences for learners and writers. ${RULES}`,
  task: (values) =>
    values.mode === 'topic'
      ? `Write ${values.count || '5'} varied sentences about the topic, each using the keywords naturally.`
      : `Write ${values.count || '5'} varied example sentences that use the word “${values.word}” correctly, each showing its meaning.`,
  example: {
    sentences: [
      'Remote work can save a team hours of commuting every week.',
      'How does your team handle onboarding for people who never visit the office?',
    ],
  },
  schema: z.object({ sentences: z.array(text).check(z.minLength(1), z.maxLength(12)) }),
  toDrafts: (data) => [
    {
      label: 'Written by AI',
      items: data.sentences.map(tidy),
      body: data.sentences.map((sentence, i) => `${i + 1}. ${tidy(sentence)}`).join('\n'),
    },
  ],
};

const answerSpec: Spec<{ text: string }> = {
  system: `You help people answer interview questions with the STAR method, write customer support replies, and explain workplace topics plainly. ${RULES}`,
  task: (values) =>
    values.mode === 'support'
      ? 'Write the support reply: acknowledge the question, give the answer as the user described it, then the next step.'
      : values.mode === 'explain'
        ? 'Explain the subject for the chosen reader: what it is, why it matters, and an example, using only the points given.'
        : 'Write a spoken interview answer with the STAR method (situation, task, action, result) from the notes given, in the first person.',
  example: {
    text: 'Situation: Two senior engineers on my team disagreed about whether to delay our Q3 release.\n\nTask: I had to get a decision within two days.\n\nAction: First, I met each engineer separately.\n\nResult: We shipped on time with one feature moved to Q4.',
  },
  schema: z.object({ text }),
  toDrafts: (data) => [{ label: 'Written by AI', body: tidy(data.text) }],
};

const SPECS: Record<ComposerId, AnySpec> = {
  email: erase(emailSpec),
  letter: erase(letterSpec),
  anniversary: erase(anniversarySpec),
  sentence: erase(sentenceSpec),
  answer: erase(answerSpec),
};

/** The visitor's inputs as labelled lines, the visible ones only. */
export function describeInputs(id: ComposerId, values: ComposeValues): string {
  const form = COMPOSE_FORMS[id];
  return form.inputs
    .filter((input) => isVisible(input, values))
    .map((input) => {
      const raw = values[input.key]?.trim() ?? '';
      const shown =
        input.type === 'select' ? (input.options.find((o) => o.value === raw)?.label ?? raw) : raw;
      return `${input.label}: ${shown || '(not given)'}`;
    })
    .join('\n');
}

export type AiDrafts = { ok: true; drafts: Draft[] } | { ok: false; message: string };

export async function writeWithAi(
  id: ComposerId,
  values: ComposeValues,
  today: string,
  connection?: Partial<AiConnection>,
  signal?: AbortSignal,
): Promise<AiDrafts> {
  const spec = SPECS[id];
  const result = await askAi(
    {
      system: spec.system,
      prompt: `${spec.task(values)}\n\nThe details:\n${describeInputs(id, values)}`,
      example: spec.example,
      schema: spec.schema,
      signal,
    },
    connection,
  );
  if (!result.ok) return { ok: false, message: result.message };
  return { ok: true, drafts: spec.toDrafts(result.data, values, today) };
}
