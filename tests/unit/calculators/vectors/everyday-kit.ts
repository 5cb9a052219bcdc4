import { expect } from 'vitest';
import type { FormValues } from '@/lib/tools/fields';
import type { Runner } from '@/lib/tools/runner';
import type { ResultView } from '@/lib/tools/view';

/*
 * Shared by the everyday calculators' vector files (age, BMI, fraction, GPA, grade, percentage, tip):
 * each vector goes through `runner.run` with the form's string values, as the page does, and checks
 * the text a visitor reads on the result card.
 */

/** A table-driven vector: the form's values and the figures the card must show (by label). */
export type CardVector = {
  /** The source and the working, for the reader; the test name. */
  name: string;
  values: FormValues;
  primary: [string, string];
  figures?: Record<string, string>;
  summary?: string;
};

export function viewOf(runner: Runner, values: FormValues): ResultView {
  const out = runner.run(values);
  if (!out.ok) throw new Error(`expected a result, the form showed: ${JSON.stringify(out.errors)}`);
  return out.view;
}

export function expectVector(runner: Runner, vector: CardVector): ResultView {
  const view = viewOf(runner, vector.values);
  expect([view.primary.label, view.primary.value]).toEqual(vector.primary);
  const shown: Record<string, string> = {};
  for (const item of view.secondary) shown[item.label] = item.value;
  if (vector.figures) expect(shown).toMatchObject(vector.figures);
  if (vector.summary !== undefined) expect(view.summary).toBe(vector.summary);
  return view;
}
