import '@/lib/zod-jitless';
import { z } from 'zod';
import { choiceField, optionalNumberField } from './fields';
import { num, pct } from './format';
import type { Example, Explanation } from './types';
import { text } from '@/lib/tools/fields';
import { number, percent } from '@/lib/kit/numbers';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

export const modes = ['percentOf', 'whatPercent', 'change'] as const;
export type Mode = (typeof modes)[number];

/** What x and y mean in each mode, for labels and messages. */
export const fieldLabels: Record<Mode, { x: string; y: string }> = {
  percentOf: { x: 'Percentage', y: 'Number' },
  whatPercent: { x: 'Part', y: 'Whole' },
  change: { x: 'Starting value', y: 'New value' },
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
    const labels = fieldLabels[v.mode];
    if (v.x === undefined) ctx.addIssue({ code: 'custom', path: ['x'], message: `${labels.x} is required` });
    if (v.y === undefined) ctx.addIssue({ code: 'custom', path: ['y'], message: `${labels.y} is required` });
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

/** Each mode has its own pair of boxes on the page; the calculator reads them as x and y. */
const KEYS = {
  percentOf: { x: 'percent', y: 'of' },
  whatPercent: { x: 'part', y: 'whole' },
  change: { x: 'from', y: 'to' },
} as const;

const modeOf = (value: string): keyof typeof KEYS =>
  value in KEYS ? (value as keyof typeof KEYS) : 'percentOf';

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => {
    const mode = modeOf(text(values, 'mode'));
    return { mode, x: text(values, KEYS[mode].x), y: text(values, KEYS[mode].y) };
  },
  fieldOf: (path, values) => {
    const key = String(path[0] ?? '');
    const keys = KEYS[modeOf(text(values, 'mode'))];
    return key === 'x' ? keys.x : key === 'y' ? keys.y : key;
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
