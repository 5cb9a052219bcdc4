import '@/lib/zod-jitless';
import { z } from 'zod';
import { choiceField, optionalNumberField } from './fields';
import { num, pct } from './format';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { text } from '@/lib/tools/fields';
import { number, percent } from '@/lib/kit/numbers';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

export const modes = ['percentOf', 'whatPercent', 'change'] as const;
export type Mode = (typeof modes)[number];

type Box = { key: string; label: string };

/**
 * Each mode's pair of boxes: the form field the calculator reads as x and as y, and how messages
 * name it. The page's definition shows exactly these fields for the mode.
 */
export const modeFields: Record<Mode, { x: Box; y: Box }> = {
  percentOf: { x: { key: 'percent', label: 'Percentage' }, y: { key: 'of', label: 'Number' } },
  whatPercent: { x: { key: 'part', label: 'Part' }, y: { key: 'whole', label: 'Whole' } },
  change: { x: { key: 'from', label: 'Starting value' }, y: { key: 'to', label: 'New value' } },
};

const value = optionalNumberField({ label: 'This value', min: -1e12, max: 1e12 });

export const inputSchema = z
  .object({
    /** percentOf: x% of y. whatPercent: x is what % of y. change: percent change from x to y. */
    mode: choiceField(modes, 'calculation', 'percentOf'),
    x: value,
    y: value,
  })
  .superRefine((v, ctx) => {
    const { x, y } = modeFields[v.mode];
    if (v.x === undefined) ctx.addIssue({ code: 'custom', path: ['x'], message: `${x.label} is required` });
    if (v.y === undefined) ctx.addIssue({ code: 'custom', path: ['y'], message: `${y.label} is required` });
    if (v.mode === 'whatPercent' && v.y === 0)
      ctx.addIssue({ code: 'custom', path: ['y'], message: "Whole can't be zero" });
    if (v.mode === 'change' && v.x === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['x'],
        message: "Starting value can't be zero: a change from zero has no percentage",
      });
  })
  .transform((v) => ({ mode: v.mode, x: v.x as number, y: v.y as number }));

export type Input = z.output<typeof inputSchema>;

export interface Result {
  mode: Mode;
  /** percentOf: the amount. whatPercent and change: a percentage (25 means 25%). */
  value: number;
  /** change only: y - x. */
  difference: number | null;
  /** change only. */
  direction: 'increase' | 'decrease' | 'no change' | null;
}

export function compute(input: Input): Result {
  const { mode, x, y } = input;
  if (mode === 'percentOf') return { mode, value: (x / 100) * y, difference: null, direction: null };
  if (mode === 'whatPercent') return { mode, value: (x / y) * 100, difference: null, direction: null };
  const difference = y - x;
  return {
    mode,
    // Dividing by |x| keeps the sign meaning "went up" when the starting value is negative.
    value: (difference / Math.abs(x)) * 100,
    difference,
    direction: difference > 0 ? 'increase' : difference < 0 ? 'decrease' : 'no change',
  };
}

export function explain(input: Input, result: Result): Explanation {
  const { x, y } = input;
  if (input.mode === 'percentOf')
    return {
      formula: 'Result = percentage ÷ 100 × number',
      steps: [
        `${num(x)} ÷ 100 × ${num(y)} = ${num(result.value, 6)}`,
        `${pct(x, 4)} of ${num(y)} is ${num(result.value, 6)}`,
      ],
    };
  if (input.mode === 'whatPercent')
    return {
      formula: 'Percentage = part ÷ whole × 100',
      steps: [
        `${num(x)} ÷ ${num(y)} × 100 = ${pct(result.value, 4)}`,
        `${num(x)} is ${pct(result.value, 4)} of ${num(y)}`,
      ],
    };
  const steps = [
    `Change = ${num(y)} − ${num(x)} = ${num(result.difference ?? 0)}`,
    `${num(result.difference ?? 0)} ÷ ${num(Math.abs(x))} × 100 = ${pct(result.value, 4)}`,
  ];
  if (x < 0) steps.push('The starting value is negative, so its size (ignoring the sign) is the base.');
  steps.push(
    result.direction === 'no change'
      ? 'The value did not change.'
      : `From ${num(x)} to ${num(y)} is a ${pct(Math.abs(result.value), 4)} ${result.direction}.`,
  );
  return { formula: 'Percent change = (new − starting) ÷ |starting| × 100', steps };
}

export const examples: Example[] = [
  { input: { mode: 'percentOf', x: 15, y: 80 }, note: '15% of 80' },
  { input: { mode: 'whatPercent', x: 18, y: 72 }, note: '18 is what percent of 72' },
  { input: { mode: 'change', x: 48_000, y: 52_800 }, note: 'A salary rising from 48,000 to 52,800' },
];

/** A mode an edited link names wrongly falls back to the first. */
const modeOf = (value: string): Mode => (value in modeFields ? (value as Mode) : 'percentOf');

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => {
    const mode = modeOf(text(values, 'mode'));
    return { mode, x: text(values, modeFields[mode].x.key), y: text(values, modeFields[mode].y.key) };
  },
  fieldOf: (path, values) => {
    const key = String(path[0] ?? '');
    const boxes = modeFields[modeOf(text(values, 'mode'))];
    return key === 'x' ? boxes.x.key : key === 'y' ? boxes.y.key : key;
  },
  present(input, result, explain) {
    let primary;
    let summary: string;
    if (input.mode === 'percentOf') {
      primary = { label: `${percent(input.x, 4)} of ${number(input.y, 6)}`, value: number(result.value, 6) };
      summary = `${percent(input.x, 4)} of ${number(input.y, 6)} is ${number(result.value, 6)}.`;
    } else if (input.mode === 'whatPercent') {
      primary = {
        label: `${number(input.x, 6)} out of ${number(input.y, 6)}`,
        value: percent(result.value, 4),
      };
      summary = `${number(input.x, 6)} is ${percent(result.value, 4)} of ${number(input.y, 6)}.`;
    } else {
      const sign = result.value > 0 ? '+' : '';
      primary = {
        label: result.direction === 'no change' ? 'No change' : `Percent ${result.direction}`,
        value: `${sign}${percent(result.value, 4)}`,
        tone: result.value > 0 ? ('good' as const) : result.value < 0 ? ('bad' as const) : undefined,
      };
      summary = `From ${number(input.x, 6)} to ${number(input.y, 6)} is a change of ${sign}${number(result.difference ?? 0, 6)}.`;
    }
    return {
      primary,
      secondary: [],
      summary,
      tables: [],
      explain,
      copyText: copyTextOf('Percentage', [primary], summary),
    };
  },
});
