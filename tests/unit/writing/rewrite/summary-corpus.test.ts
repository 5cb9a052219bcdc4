import { describe, expect, it } from 'vitest';
import { sentences } from '@/lib/writing/segment';
import { summarize } from '@/lib/writing/summary/summarize';
import { CHECK, CORPUS, TUNE } from './summary-corpus';
import { HELD_OUT } from './summary-corpus/held-out';
import { average, measure, plain, type Averages } from './summary-corpus/measure';
import type { ReferenceArticle } from './summary-corpus/types';

const SIZES = [3, 5] as const;
const pct = (n: number) => `${Math.round(n * 100)}%`.padStart(5);

function run(articles: readonly ReferenceArticle[], count: number) {
  return articles.map((article) => ({
    article,
    measures: measure(
      article,
      summarize(article.text, { by: 'sentences', count }).picked.map((s) => s.text),
    ),
  }));
}

function line(label: string, a: Averages) {
  return `${label.padEnd(30)} P${pct(a.precision)}  R${pct(a.recall)}  F1${pct(a.f1)}  ROUGE-1 R${pct(a.rouge1)}  main${pct(a.mainRate)}`;
}

describe('the summary corpus', () => {
  it('holds at least 20 articles of 250 to 900 words, each reference made of its own sentences', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(20);
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(TUNE.length);
    const all = [...CORPUS, ...HELD_OUT];
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    for (const article of all) {
      const words = article.text.split(/\s+/).filter(Boolean).length;
      expect(words, article.id).toBeGreaterThanOrEqual(250);
      expect(words, article.id).toBeLessThanOrEqual(900);
      expect(article.key.length, article.id).toBeGreaterThanOrEqual(3);
      expect(article.key.length, article.id).toBeLessThanOrEqual(5);
      expect(article.key, article.id).toContain(article.main);
      const own = new Set(sentences(article.text).map((s) => plain(s.text)));
      for (const sentence of article.key)
        expect(own.has(plain(sentence)), `${article.id}: ${sentence}`).toBe(true);
    }
  });
});

describe('summaries measured against the editors’ key sentences', () => {
  // The held-out articles are the headline: written after the weights were set, never tuned on.
  it('find the main thread and most key sentences on held-out articles', () => {
    const report: string[] = [];
    const results = Object.fromEntries(
      SIZES.map((count) => {
        const rows = run(HELD_OUT, count);
        report.push(`\n${count}-sentence summaries, held-out`);
        for (const { article, measures: m } of rows)
          report.push(
            `  ${article.id.padEnd(28)} P${pct(m.precision)}  R${pct(m.recall)}  F1${pct(m.f1)}  ROUGE-1 R${pct(m.rouge1)}  main ${m.main ? 'yes' : 'NO'}`,
          );
        const measured = average(rows.map((r) => r.measures));
        report.push(line(`  held-out (${HELD_OUT.length} articles)`, measured));
        return [count, measured];
      }),
    );
    console.log(report.join('\n'));

    // Held out, every figure is below the tuning goals (main thread 90% and 95%, F1 0.55 and 0.6,
    // ROUGE-1 0.75): the weights favour openings and miss a main thread stated second, after a
    // hook or a framing line. These floors sit a little under what the held-out set measures, so
    // a regression fails while the gap stays in view.
    expect(results[3]!.mainRate).toBeGreaterThanOrEqual(0.5);
    expect(results[5]!.mainRate).toBeGreaterThanOrEqual(0.75);
    expect(results[3]!.f1).toBeGreaterThanOrEqual(0.33);
    expect(results[5]!.f1).toBeGreaterThanOrEqual(0.53);
    expect(results[5]!.rouge1).toBeGreaterThanOrEqual(0.68);
  });

  it('find the main thread and most key sentences, on the tuning half and the held-out half', () => {
    const report: string[] = [];
    const results = Object.fromEntries(
      SIZES.map((count) => {
        const rows = run(CORPUS, count);
        report.push(`\n${count}-sentence summaries`);
        for (const { article, measures: m } of rows)
          report.push(
            `  ${article.id.padEnd(28)} P${pct(m.precision)}  R${pct(m.recall)}  F1${pct(m.f1)}  ROUGE-1 R${pct(m.rouge1)}  main ${m.main ? 'yes' : 'NO'}`,
          );
        const of = (set: readonly ReferenceArticle[]) =>
          average(rows.filter((r) => set.includes(r.article)).map((r) => r.measures));
        const all = average(rows.map((r) => r.measures));
        report.push(line('  tuning half', of(TUNE)), line('  held-out half', of(CHECK)), line('  all', all));
        return [count, { all, check: of(CHECK) }];
      }),
    );
    console.log(report.join('\n'));

    // The bar. Before this scorer (TextRank with a small lift for paragraph openings) the corpus
    // scored: 3 sentences F1 0.37, main thread 65%; 5 sentences F1 0.40, main thread 78%, ROUGE-1
    // recall 0.63. Perfect picks would score F1 0.83 (3 sentences) and 0.91 (5): references hold 4-5.
    expect(results[3]!.all.mainRate).toBeGreaterThanOrEqual(0.9);
    expect(results[3]!.check.mainRate).toBeGreaterThanOrEqual(0.9);
    expect(results[5]!.all.mainRate).toBeGreaterThanOrEqual(0.95);
    expect(results[3]!.all.f1).toBeGreaterThanOrEqual(0.55);
    expect(results[3]!.check.f1).toBeGreaterThanOrEqual(0.5);
    expect(results[5]!.all.f1).toBeGreaterThanOrEqual(0.6);
    expect(results[5]!.check.f1).toBeGreaterThanOrEqual(0.6);
    expect(results[5]!.all.rouge1).toBeGreaterThanOrEqual(0.75);
  });
});
