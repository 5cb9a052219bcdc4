import '@/lib/zod-jitless';
import { z } from 'zod';
import { optionalNumberField, textField } from './fields';
import { num, pct } from './format';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { rows, text } from '@/lib/tools/fields';
import { number, percent } from '@/lib/kit/numbers';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

export const maxCategories = 30;
/** Scores above 100% happen with extra credit; above this they are typing mistakes. */
export const maxScore = 150;

/**
 * The common US 10-point letter scale (90 A, 80 B, 70 C, 60 D), used only to label the result;
 * schools differ, which the explanation says.
 */
export function letterFor(percent: number): 'A' | 'B' | 'C' | 'D' | 'F' {
  return percent >= 90 ? 'A' : percent >= 80 ? 'B' : percent >= 70 ? 'C' : percent >= 60 ? 'D' : 'F';
}

const isBlank = (v: unknown) => v === undefined;

const categoryRow = z.object(
  {
    /** e.g. "Homework", "Midterm"; optional, for display. */
    name: textField('Category name', 60),
    /** Average score in the category, in percent (0 to 150). */
    score: optionalNumberField({ label: 'Score', max: maxScore, unit: '%' }),
    /** The category's weight in percent (0 to 100). */
    weight: optionalNumberField({ label: 'Weight', max: 100, unit: '%' }),
  },
  { error: 'Each category needs a score and a weight' },
);

export const inputSchema = z
  .object({
    categories: z.preprocess(
      (v) => (v === undefined || v === '' || v === null ? [] : v),
      z
        .array(categoryRow, { error: 'Enter the categories as rows of score and weight' })
        .max(maxCategories, `Use at most ${maxCategories} categories`),
    ),
    /** Final exam weight in percent; with targetGrade, gives the score needed on the final. */
    finalWeight: optionalNumberField({ label: 'Final exam weight', max: 100, minExclusive: true, unit: '%' }),
    /** The overall grade wanted, in percent. */
    targetGrade: optionalNumberField({ label: 'Grade wanted', max: maxScore, unit: '%' }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    let filled = 0;
    let totalWeight = 0;
    v.categories.forEach((c, i) => {
      if (isBlank(c.score) && isBlank(c.weight)) return;
      if (c.score === undefined) issue(['categories', i, 'score'], 'Score is required');
      if (c.weight === undefined) issue(['categories', i, 'weight'], 'Weight is required');
      filled += 1;
      totalWeight += c.weight ?? 0;
    });
    if (filled === 0) issue(['categories'], 'Enter at least one category with a score and a weight');
    else if (totalWeight === 0) issue(['categories'], "The weights can't all be zero");
    // The final exam pair is optional: with either box empty the current grade still shows, and the
    // result says which box would add the score needed (an error there would hide the whole result).
  })
  .transform((v) => ({
    categories: v.categories
      .filter((c) => !(isBlank(c.score) && isBlank(c.weight)))
      .map((c) => ({ name: c.name, score: c.score ?? 0, weight: c.weight ?? 0 })),
    final:
      v.finalWeight !== undefined && v.targetGrade !== undefined
        ? { weight: v.finalWeight, target: v.targetGrade }
        : null,
    /** Which half of the final exam pair is missing when only the other was given. */
    finalMissing:
      v.finalWeight === undefined && v.targetGrade !== undefined
        ? ('weight' as const)
        : v.finalWeight !== undefined && v.targetGrade === undefined
          ? ('target' as const)
          : null,
  }));

export type Input = z.output<typeof inputSchema>;

export interface Result {
  /** Weighted average of the categories, in percent (weights normalised to their total). */
  currentGrade: number;
  letter: 'A' | 'B' | 'C' | 'D' | 'F';
  /** Sum of the category weights as entered. */
  totalWeight: number;
  /** True when the weights didn't add up to 100 and were normalised. */
  normalised: boolean;
  categories: { name: string; score: number; weight: number; share: number; points: number }[];
  /** Score needed on the final for the grade wanted, in percent; null without a final. */
  neededOnFinal: number | null;
  /** reachable: 0-100. secured: already there even with 0. aboveMaximum: needs more than 100%. */
  neededStatus: 'reachable' | 'secured' | 'aboveMaximum' | null;
}

export function compute(input: Input): Result {
  const totalWeight = input.categories.reduce((s, c) => s + c.weight, 0);
  const categories = input.categories.map((c) => {
    const share = totalWeight > 0 ? c.weight / totalWeight : 0;
    return { ...c, share: share * 100, points: c.score * share };
  });
  const currentGrade = categories.reduce((s, c) => s + c.points, 0);
  let neededOnFinal: number | null = null;
  let neededStatus: Result['neededStatus'] = null;
  if (input.final) {
    const f = input.final.weight / 100;
    neededOnFinal = (input.final.target - currentGrade * (1 - f)) / f;
    neededStatus = neededOnFinal <= 0 ? 'secured' : neededOnFinal > 100 ? 'aboveMaximum' : 'reachable';
  }
  return {
    currentGrade,
    letter: letterFor(currentGrade),
    totalWeight,
    normalised: Math.abs(totalWeight - 100) > 1e-9,
    categories,
    neededOnFinal,
    neededStatus,
  };
}

/** What to add to see the score needed on the final, when only half of that pair was given. */
export function finalMissingNote(missing: 'weight' | 'target'): string {
  return missing === 'weight'
    ? 'Enter the final exam’s weight to see the score you need on it.'
    : 'Enter the grade you want to see the score you need on the final.';
}

export function explain(input: Input, r: Result): Explanation {
  const steps = r.categories.map(
    (c, i) =>
      `${c.name || `Category ${i + 1}`}: ${pct(c.score)} × ${r.normalised ? `${num(c.weight)} ÷ ${num(r.totalWeight)}` : pct(c.weight)} = ${num(c.points, 2)} points`,
  );
  const finalWeight = input.final?.weight;
  if (finalWeight !== undefined && Math.abs(r.totalWeight + finalWeight - 100) < 1e-9)
    steps.unshift(
      `The weights add up to ${pct(r.totalWeight)}; with the final's ${pct(finalWeight)} that makes 100%. The current grade divides by ${num(r.totalWeight)} so it is the average over the work done so far.`,
    );
  else if (finalWeight !== undefined)
    steps.unshift(
      `The weights add up to ${pct(r.totalWeight)}, which with the final's ${pct(finalWeight)} isn't 100%, so the categories are scaled to share the remaining ${pct(100 - finalWeight)} in proportion to their weights.`,
    );
  else if (r.normalised)
    steps.unshift(
      `The weights add up to ${pct(r.totalWeight)}, not 100%, so each is divided by ${num(r.totalWeight)}: the grade is the average over the work entered so far.`,
    );
  steps.push(
    `Current grade = ${pct(r.currentGrade)} (${r.letter} on a 90/80/70/60 scale; your school's cut-offs may differ)`,
  );
  if (input.final && r.neededOnFinal !== null) {
    const f = input.final.weight;
    steps.push(
      `With the final worth ${pct(f)}, everything else counts for ${pct(100 - f)}: needed = (${pct(input.final.target)} − ${pct(r.currentGrade)} × ${num(1 - f / 100, 4)}) ÷ ${num(f / 100, 4)} = ${pct(r.neededOnFinal)}`,
    );
    steps.push(
      r.neededStatus === 'secured'
        ? `You already have ${pct(input.final.target)} even with 0 on the final.`
        : r.neededStatus === 'aboveMaximum'
          ? `That is more than 100%, so ${pct(input.final.target)} can't be reached without extra credit.`
          : `Score at least ${pct(r.neededOnFinal)} on the final to finish with ${pct(input.final.target)}.`,
    );
  }
  if (input.finalMissing) steps.push(finalMissingNote(input.finalMissing));
  return {
    formula:
      'Grade = Σ(score × weight) ÷ Σ weights; score needed on the final = (grade wanted − current grade × (1 − final weight)) ÷ final weight',
    steps,
  };
}

export const examples: Example[] = [
  {
    input: {
      categories: [
        { name: 'Homework', score: 92, weight: 20 },
        { name: 'Quizzes', score: 85, weight: 15 },
        { name: 'Midterm', score: 78, weight: 25 },
      ],
      finalWeight: 40,
      targetGrade: 85,
    },
    note: 'Homework, quizzes and a midterm done, with a final worth 40% still to come and an 85% wanted',
  },
];

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => ({
    categories: rows(values, 'categories'),
    finalWeight: text(values, 'finalWeight'),
    targetGrade: text(values, 'targetGrade'),
  }),
  present(input, result, explain) {
    const primary = {
      label: 'Current grade',
      value: `${percent(result.currentGrade, 2)} (${result.letter})`,
    };
    const needed =
      input.final && result.neededOnFinal !== null
        ? {
            label: `Needed on the final for ${percent(input.final.target, 2)}`,
            value: result.neededStatus === 'secured' ? 'Already secured' : percent(result.neededOnFinal, 2),
            tone:
              result.neededStatus === 'aboveMaximum'
                ? ('bad' as const)
                : result.neededStatus === 'secured'
                  ? ('good' as const)
                  : undefined,
          }
        : undefined;
    const summary =
      result.neededStatus === 'aboveMaximum'
        ? `Even 100% on the final leaves you short of ${percent(input.final?.target ?? 0, 2)}.`
        : result.neededStatus === 'secured'
          ? `You reach ${percent(input.final?.target ?? 0, 2)} even with 0 on the final.`
          : result.neededStatus === 'reachable'
            ? `Score ${percent(result.neededOnFinal ?? 0, 2)} or more on the final to finish with ${percent(input.final?.target ?? 0, 2)}.`
            : input.finalMissing
              ? finalMissingNote(input.finalMissing)
              : undefined;
    const secondary = [
      ...(needed ? [needed] : []),
      {
        label: 'Weights entered',
        value: percent(result.totalWeight, 2),
        hint: result.normalised ? 'Scaled to 100%' : undefined,
      },
    ];
    return {
      primary,
      secondary,
      summary,
      summaryTone:
        result.neededStatus === 'aboveMaximum'
          ? 'bad'
          : result.neededStatus === 'secured'
            ? 'good'
            : undefined,
      tables: [
        {
          id: 'categories',
          caption: 'How each category counts',
          columns: [
            { label: 'Category' },
            { label: 'Score', numeric: true },
            { label: 'Weight', numeric: true },
            { label: 'Points toward the grade', numeric: true },
          ],
          rows: result.categories.map((category, index) => [
            category.name || `Category ${index + 1}`,
            percent(category.score, 2),
            percent(category.share, 2),
            number(category.points, 2),
          ]),
        },
      ],
      explain,
      copyText: copyTextOf('Grade', [primary, ...secondary], summary),
    };
  },
});
