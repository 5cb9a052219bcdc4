import type { ReferenceArticle } from './types';

/**
 * How close a summary comes to an article's reference. Sentence-level precision, recall and F1
 * count whole reference sentences picked; ROUGE-1 recall counts the reference's words (clipped
 * counts, lower-cased) that appear in the summary, so a near miss with the same facts gets credit.
 */
export type Measures = { precision: number; recall: number; f1: number; rouge1: number; main: boolean };

/** The sentence as a reader sees it: no surrounding space, no list dash or bullet. */
export const plain = (sentence: string) =>
  sentence
    .trim()
    .replace(/^[-•*–]\s+/u, '')
    .replace(/\s+/g, ' ');

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

function counts(words: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const word of words) found.set(word, (found.get(word) ?? 0) + 1);
  return found;
}

export function measure(article: ReferenceArticle, picked: readonly string[]): Measures {
  const chosen = new Set(picked.map(plain));
  const hits = article.key.filter((sentence) => chosen.has(plain(sentence))).length;
  const precision = picked.length ? hits / picked.length : 0;
  const recall = hits / article.key.length;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  const reference = counts(article.key.flatMap(tokens));
  const summary = counts(picked.flatMap(tokens));
  let overlap = 0;
  let total = 0;
  for (const [word, count] of reference) {
    overlap += Math.min(count, summary.get(word) ?? 0);
    total += count;
  }
  return {
    precision,
    recall,
    f1,
    rouge1: total ? overlap / total : 0,
    main: chosen.has(plain(article.main)),
  };
}

export type Averages = { precision: number; recall: number; f1: number; rouge1: number; mainRate: number };

export function average(all: readonly Measures[]): Averages {
  const mean = (pick: (m: Measures) => number) => all.reduce((sum, m) => sum + pick(m), 0) / all.length;
  return {
    precision: mean((m) => m.precision),
    recall: mean((m) => m.recall),
    f1: mean((m) => m.f1),
    rouge1: mean((m) => m.rouge1),
    mainRate: mean((m) => (m.main ? 1 : 0)),
  };
}
