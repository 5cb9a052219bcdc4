import '@/lib/zod-jitless';
import { z } from 'zod';
import { clean, difference } from './decimal';
import { choiceField, optionalNumberField } from './fields';
import { money, num } from './format';
import type { Explanation } from '@/lib/tools/view';
import { rows, text, type FormValues } from '@/lib/tools/fields';
import { number } from '@/lib/kit/numbers';
import { copyTextOf, type ResultView } from '@/lib/tools/view';
import { defineRunner } from '@/lib/tools/runner';

/*
 * Marginal cost and marginal revenue share one method (the change in the total divided by the
 * change in quantity), from two points or from a table of quantity/total rows; this builds both.
 */

export const marginalModes = ['twoPoints', 'table'] as const;
export const maxRows = 100;

interface Words {
  /** "Total cost" / "Total revenue". */
  total: string;
  /** "Marginal cost" / "Marginal revenue". */
  marginal: string;
}

export interface MarginalStep {
  fromQuantity: number;
  toQuantity: number;
  changeInQuantity: number;
  changeInTotal: number;
  /** changeInTotal ÷ changeInQuantity. */
  marginal: number;
}

export interface MarginalResult {
  /** From the first row (or point) to the last. */
  marginal: number;
  changeInQuantity: number;
  changeInTotal: number;
  /** One entry per pair of neighbouring rows; one entry for two points. */
  steps: MarginalStep[];
}

export interface MarginalInput {
  mode: (typeof marginalModes)[number];
  /** The points in order: the two points, or the table's filled rows. */
  points: { quantity: number; total: number }[];
}

/** Keeps only the fields of the chosen mode, so leftovers from the other mode never raise errors. */
function onlyModeFields(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { mode, quantity1, total1, quantity2, total2, rows } = value as Record<string, unknown>;
  return mode === 'table' ? { mode, rows } : { mode, quantity1, total1, quantity2, total2 };
}

export function marginalSchema(words: Words) {
  const quantity = optionalNumberField({ label: 'Quantity', max: 1e12 });
  const total = optionalNumberField({ label: words.total, max: 1e13 });
  const row = z.object({ quantity, total }, { error: 'Each row needs a quantity and a total' });
  const rows = z.preprocess(
    (v) => (v === undefined || v === '' || v === null ? [] : v),
    z
      .array(row, { error: 'Enter the table as rows of quantity and total' })
      .max(maxRows, `Use at most ${maxRows} rows`),
  );
  return z.preprocess(
    onlyModeFields,
    z
      .object({
        mode: choiceField(marginalModes, 'way of entering the data', 'twoPoints'),
        quantity1: quantity,
        total1: total,
        quantity2: quantity,
        total2: total,
        rows: rows.optional(),
      })
      .superRefine((v, ctx) => {
        const issue = (path: (string | number)[], message: string) =>
          ctx.addIssue({ code: 'custom', path, message });
        if (v.mode === 'twoPoints') {
          if (v.quantity1 === undefined) issue(['quantity1'], 'Starting quantity is required');
          if (v.total1 === undefined) issue(['total1'], `Starting ${words.total.toLowerCase()} is required`);
          if (v.quantity2 === undefined) issue(['quantity2'], 'New quantity is required');
          if (v.total2 === undefined) issue(['total2'], `New ${words.total.toLowerCase()} is required`);
          if (v.quantity1 !== undefined && v.quantity1 === v.quantity2)
            issue(
              ['quantity2'],
              "Quantity change can't be zero: the new quantity must differ from the starting one",
            );
          return;
        }
        let previous: number | undefined;
        let filled = 0;
        (v.rows ?? []).forEach((r, i) => {
          if (r.quantity === undefined && r.total === undefined) return;
          if (r.quantity === undefined) issue(['rows', i, 'quantity'], 'Quantity is required');
          if (r.total === undefined) issue(['rows', i, 'total'], `${words.total} is required`);
          if (r.quantity !== undefined && r.quantity === previous)
            issue(
              ['rows', i, 'quantity'],
              "Quantity change can't be zero: this quantity must differ from the row above",
            );
          previous = r.quantity;
          filled += 1;
        });
        if (filled < 2) issue(['rows'], 'Enter at least two rows of quantity and total');
      })
      .transform((v): MarginalInput => ({
        mode: v.mode,
        points:
          v.mode === 'twoPoints'
            ? [
                { quantity: v.quantity1 ?? 0, total: v.total1 ?? 0 },
                { quantity: v.quantity2 ?? 0, total: v.total2 ?? 0 },
              ]
            : (v.rows ?? [])
                .filter((r) => r.quantity !== undefined || r.total !== undefined)
                .map((r) => ({ quantity: r.quantity ?? 0, total: r.total ?? 0 })),
      })),
  );
}

export function computeMarginal(input: MarginalInput): MarginalResult {
  const steps: MarginalStep[] = [];
  for (let i = 1; i < input.points.length; i++) {
    const from = input.points[i - 1]!;
    const to = input.points[i]!;
    // Typed decimals subtracted in binary drift: 10.01 − 10.00 = 0.00999999999999979, which made a
    // half-cent marginal cost (0.01 ÷ 2) show $0.00 instead of $0.01.
    const changeInQuantity = difference(to.quantity, from.quantity);
    const changeInTotal = difference(to.total, from.total);
    steps.push({
      fromQuantity: from.quantity,
      toQuantity: to.quantity,
      changeInQuantity,
      changeInTotal,
      marginal: changeInQuantity === 0 ? 0 : clean(changeInTotal / changeInQuantity),
    });
  }
  const first = input.points[0] ?? { quantity: 0, total: 0 };
  const last = input.points.at(-1) ?? first;
  const changeInQuantity = difference(last.quantity, first.quantity);
  const changeInTotal = difference(last.total, first.total);
  return {
    // A table may come back to its starting quantity; the overall figure is then undefined, shown as 0.
    marginal: changeInQuantity === 0 ? 0 : clean(changeInTotal / changeInQuantity),
    changeInQuantity,
    changeInTotal,
    steps,
  };
}

export function explainMarginal(words: Words, input: MarginalInput, result: MarginalResult): Explanation {
  const steps = result.steps.map(
    (s) =>
      `From ${num(s.fromQuantity)} to ${num(s.toQuantity)} units: ${money(s.changeInTotal)} ÷ ${num(s.changeInQuantity)} = ${money(s.marginal)} per unit`,
  );
  if (result.steps.length > 1) {
    if (result.changeInQuantity === 0)
      steps.push('The table ends at the quantity it started from, so there is no overall marginal figure.');
    else
      steps.push(
        `Over the whole table: ${money(result.changeInTotal)} ÷ ${num(result.changeInQuantity)} = ${money(result.marginal)} per unit on average`,
      );
  }
  return {
    formula: `${words.marginal} = change in ${words.total.toLowerCase()} ÷ change in quantity`,
    steps,
  };
}

/** What the marginal cost and revenue calculators read from the form. */
export function marginalInput(values: FormValues) {
  return {
    mode: text(values, 'mode'),
    quantity1: text(values, 'quantity1'),
    total1: text(values, 'total1'),
    quantity2: text(values, 'quantity2'),
    total2: text(values, 'total2'),
    rows: rows(values, 'rows'),
  };
}

export function marginalView(
  words: { marginal: string; total: string; file: string },
  input: MarginalInput,
  result: MarginalResult,
  explain: ResultView['explain'],
): ResultView {
  const primary = {
    label: `${words.marginal} per unit`,
    value: money(result.marginal),
    hint: input.mode === 'table' && result.steps.length > 1 ? 'Average over the whole table' : undefined,
  };
  const secondary = [
    { label: `Change in ${words.total.toLowerCase()}`, value: money(result.changeInTotal) },
    { label: 'Change in quantity', value: number(result.changeInQuantity, 4) },
  ];
  const table =
    input.mode === 'table'
      ? [
          {
            id: 'steps',
            caption: `${words.marginal} between each row`,
            columns: [
              { label: 'Quantity' },
              { label: `Change in ${words.total.toLowerCase()}`, numeric: true },
              { label: 'Change in quantity', numeric: true },
              { label: words.marginal, numeric: true },
            ],
            rows: result.steps.map((step) => [
              `${number(step.fromQuantity, 4)} → ${number(step.toQuantity, 4)}`,
              money(step.changeInTotal),
              number(step.changeInQuantity, 4),
              money(step.marginal),
            ]),
            csv: {
              filename: words.file,
              header: [
                'From quantity',
                'To quantity',
                `Change in ${words.total.toLowerCase()}`,
                'Change in quantity',
                words.marginal,
              ],
              rows: result.steps.map((step) => [
                step.fromQuantity,
                step.toQuantity,
                step.changeInTotal,
                step.changeInQuantity,
                step.marginal,
              ]),
            },
          },
        ]
      : [];
  return {
    primary,
    secondary,
    tables: table,
    explain,
    copyText: copyTextOf(words.marginal, [primary, ...secondary]),
  };
}

/**
 * The parts of a marginal calculator module that depend only on its words: marginal cost and
 * marginal revenue are the same sum over different totals.
 */
export function marginalCalculator(words: Words & { file: string }) {
  const inputSchema = marginalSchema(words);
  const compute = (input: MarginalInput): MarginalResult => computeMarginal(input);
  const explain = (input: MarginalInput, result: MarginalResult): Explanation =>
    explainMarginal(words, input, result);
  const runner = defineRunner({
    compute,
    explain,
    schema: inputSchema,
    input: marginalInput,
    present: (input, result, shown) => marginalView(words, input, result, shown),
  });
  return { inputSchema, compute, explain, runner };
}
