import { sentences as splitSentences, type Span } from '@/lib/writing/segment';
import { asideCue, leansBack, pointCue } from './cues';
import { layout } from './layout';
import { centroid, cosine, textRank, vectors, WORD, type Vector } from './textrank';

/**
 * Finds the sentences that carry a text's main thread. TextRank alone rewards whatever vocabulary
 * recurs, so an opening anecdote that shares words with the rest could lead the summary while the
 * sentence stating the point was missed. Each sentence is scored on the signs an editor reads,
 * added with the weights below, then scaled by how much it shares with the rest of the text and
 * by its length.
 */
export type Weights = {
  /** TextRank over TF-IDF cosine similarity, scaled so the most central sentence is 1. */
  centrality: number;
  /** Cosine with the title line, when there is one. */
  title: number;
  /** Cosine with the rest of the text, the sentence itself left out. */
  whole: number;
  /** In the lead paragraph: the first opening paragraph that is not an aside. */
  lead: number;
  /** The lead paragraph's first sentence that is not an aside. */
  leadFirst: number;
  /** Opens a paragraph. */
  opens: number;
  /** Nearness to the start, 1 for the first sentence down to 0 for the last. */
  early: number;
  /** Wording that flags a point, a finding or a decision (cues.ts). */
  point: number;
  /** Signs of an aside: a question, a first-person story, a greeting, a quote for colour (cues.ts). */
  aside: number;
  /** Holds an amount, a count or a share (a year alone does not count). */
  figures: number;
  /** Opens an item of a dashed or bulleted list. */
  item: number;
  /** Opens on a word that points back ("It", "They"), so it leans on the sentence before. */
  leansBack: number;
  /** A short line ending in a colon or in no punctuation: a label, not a statement. */
  heading: number;
};

/**
 * Tuned by coordinate search (scripts/tune-summary.ts) on the TUNE half of the test corpus
 * (tests/unit/writing/rewrite/summary-corpus) and checked on the other half. TextRank and closeness
 * to the title came out at 0: on those articles closeness to the rest of the text did their work,
 * and adding either cost key sentences. They stay here so a retune can weigh them again.
 */
export const WEIGHTS: Weights = {
  centrality: 0,
  title: 0,
  whole: 0.4,
  lead: 0,
  leadFirst: 0.6,
  opens: 0.15,
  early: 0.3,
  point: 0.3,
  aside: 0.8,
  figures: 0.3,
  item: 0.3,
  leansBack: 0.2,
  heading: 1,
};

export type Ranked = {
  spans: Span[];
  scores: number[];
  vecs: Vector[];
  /** Index of the title line among the spans, or -1. */
  title: number;
};

/** Past this many words the browser's sentence segmenter is slow (about a second for 20,000 words). */
const NATIVE_SEGMENTER_WORDS = 2000;
/** An opening paragraph this much less related to the rest than the best early one is a hook. */
const HOOK_RELATEDNESS = 0.5;
const LEAD_SEARCH = 3;
const RELEVANCE_FLOOR = 0.25;
const RELATED_ENOUGH = 0.3;
// The first sentence of a dashed or bulleted line: a list's items are often its points.
const LIST_ITEM = /^\s*[-•*–]\s+/u;

export function splitText(text: string): Span[] {
  const long = (text.match(WORD)?.length ?? 0) > NATIVE_SEGMENTER_WORDS;
  return splitSentences(text, long ? false : undefined);
}

export function lengthFactor(words: number): number {
  if (words < 5) return 0.4;
  if (words < 8) return 0.8;
  if (words > 50) return 0.75;
  return 1;
}

// A year dates a fact; an amount, a count or a share usually is one.
const hasFigure = (sentence: string) => /\d/.test(sentence.replace(/\b(?:1[89]|20)\d\d\b/g, ''));

/**
 * A sentence that shares almost nothing with the rest of the text is off the thread wherever it
 * stands, so its relatedness scales the whole score rather than adding to it.
 */
const relevance = (related: number) =>
  RELEVANCE_FLOOR + (1 - RELEVANCE_FLOOR) * Math.min(1, related / RELATED_ENOUGH);

const scaled = (values: readonly number[]) => {
  const max = Math.max(0, ...values) || 1;
  return values.map((v) => v / max);
};

/**
 * Each sentence's cosine with the sum of all the others: how much it shares with the rest of the
 * text. Its own words are left out, or a sentence on a side topic would count as related to itself.
 */
function toTheRest(vecs: readonly (Vector | null)[]): number[] {
  const sum: Vector = new Map();
  for (const vector of vecs) if (vector) for (const [key, w] of vector) sum.set(key, (sum.get(key) ?? 0) + w);
  let squares = 0;
  for (const w of sum.values()) squares += w * w;
  return vecs.map((vector) => {
    if (!vector?.size) return 0;
    const dot = cosine(vector, sum);
    // |sum - v|² = |sum|² - 2 v·sum + |v|², and v has unit length.
    const rest = Math.sqrt(Math.max(0, squares - 2 * dot + 1));
    return rest ? Math.max(0, (dot - 1) / rest) : 0;
  });
}

/** The first of the opening paragraphs that is not an aside: where the writer states the point. */
function leadParagraph(
  paragraph: readonly number[],
  body: readonly number[],
  vecs: readonly Vector[],
  aside: readonly number[],
  heading: readonly boolean[],
): number {
  const ids = [...new Set(body.map((i) => paragraph[i]!))];
  const early = ids.slice(0, LEAD_SEARCH);
  const related = early.map((p) => {
    const inside = body.filter((i) => paragraph[i] === p && !heading[i]);
    if (!inside.length) return { p, related: 0, aside: 1 };
    const rest = centroid(body.filter((i) => paragraph[i] !== p).map((i) => vecs[i]!));
    return {
      p,
      related: cosine(centroid(inside.map((i) => vecs[i]!)), rest),
      aside: inside.reduce((sum, i) => sum + aside[i]!, 0) / inside.length,
    };
  });
  const best = Math.max(0, ...related.map((r) => r.related));
  return (related.find((r) => r.aside < 0.5 && r.related >= best * HOOK_RELATEDNESS) ?? related[0])?.p ?? -1;
}

export function rankSentences(text: string, weights: Weights = WEIGHTS): Ranked {
  const spans = splitText(text);
  const vecs = vectors(spans);
  const { title, paragraph, opens, heading } = layout(text, spans);
  const body = spans.map((_, i) => i).filter((i) => i !== title);
  // TextRank is the slowest step on a long text; with no weight it would change nothing.
  const central = weights.centrality ? textRank(vecs) : spans.map(() => 0);
  const toTitle = scaled(
    spans.map((_, i) => (title >= 0 && i !== title ? cosine(vecs[i]!, vecs[title]!) : 0)),
  );
  const toWhole = scaled(toTheRest(spans.map((_, i) => (i === title ? null : vecs[i]!))));
  const point = spans.map((s) => pointCue(s.text));
  const aside = spans.map((s) => asideCue(s.text));
  const lead = leadParagraph(paragraph, body, vecs, aside, heading);
  const leadFirst = body.find((i) => paragraph[i] === lead && !heading[i] && aside[i]! < 0.5) ?? -1;
  const order = new Map(body.map((i, at) => [i, at]));
  const scores = spans.map((span, i) => {
    if (i === title) return 0;
    const words = span.text.split(/\s+/).filter(Boolean).length;
    const score =
      weights.centrality * central[i]! +
      weights.title * toTitle[i]! +
      weights.whole * toWhole[i]! +
      weights.lead * (paragraph[i] === lead ? 1 : 0) +
      weights.leadFirst * (i === leadFirst ? 1 : 0) +
      weights.opens * (opens[i] ? 1 : 0) +
      weights.early * (1 - order.get(i)! / Math.max(1, body.length)) +
      weights.point * point[i]! +
      weights.figures * (hasFigure(span.text) ? 1 : 0) +
      weights.item * (LIST_ITEM.test(span.text) ? 1 : 0) -
      weights.aside * aside[i]! -
      weights.leansBack * leansBack(span.text) -
      weights.heading * (heading[i] ? 1 : 0);
    return Math.max(0, score) * lengthFactor(words) * relevance(toWhole[i]!);
  });
  return { spans, scores, vecs, title };
}
