import { expect, it } from 'vitest';
import { paraphrase, PARAPHRASE_MODES } from '@/lib/writing/rewrite/engine';
import { resolveText } from '@/lib/writing/rewrite/pieces';
import { CORPUS } from './corpus';
import { newProblems } from './corpus/grammar';

/** The same judge at "More changes", where the optional rewordings and compound heads come in. */
it('adds no grammar problem with more changes, in any mode', async () => {
  let checked = 0;
  const found: string[] = [];
  for (const { id, text } of CORPUS)
    for (const mode of PARAPHRASE_MODES) {
      const output = resolveText(paraphrase(text, mode, { strength: 'more' }).pieces);
      checked += 1;
      for (const problem of await newProblems(text, output)) found.push(`${id} (${mode}, more): ${problem}`);
    }
  console.log(
    `Grammar oracle, more changes: ${checked} outputs checked, ${found.length} new problems.\n${found.join('\n')}`,
  );
  expect(checked).toBe(CORPUS.length * PARAPHRASE_MODES.length);
  expect(found).toEqual([]);
}, 120_000);
