import '@/lib/zod-jitless';
import { z } from 'zod';
import {
  type AngleMode,
  describeTree,
  evaluate,
  ExpressionError,
  formatNumber,
  maxExpressionLength,
  parse,
} from './expression';
import { choiceField, numberFieldOr } from './fields';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';

export { formatNumber } from './expression';

export const angleModes = ['deg', 'rad'] as const;

export const inputSchema = z.object({
  /** What was typed: 2^10, sin(30), 3(4+5)!, 2pi, sqrt(2)/2, ln(e^3), ans*2... */
  expression: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    // Not trimmed: error positions must point into the text exactly as the visitor typed it.
    z
      .string({ error: 'The expression must be text' })
      .refine((text) => text.trim() !== '', 'Enter an expression, like 2^10 or sin(30)')
      .refine(
        (text) => text.length <= maxExpressionLength,
        `Keep the expression under ${maxExpressionLength} characters`,
      ),
  ),
  /** Degrees or radians for sin, cos, tan and their inverses; empty means degrees. */
  angleMode: choiceField(angleModes, 'angle unit', 'deg'),
  /** The previous answer, used by `ans`; empty means 0. */
  ans: numberFieldOr(
    { label: 'Previous answer', min: -Number.MAX_VALUE, max: Number.MAX_VALUE, allowTiny: true },
    0,
  ),
});

export type Input = z.output<typeof inputSchema>;

/** Either the value, or why the expression can't be worked out and where (0-based character index). */
export type Result =
  { ok: true; value: number; display: string } | { ok: false; message: string; position: number };

export function compute(input: Input): Result {
  try {
    const tree = parse(input.expression);
    const value = evaluate(tree, { angleMode: input.angleMode, ans: input.ans });
    if (!Number.isFinite(value))
      return { ok: false, message: 'The result is too large to show', position: 0 };
    return { ok: true, value: value === 0 ? 0 : value, display: formatNumber(value) };
  } catch (error) {
    if (error instanceof ExpressionError)
      return { ok: false, message: error.message, position: error.position };
    // Only a bug could land here (deep recursion, say); the page must still not break.
    return { ok: false, message: 'This expression could not be worked out', position: 0 };
  }
}

export function explain(input: Input, result: Result): Explanation {
  const formula =
    'Order of operations: brackets, then functions, powers and factorials, then × and ÷ (also 2pi and 3(4+5)), then + and −; trigonometry in ' +
    (input.angleMode === 'deg' ? 'degrees' : 'radians');
  if (!result.ok)
    return {
      formula,
      steps: [
        `${result.message}.`,
        `${input.expression.slice(0, result.position)} ⟶ ${input.expression.slice(result.position) || '(end)'}`,
      ],
    };
  const calls: string[] = [];
  let readAs = input.expression;
  try {
    const tree = parse(input.expression);
    readAs = describeTree(tree);
    evaluate(tree, { angleMode: input.angleMode, ans: input.ans, onCall: (text) => calls.push(text) });
  } catch {
    // compute succeeded on the same input, so this can't happen; keep what was gathered.
  }
  return {
    formula,
    steps: [
      `Read as: ${readAs}`,
      ...(input.expression.includes('ans') ? [`ans = ${formatNumber(input.ans)}`] : []),
      ...calls.slice(0, 20),
      `= ${result.display}`,
    ],
  };
}

export const examples: Example[] = [
  {
    input: { expression: '2sin(30) + sqrt(16) × 3^2', angleMode: 'deg' },
    note: 'Trigonometry, a root and a power in one line',
  },
  {
    input: { expression: '(1 + 0.05/12)^(12×10)', angleMode: 'deg' },
    note: 'Ten years of 5% interest compounded monthly',
  },
];

/*
 * Memory and history are state the page keeps; these helpers keep the rules in one pure place.
 * Memory is a number (0 when cleared). History is newest first.
 */

export const historyLimit = 20;

export interface HistoryEntry {
  expression: string;
  display: string;
  value: number;
  angleMode: AngleMode;
}

/** M+: adds the value shown to memory (a non-finite outcome leaves memory as it was). */
export function memoryAdd(memory: number, value: number): number {
  const next = memory + value;
  return Number.isFinite(next) ? next : memory;
}

/** M−: subtracts the value shown from memory. */
export function memorySubtract(memory: number, value: number): number {
  const next = memory - value;
  return Number.isFinite(next) ? next : memory;
}

/** MC. */
export function memoryClear(): number {
  return 0;
}

/**
 * MR: the text to insert into the expression; a negative value or one in scientific notation is
 * bracketed so it combines correctly with what comes before (2(−3), not 2−3).
 */
export function memoryRecall(memory: number): string {
  const text = formatNumber(memory);
  return memory < 0 || text.includes('e') ? `(${text})` : text;
}

/** Records a worked-out expression; repeats of the latest entry are not stored twice. */
export function addToHistory(
  history: readonly HistoryEntry[],
  entry: HistoryEntry,
  limit = historyLimit,
): HistoryEntry[] {
  const latest = history[0];
  if (
    latest &&
    latest.expression === entry.expression &&
    latest.angleMode === entry.angleMode &&
    latest.value === entry.value
  )
    return [...history];
  return [entry, ...history].slice(0, limit);
}

/** Runs an expression and, when it works, returns the history with it added and the new `ans`. */
export function runAndRecord(
  history: readonly HistoryEntry[],
  input: Input,
): { result: Result; history: HistoryEntry[]; ans: number } {
  const result = compute(input);
  if (!result.ok) return { result, history: [...history], ans: input.ans };
  return {
    result,
    history: addToHistory(history, {
      expression: input.expression,
      display: result.display,
      value: result.value,
      angleMode: input.angleMode,
    }),
    ans: result.value,
  };
}
