import { expect, it } from 'vitest';
import { paraphrase, PARAPHRASE_MODES } from '@/lib/writing/rewrite/engine';
import { resolveText } from '@/lib/writing/rewrite/pieces';
import { REWRITE_GOALS, rewriteText } from '@/lib/writing/rewrite/rewrite';
import { CORPUS } from './corpus';
import { newProblems } from './corpus/grammar';

/**
 * The grammar checker as the judge: every mode of the paraphraser and every goal of the rewriter,
 * over every paragraph of the corpus, must add no problem the paragraph did not already have.
 */
it('adds no grammar problem to any paragraph, in any mode or goal', async () => {
  let checked = 0;
  const found: string[] = [];
  for (const { id, text } of CORPUS) {
    const outputs: [string, string][] = [
      ...PARAPHRASE_MODES.map((mode): [string, string] => [mode, resolveText(paraphrase(text, mode).pieces)]),
      ...REWRITE_GOALS.map((goal): [string, string] => [`rewriter ${goal}`, rewriteText(text, goal).text]),
    ];
    for (const [name, output] of outputs) {
      checked += 1;
      for (const problem of await newProblems(text, output)) found.push(`${id} (${name}): ${problem}`);
    }
  }
  console.log(
    `Grammar oracle: ${checked} outputs checked, ${found.length} new problems.\n${found.join('\n')}`,
  );
  expect(checked).toBe(CORPUS.length * (PARAPHRASE_MODES.length + REWRITE_GOALS.length));
  expect(found).toEqual([]);
}, 120_000);
