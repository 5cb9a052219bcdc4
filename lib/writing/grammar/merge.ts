import type { Problem } from './problems';

/**
 * Harper's problems and the rule layer's as one list, the way the checker shows them: a rule
 * problem on the same words as a Harper one is dropped, unless the rule knows better there
 * (`outranks`, or a sure fix where Harper has only guesses), in which case Harper's gives way.
 */
export function mergeProblems(harper: readonly Problem[], rules: readonly Problem[]): Problem[] {
  const overlaps = (a: Problem, b: Problem) => a.start < b.end && b.start < a.end;
  const dropped = new Set<Problem>();
  const kept: Problem[] = [];
  for (const rule of rules) {
    const clashing = harper.filter((h) => overlaps(h, rule));
    if (!clashing.length) {
      kept.push(rule);
      continue;
    }
    const better = clashing.every((h) => rule.outranks || (rule.safe && !h.safe));
    if (!better) continue;
    kept.push(rule);
    for (const h of clashing) dropped.add(h);
  }
  return [...harper.filter((h) => !dropped.has(h)), ...kept].sort(
    (a, b) => a.start - b.start || a.end - b.end,
  );
}
