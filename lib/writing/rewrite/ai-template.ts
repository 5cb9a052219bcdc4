import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { defineAiTool } from '@/lib/ai/tool-template';
import { PARAPHRASE_MODES, type ParaphraseMode } from './modes';
import { REWRITE_GOALS, type RewriteGoal } from './rewrite';

/**
 * The AI versions of the writing tools. The browser names the tool and its mode; the instruction
 * for each mode is here, on the gateway, so the text to rewrite is all the free text it sends.
 */
const SYSTEM =
  'You are a careful editor for HR and business writing. Keep every fact, name, number and quotation exactly as given; never add facts. US English.';

/** The tools take up to 1,500 words; this leaves room for long words without letting a book in. */
export const AI_TEXT_LIMIT = 15_000;

const PARAPHRASE_INSTRUCTIONS: Record<ParaphraseMode, string> = {
  standard:
    'Paraphrase this text: same meaning and register, different wording and sentence order where natural.',
  fluent:
    'Make this text read more smoothly with as few changes as possible: fix awkward, wordy or redundant phrasing.',
  formal: 'Paraphrase this text in a formal, professional register: no contractions, no casual phrases.',
  academic:
    'Paraphrase this text in an academic register: formal, precise, impersonal connectives, no contractions.',
  simple: 'Paraphrase this text in plain, simple English with short sentences and everyday words.',
  friendly: 'Paraphrase this text in a warm, friendly tone that is still professional, using contractions.',
  creative:
    'Paraphrase this text creatively: vary the wording and sentence structure as much as possible without changing the meaning.',
  shorten: 'Rewrite this text about a fifth shorter: cut wordy phrases and repetition, keep every key point.',
  expand:
    'Rewrite this text longer and fuller, spelling points out more completely, without adding any new facts.',
};

const REWRITE_INSTRUCTIONS: Record<RewriteGoal, string> = {
  shorten: 'Rewrite this text about a fifth shorter: cut wordy phrases and repetition, keep every key point.',
  expand: 'Rewrite this text longer and clearer, explaining each point more fully without adding new facts.',
  simplify: 'Rewrite this text in plain English with short sentences, for a general reader.',
  formal: 'Rewrite this text in a formal, professional tone.',
  friendly: 'Rewrite this text in a warm, friendly tone that is still professional.',
};

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(AI_TEXT_LIMIT));

const rewriteFields = z.union([
  z.object({
    tool: z.literal('paraphrase'),
    mode: z.enum(PARAPHRASE_MODES),
    keep: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(30)),
    text,
  }),
  z.object({
    tool: z.literal('rewriter'),
    mode: z.enum(REWRITE_GOALS),
    keep: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(30)),
    text,
  }),
]);
export type RewriteFields = z.infer<typeof rewriteFields>;

const rewriteAnswer = z.object({ text: z.string().check(z.minLength(1)) });
export type RewriteAnswer = z.infer<typeof rewriteAnswer>;

/** The instruction for a mode, telling the model which words the visitor froze. */
export function rewriteInstruction(fields: RewriteFields): string {
  const base =
    fields.tool === 'paraphrase' ? PARAPHRASE_INSTRUCTIONS[fields.mode] : REWRITE_INSTRUCTIONS[fields.mode];
  const frozen = fields.keep.filter((word) => word.trim());
  return frozen.length
    ? `${base} Keep these words and phrases exactly as written: ${frozen.map((f) => `"${f}"`).join(', ')}.`
    : base;
}

export const rewriteTool = defineAiTool({
  id: 'rewrite',
  fields: rewriteFields,
  answer: rewriteAnswer,
  build: (fields) => ({
    system: SYSTEM,
    prompt: `${rewriteInstruction(fields)}\n\nText:\n"""${fields.text}"""`,
    example: { text: 'The rewritten text, as plain paragraphs.' },
  }),
});

const summaryFields = z.object({
  /** Either a share of the text's length or a number of sentences. */
  percent: z.optional(z.int().check(z.gte(5), z.lte(90))),
  sentences: z.optional(z.int().check(z.gte(1), z.lte(50))),
  text,
});
export type SummaryFields = z.infer<typeof summaryFields>;

const summaryAnswer = z.object({
  summary: z.string().check(z.minLength(1)),
  keyPoints: z.array(z.string()),
});
export type SummaryAnswer = z.infer<typeof summaryAnswer>;

export const summaryTool = defineAiTool({
  id: 'summary',
  fields: summaryFields,
  answer: summaryAnswer,
  build: ({ percent, sentences, text: source }) => ({
    system: SYSTEM,
    prompt: `Summarize this text in ${percent ? `about ${percent}% of its length` : `${sentences ?? 3} sentences`}, in your own words, then list its key points.\n\nText:\n"""${source}"""`,
    example: { summary: 'A short summary paragraph.', keyPoints: ['First key point', 'Second key point'] },
  }),
});
