/**
 * Tunes the summary's weights (lib/writing/summary/rank.ts) on the TUNE half of the test corpus by
 * coordinate search, then prints the figures for both halves, so a change can be checked against
 * the articles it was not fitted to. Run: npx tsx scripts/tune-summary.ts
 */
import { summarize } from '@/lib/writing/summary/summarize';
import { WEIGHTS, type Weights } from '@/lib/writing/summary/rank';
import { CHECK, TUNE } from '@/tests/unit/writing/rewrite/summary-corpus';
import { average, measure } from '@/tests/unit/writing/rewrite/summary-corpus/measure';
import type { ReferenceArticle } from '@/tests/unit/writing/rewrite/summary-corpus/types';

const STEPS = [0, 0.1, 0.2, 0.3, 0.4, 0.6, 0.8, 1, 1.25, 1.5, 2, 3];

function figures(articles: readonly ReferenceArticle[], weights: Weights) {
  const at = (count: number) =>
    average(
      articles.map((a) =>
        measure(
          a,
          summarize(a.text, { by: 'sentences', count }, weights).picked.map((s) => s.text),
        ),
      ),
    );
  return { three: at(3), five: at(5) };
}

// Main thread first (it is what a visitor notices), then key sentences in both lengths.
const objective = (f: ReturnType<typeof figures>) => 2 * f.three.mainRate + f.three.f1 + f.five.f1;

let best = { ...WEIGHTS };
let bestScore = objective(figures(TUNE, best));
for (let round = 0; round < 4; round += 1) {
  let improved = false;
  for (const key of Object.keys(best) as (keyof Weights)[]) {
    for (const value of STEPS) {
      const trial = { ...best, [key]: value };
      const score = objective(figures(TUNE, trial));
      if (score > bestScore + 1e-9) {
        best = trial;
        bestScore = score;
        improved = true;
      }
    }
  }
  if (!improved) break;
}

const show = (label: string, f: ReturnType<typeof figures>) =>
  console.log(
    `${label}: 3 sentences F1 ${f.three.f1.toFixed(2)} main ${f.three.mainRate.toFixed(2)}; 5 sentences F1 ${f.five.f1.toFixed(2)} main ${f.five.mainRate.toFixed(2)}`,
  );
console.log(JSON.stringify(best, null, 2));
show('tune', figures(TUNE, best));
show('check', figures(CHECK, best));
