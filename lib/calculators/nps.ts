import '@/lib/zod-jitless';
import { z } from 'zod';
import { choiceField, optionalNumberField } from './fields';
import { num, pct } from './format';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { count, number, percent } from '@/lib/kit/numbers';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

export const npsModes = ['counts', 'scores'] as const;
export const maxScores = 10_000;

const countField = (label: string) => optionalNumberField({ label, max: 100_000_000, integer: true });

/**
 * Reads a list of 0-10 answers typed or pasted in any layout ("9, 10 7\n8"), or given as numbers.
 * Returns the scores, or the first problem as a message.
 */
export function readScores(value: unknown): { scores: number[] } | { error: string } {
  const parts: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(/[\s,;]+/).filter((p) => p !== '')
      : typeof value === 'number'
        ? [value]
        : [];
  if (parts.length > maxScores) return { error: `Paste at most ${num(maxScores)} scores` };
  const scores: number[] = [];
  for (const part of parts) {
    const n =
      typeof part === 'number'
        ? part
        : typeof part === 'string' && /^\d{1,2}$/.test(part)
          ? Number(part)
          : NaN;
    if (!Number.isInteger(n) || n < 0 || n > 10)
      return {
        error: `“${String(part).slice(0, 12)}” isn't a score: each answer must be a whole number from 0 to 10`,
      };
    scores.push(n);
  }
  return { scores };
}

const scoresField = z
  .preprocess((v) => (v === undefined || v === null ? '' : v), z.unknown())
  .transform((value, ctx): number[] => {
    const read = readScores(value);
    if ('error' in read) {
      ctx.issues.push({ code: 'custom', message: read.error, input: value });
      return z.NEVER;
    }
    return read.scores;
  });

/** Keeps only the fields of the chosen mode, so leftovers from the other mode never raise errors. */
function onlyModeFields(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { mode, promoters, passives, detractors, scores } = value as Record<string, unknown>;
  return mode === 'scores' ? { mode, scores } : { mode, promoters, passives, detractors };
}

export const inputSchema = z.preprocess(
  onlyModeFields,
  z
    .object({
      /** counts: three totals. scores: the raw 0-10 answers. */
      mode: choiceField(npsModes, 'way of entering responses', 'counts'),
      /** Answers of 9 or 10. */
      promoters: countField('Promoters'),
      /** Answers of 7 or 8. */
      passives: countField('Passives'),
      /** Answers of 0 to 6. */
      detractors: countField('Detractors'),
      /** The raw answers: a list of numbers, or text with the numbers separated by spaces, commas or lines. */
      scores: scoresField.optional(),
    })
    .superRefine((v, ctx) => {
      if (v.mode === 'scores') {
        if ((v.scores ?? []).length === 0)
          ctx.addIssue({
            code: 'custom',
            path: ['scores'],
            message: 'Enter at least one score from 0 to 10',
          });
        return;
      }
      if (v.promoters === undefined)
        ctx.addIssue({ code: 'custom', path: ['promoters'], message: 'Promoters is required' });
      if (v.passives === undefined)
        ctx.addIssue({ code: 'custom', path: ['passives'], message: 'Passives is required' });
      if (v.detractors === undefined)
        ctx.addIssue({ code: 'custom', path: ['detractors'], message: 'Detractors is required' });
      if (v.promoters === 0 && v.passives === 0 && v.detractors === 0)
        ctx.addIssue({ code: 'custom', path: ['promoters'], message: 'Enter at least one response' });
    })
    .transform((v) => {
      if (v.mode === 'counts')
        return {
          mode: v.mode,
          promoters: v.promoters ?? 0,
          passives: v.passives ?? 0,
          detractors: v.detractors ?? 0,
        };
      const scores = v.scores ?? [];
      return {
        mode: v.mode,
        promoters: scores.filter((s) => s >= 9).length,
        passives: scores.filter((s) => s === 7 || s === 8).length,
        detractors: scores.filter((s) => s <= 6).length,
      };
    }),
);

/** Raw scores are tallied into the three groups while parsing, so compute sees counts either way. */
export type Input = z.output<typeof inputSchema>;

export interface Result {
  /** Net Promoter Score, −100 to 100. */
  nps: number;
  responses: number;
  promoters: number;
  passives: number;
  detractors: number;
  promoterPercent: number;
  passivePercent: number;
  detractorPercent: number;
}

export function compute(input: Input): Result {
  const responses = input.promoters + input.passives + input.detractors;
  const share = (n: number) => (responses === 0 ? 0 : (n / responses) * 100);
  const promoterPercent = share(input.promoters);
  const detractorPercent = share(input.detractors);
  return {
    nps: promoterPercent - detractorPercent,
    responses,
    promoters: input.promoters,
    passives: input.passives,
    detractors: input.detractors,
    promoterPercent,
    passivePercent: share(input.passives),
    detractorPercent,
  };
}

/** `1 score`, `2 scores`: the count with its noun agreeing. */
const plural = (n: number, noun: string) => `${num(n)} ${n === 1 ? noun : `${noun}s`}`;
/** `1 is 9–10 (promoter)`, `3 are 9–10 (promoters)`. */
const tally = (n: number, range: string, noun: string) =>
  `${num(n)} ${n === 1 ? 'is' : 'are'} ${range} (${n === 1 ? noun : `${noun}s`})`;

export function explain(input: Input, r: Result): Explanation {
  const steps = [];
  if (input.mode === 'scores')
    steps.push(
      `Of ${plural(r.responses, 'score')}: ${tally(r.promoters, '9–10', 'promoter')}, ${tally(r.passives, '7–8', 'passive')}, ${tally(r.detractors, '0–6', 'detractor')}`,
    );
  steps.push(
    `Promoters: ${num(r.promoters)} ÷ ${num(r.responses)} = ${pct(r.promoterPercent)}`,
    `Detractors: ${num(r.detractors)} ÷ ${num(r.responses)} = ${pct(r.detractorPercent)}`,
    `NPS = ${pct(r.promoterPercent)} − ${pct(r.detractorPercent)} = ${num(r.nps, 1)}`,
  );
  return {
    formula: 'NPS = % of promoters (9–10) − % of detractors (0–6); passives (7–8) count only in the total',
    steps,
  };
}

export const examples: Example[] = [
  {
    input: { mode: 'counts', promoters: 120, passives: 50, detractors: 30 },
    note: '200 survey answers: 120 promoters, 50 passives and 30 detractors',
  },
  {
    input: { mode: 'scores', scores: '10, 9, 8, 7, 10, 6, 9, 3, 10, 8' },
    note: 'Ten raw answers pasted from a survey export',
  },
];

/** The usual rule-of-thumb reading of a score: above 0 good, 50 and up excellent. */
function reading(nps: number): { text: string; tone: 'good' | 'warning' | 'bad' } {
  if (nps >= 50) return { text: 'Excellent: far more promoters than detractors.', tone: 'good' };
  if (nps > 0) return { text: 'Good: more promoters than detractors.', tone: 'good' };
  if (nps === 0) return { text: 'Even: as many detractors as promoters.', tone: 'warning' };
  return { text: 'Needs work: more detractors than promoters.', tone: 'bad' };
}

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => pick(values, ['mode', 'promoters', 'passives', 'detractors', 'scores']),
  present(_input, result, explain) {
    const read = reading(result.nps);
    const primary = { label: 'Net Promoter Score', value: number(result.nps, 1), tone: read.tone };
    const secondary = [
      {
        label: 'Promoters (9–10)',
        value: percent(result.promoterPercent, 1),
        hint: count(result.promoters, 'response'),
      },
      {
        label: 'Passives (7–8)',
        value: percent(result.passivePercent, 1),
        hint: count(result.passives, 'response'),
      },
      {
        label: 'Detractors (0–6)',
        value: percent(result.detractorPercent, 1),
        hint: count(result.detractors, 'response'),
      },
      { label: 'Responses', value: number(result.responses, 0) },
    ];
    return {
      primary,
      secondary,
      summary: read.text,
      summaryTone: read.tone,
      tables: [],
      explain,
      copyText: copyTextOf('NPS', [primary, ...secondary], read.text),
    };
  },
});
