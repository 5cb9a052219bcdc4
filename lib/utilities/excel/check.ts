import { parseFormula } from './parse';
import { refProblem, refSize } from './refs';
import type { Task } from './tasks';

/** A message per input that is wrong; empty when the formula can be built. */
export function inputProblems(task: Task, values: Readonly<Record<string, string>>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const input of task.inputs) {
    const value = (values[input.key] ?? '').trim();
    if (!value) {
      if (!input.optional && input.kind !== 'value' && input.kind !== 'criteria')
        problems[input.key] = 'Required.';
      continue;
    }
    if (input.kind === 'range' || input.kind === 'cell') {
      const problem = refProblem(value, input.kind);
      if (problem) problems[input.key] = problem;
    } else if (input.kind === 'number' && !Number.isFinite(Number(value))) {
      problems[input.key] = 'Enter a number.';
    } else if (input.kind === 'formula') {
      try {
        parseFormula(value);
      } catch {
        problems[input.key] = 'This formula cannot be read; check its brackets and quotes.';
      }
    }
  }
  for (const [a, b] of task.sameSize ?? []) {
    if (problems[a] || problems[b]) continue;
    const sa = refSize(values[a] ?? '');
    const sb = refSize(values[b] ?? '');
    if (sa && sb && (sa[0] !== sb[0] || sa[1] !== sb[1]))
      problems[b] =
        `Must be the same size as ${values[a]!.trim()} (${sa[0]} × ${sa[1]}), or Excel returns #VALUE!.`;
  }
  return problems;
}

/**
 * A light check of a formula's shape (for formulas written by AI): starts with =, quotes and
 * parentheses balanced outside text. Returns a sentence when it fails.
 */
export function formulaShapeProblem(formula: string): string | null {
  const f = formula.trim();
  if (!f.startsWith('=')) return 'It does not start with “=”.';
  let depth = 0;
  let inText = false;
  for (const ch of f) {
    if (ch === '"') inText = !inText;
    else if (!inText && ch === '(') depth++;
    else if (!inText && ch === ')' && --depth < 0) return 'It closes a parenthesis that was never opened.';
  }
  if (inText) return 'A text in quotes is never closed.';
  if (depth > 0) return 'A parenthesis is never closed.';
  return null;
}
