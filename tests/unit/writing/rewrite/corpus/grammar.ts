import type { Problem } from '@/lib/writing/grammar/problems';
import { grammarProblems } from '../../grammar-oracle';

/** A problem as the comparison sees it: its kind and the words it flags. */
const keyOf = (p: Problem) => `${p.kind}: “${p.flagged.toLowerCase().replace(/’/g, "'")}”`;

const seen = new Map<string, Promise<Problem[]>>();
const problemsOf = (text: string) => {
  let found = seen.get(text);
  if (!found) {
    found = grammarProblems(text);
    seen.set(text, found);
  }
  return found;
};

/**
 * The problems the grammar checker finds in `output` that it did not find in `input`, compared as
 * multisets of kind + flagged words: a rewrite may keep or fix a problem, never add one.
 */
export async function newProblems(input: string, output: string): Promise<string[]> {
  if (input === output) return [];
  const left = new Map<string, number>();
  for (const p of await problemsOf(input)) left.set(keyOf(p), (left.get(keyOf(p)) ?? 0) + 1);
  const fresh: string[] = [];
  for (const p of await problemsOf(output)) {
    const key = keyOf(p);
    const n = left.get(key) ?? 0;
    if (n > 0) left.set(key, n - 1);
    else fresh.push(`${key} — ${p.message} — …${output.slice(Math.max(0, p.start - 50), p.end + 50)}…`);
  }
  return fresh;
}
