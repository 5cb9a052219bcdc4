import type { Problem } from '../problems';
import { replace, ruleProblem } from './problem';

/** A word written twice ("the the", "We we"), except the doubles English allows ("had had", "that that"). */
const ALLOWED = new Set([
  'in',
  'had',
  'that',
  'is',
  'do',
  'bye',
  'very',
  'so',
  'no',
  'yes',
  'many',
  'really',
  'ha',
]);

export function doubledWordRules(text: string): Problem[] {
  const out: Problem[] = [];
  const words = [...text.matchAll(/(?<![\p{L}\p{N}'’-])\p{L}+(?![\p{L}\p{N}'’-])/gu)];
  words.forEach((second, i) => {
    const first = words[i - 1];
    if (!first || first[0].toLowerCase() !== second[0].toLowerCase() || ALLOWED.has(second[0].toLowerCase()))
      return;
    if (!/^[ \t]+$/.test(text.slice(first.index + first[0].length, second.index))) return;
    out.push(
      ruleProblem(
        text,
        'doubled-word',
        first.index,
        second.index + second[0].length,
        'Repetition',
        `“${second[0]}” is written twice.`,
        [replace(first[0])],
        { safe: true, outranks: true },
      ),
    );
  });
  return out;
}
