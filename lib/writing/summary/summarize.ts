import type { Span } from '@/lib/writing/segment';
import { keyPhrases } from './keyphrases';
import { keyPoint } from './keypoints';
import { layout, withoutListMark } from './layout';
import { lengthFactor, rankSentences, splitText, WEIGHTS, type Weights } from './rank';
import { cosine, textRank, vectors, type Vector } from './textrank';

/**
 * Extractive summary: the text's own sentences, the ones that carry its main thread chosen (see
 * rank.ts) and shown in their original order, skipping a sentence that repeats one already chosen.
 */
export type SummaryLength = { by: 'sentences'; count: number } | { by: 'percent'; percent: number };

export type ScoredSentence = {
  index: number;
  text: string;
  /** The sentence as a key point: without a leading connective such as "However,". */
  point: string;
  score: number;
  start: number;
  end: number;
};

export type Summary = {
  /** The chosen sentences, in the order they appear in the text. */
  picked: ScoredSentence[];
  /** How many sentences the text has, not counting a title line. */
  total: number;
  keyPhrases: string[];
};

const REDUNDANT = 0.6;

export function targetCount(total: number, length: SummaryLength): number {
  if (!total) return 0;
  const wanted = length.by === 'sentences' ? length.count : Math.ceil((total * length.percent) / 100);
  return Math.max(1, Math.min(total, Math.round(wanted)));
}

/**
 * Centrality alone, for callers that want the most connected sentence of a passage (the paragraph
 * rewriter's recap): TextRank with a small lift for the first sentence of the text and of each
 * paragraph and a cut for fragments and very long sentences. The summary itself uses rankSentences.
 */
export function scoreSentences(text: string): { spans: Span[]; scores: number[]; vecs: Vector[] } {
  const spans = splitText(text);
  const vecs = vectors(spans);
  const rank = textRank(vecs);
  const { opens } = layout(text, spans);
  const scores = spans.map((span, i) => {
    const position = i === 0 ? 0.3 : opens[i] ? 0.15 : 0;
    const wordCount = span.text.split(/\s+/).filter(Boolean).length;
    return rank[i]! * lengthFactor(wordCount) * (1 + position);
  });
  return { spans, scores, vecs };
}

export function summarize(text: string, length: SummaryLength, weights: Weights = WEIGHTS): Summary {
  const { spans, scores, vecs, title } = rankSentences(text, weights);
  // The title names the topic rather than stating a point: it is neither counted nor offered.
  const candidates = spans.map((_, i) => i).filter((i) => i !== title);
  const want = targetCount(candidates.length, length);
  const order = candidates.sort((a, b) => scores[b]! - scores[a]! || a - b);
  const chosen: number[] = [];
  for (const i of order) {
    if (chosen.length === want) break;
    if (chosen.some((j) => cosine(vecs[i]!, vecs[j]!) > REDUNDANT)) continue;
    chosen.push(i);
  }
  // Every candidate left was a near-repeat: fill up with the best of them rather than fall short.
  for (const i of order) {
    if (chosen.length === want) break;
    if (!chosen.includes(i)) chosen.push(i);
  }
  chosen.sort((a, b) => a - b);
  return {
    picked: chosen.map((i) => {
      const sentence = withoutListMark(spans[i]!.text);
      return {
        index: i,
        text: sentence,
        point: keyPoint(sentence),
        score: scores[i]!,
        start: spans[i]!.start,
        end: spans[i]!.end,
      };
    }),
    total: candidates.length,
    keyPhrases: keyPhrases(text),
  };
}
