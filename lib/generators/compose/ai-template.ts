import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { defineAiTool } from '@/lib/ai/tool-template';
import { COMPOSE_FORMS } from './forms';
import { isVisible } from './form';
import { COMPOSER_IDS, type ComposeValues, type ComposerId } from './types';

/**
 * "Write with AI" for the composers: the same inputs the on-device composer uses, sent to the
 * gateway, which answers with JSON checked by a schema. The rules in the system message are the
 * on-device composer's: the visitor's facts only, and a [bracket] for anything missing.
 */
const RULES =
  'Use only the facts the user gives. Never invent names, dates, numbers, achievements or company details; where something is needed but missing, write a placeholder in square brackets such as [date] or [result]. Write in US English, in plain text without Markdown.';

type Spec<T> = {
  system: string;
  task: (values: ComposeValues) => string;
  example: T;
  schema: z.ZodMiniType<T>;
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
};

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
};

const SPECS: Record<ComposerId, Spec<unknown>> = {
  email: emailSpec as Spec<unknown>,
  letter: letterSpec as Spec<unknown>,
  anniversary: anniversarySpec as Spec<unknown>,
  sentence: sentenceSpec as Spec<unknown>,
  answer: answerSpec as Spec<unknown>,
};

/** What each composer's answer holds, for the browser's `import type`. */
export type ComposeAnswers = {
  email: { subject: string; body: string };
  letter: { paragraphs: string[] };
  anniversary: { messages: string[] };
  sentence: { sentences: string[] };
  answer: { text: string };
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

const MAX_INPUTS = 40;

const fields = z.object({
  composer: z.enum(COMPOSER_IDS),
  values: z
    .record(z.string().check(z.maxLength(60)), z.string().check(z.maxLength(3000)))
    .check(z.refine((values) => Object.keys(values).length <= MAX_INPUTS, 'too many inputs')),
});
export type ComposeFields = z.infer<typeof fields>;

export const composeDraftTool = defineAiTool({
  id: 'compose-draft',
  fields,
  // The schema of the composer the fields name, so a letter never passes as an email.
  answer: ({ composer }) => SPECS[composer].schema,
  build: ({ composer, values }) => {
    const spec = SPECS[composer];
    return {
      system: spec.system,
      prompt: `${spec.task(values)}\n\nThe details:\n${describeInputs(composer, values)}`,
      example: spec.example,
    };
  },
});
