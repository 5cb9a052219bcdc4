import { expect } from 'vitest';
import type { FormValues } from '@/lib/tools/fields';
import type { Runner } from '@/lib/tools/runner';
import type { ResultView } from '@/lib/tools/view';

/*
 * Shared by the business calculators' vector files: each vector goes through `runner.run`, the
 * call the page's island makes with the form's string values, so a vector checks what a visitor
 * reads on the result card, not an internal number.
 */

/** The result card, or a failed test naming the messages the form would have shown instead. */
export function viewOf(runner: Runner, values: FormValues): ResultView {
  const out = runner.run(values);
  if (!out.ok) throw new Error(`expected a result, the form showed: ${JSON.stringify(out.errors)}`);
  return out.view;
}

/** Every figure on the card as label → text, the primary one included. */
export function shown(view: ResultView): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of [view.primary, ...view.secondary]) out[item.label] = item.value;
  return out;
}

/** Checks the figures a vector names (labels it leaves out are not compared) and the lead figure. */
export function expectCard(
  runner: Runner,
  values: FormValues,
  expected: { primary: [string, string]; figures?: Record<string, string>; summary?: string },
): ResultView {
  const view = viewOf(runner, values);
  expect([view.primary.label, view.primary.value]).toEqual(expected.primary);
  if (expected.figures) expect(shown(view)).toMatchObject(expected.figures);
  if (expected.summary !== undefined) expect(view.summary).toBe(expected.summary);
  return view;
}

/** The messages beside the fields, by field key, for input the form refuses. */
export function formErrors(runner: Runner, values: FormValues): Record<string, string> {
  const out = runner.run(values);
  if (out.ok) throw new Error(`expected the form to refuse ${JSON.stringify(values)}`);
  return out.errors;
}

/** Cents as a number from "$1,234.56" or "-$1.20", for checks that shown parts add up. */
export function cents(text: string): number {
  const negative = text.startsWith('-');
  const n = Math.round(Number(text.replace(/[-$,]/g, '')) * 100);
  return negative ? -n : n;
}
