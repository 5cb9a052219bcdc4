import { parseNumber } from '@/lib/tools/parse';
import { evaluate, parseExpression, type Expr } from './expression';
import type { Kpi } from './types';

/** What the visitor typed for one KPI: its inputs and its target, kept as typed. */
export interface KpiEntry {
  readonly inputs: Readonly<Record<string, string>>;
  readonly target: string;
}

export type Measurement =
  | { kind: 'empty' }
  | { kind: 'invalid'; errors: Readonly<Record<string, string>> }
  | { kind: 'undefined'; message: string }
  | { kind: 'value'; value: number };

export type Status =
  { kind: 'none' } | { kind: 'on-track'; gap: number } | { kind: 'off-track'; gap: number };

const parsed = new Map<string, Expr>();
function expressionOf(kpi: Kpi): Expr {
  let expr = parsed.get(kpi.expr);
  if (!expr) {
    expr = parseExpression(kpi.expr);
    parsed.set(kpi.expr, expr);
  }
  return expr;
}

/** The message shown beside one input box, or null when it is fine (or still empty). */
export function inputError(text: string, signed: boolean): string | null {
  if (!text.trim()) return null;
  const value = parseNumber(text);
  if (value === null) return 'Enter a number, like 42 or 1,250.';
  if (!signed && value < 0) return 'Enter 0 or more.';
  return null;
}

/** Works out the KPI's current value from what was typed; partial or bad input never throws. */
export function measure(kpi: Kpi, entry: KpiEntry | undefined): Measurement {
  const errors: Record<string, string> = {};
  const values: Record<string, number> = {};
  let filled = 0;
  for (const field of kpi.inputs) {
    const text = entry?.inputs[field.key] ?? '';
    const error = inputError(text, field.signed === true);
    if (error) errors[field.key] = error;
    else if (text.trim()) {
      values[field.key] = parseNumber(text) as number;
      filled += 1;
    }
  }
  if (Object.keys(errors).length) return { kind: 'invalid', errors };
  if (filled < kpi.inputs.length) return { kind: 'empty' };
  const result = evaluate(expressionOf(kpi), values);
  if (result.ok) return { kind: 'value', value: result.value };
  const labels = kpi.inputs
    .filter((field) => result.inputs.includes(field.key))
    .map((field) => `“${field.label}”`);
  return {
    kind: 'undefined',
    message: labels.length
      ? `This divides by zero: ${labels.join(' and ')} must not make the divisor 0.`
      : 'This cannot be worked out from these inputs.',
  };
}

/** The target's box error, if any; targets may be negative (a spend variance, a score). */
export function targetError(text: string): string | null {
  if (!text.trim()) return null;
  return parseNumber(text) === null ? 'Enter a number, like 25.' : null;
}

/**
 * On track when the value is at or beyond the target in the KPI's better direction. The gap is how
 * far the value sits from the target, positive when it is on the good side.
 */
export function statusOf(kpi: Kpi, measurement: Measurement, targetText: string): Status {
  if (measurement.kind !== 'value' || targetError(targetText) || !targetText.trim()) return { kind: 'none' };
  const target = parseNumber(targetText) as number;
  const gap = kpi.direction === 'higher' ? measurement.value - target : target - measurement.value;
  // Floating-point dust (29.999999) must not flip a value that sits exactly on its target.
  return gap >= -1e-9 ? { kind: 'on-track', gap: Math.max(gap, 0) } : { kind: 'off-track', gap };
}
