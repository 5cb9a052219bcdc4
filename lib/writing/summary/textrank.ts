import type { Span } from '@/lib/writing/segment';
import { STOP_WORDS } from '@/lib/writing/stopwords';
import { fold, stem } from '@/lib/writing/similarity/tokens';

/**
 * Centrality: TextRank (Mihalcea and Tarau, 2004) over a graph whose edges are the TF-IDF cosine
 * similarity of two sentences. A sentence scores high when it shares weighted words with other
 * sentences that score high.
 */
export type Vector = Map<string, number>;

const DAMPING = 0.85;
const ITERATIONS = 40;
const NEIGHBOURS = 40;

export const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function vectors(spans: readonly Span[]): Vector[] {
  const counts = spans.map((span) => {
    const tf = new Map<string, number>();
    for (const match of span.text.matchAll(WORD)) {
      const folded = fold(match[0]);
      if (!folded || STOP_WORDS.has(folded)) continue;
      const key = stem(folded);
      tf.set(key, (tf.get(key) ?? 0) + 1);
    }
    return tf;
  });
  const df = new Map<string, number>();
  for (const tf of counts) for (const key of tf.keys()) df.set(key, (df.get(key) ?? 0) + 1);
  const n = spans.length;
  return counts.map((tf) => {
    const vector: Vector = new Map();
    let norm = 0;
    for (const [key, count] of tf) {
      const weight = (1 + Math.log(count)) * Math.log((n + 1) / (df.get(key) ?? 1));
      vector.set(key, weight);
      norm += weight * weight;
    }
    return normalised(vector, norm);
  });
}

function normalised(vector: Vector, squares: number): Vector {
  const norm = Math.sqrt(squares) || 1;
  for (const [key, weight] of vector) vector.set(key, weight / norm);
  return vector;
}

/** The unit-length sum of some sentence vectors: what a stretch of text is about as a whole. */
export function centroid(vecs: readonly Vector[]): Vector {
  const sum: Vector = new Map();
  for (const vector of vecs) for (const [key, weight] of vector) sum.set(key, (sum.get(key) ?? 0) + weight);
  let squares = 0;
  for (const weight of sum.values()) squares += weight * weight;
  return normalised(sum, squares);
}

export function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  for (const [key, weight] of a) dot += weight * (b.get(key) ?? 0);
  return dot;
}

/**
 * Cosine similarity of every pair of sentences, through an inverted index so only sentences sharing
 * a word are compared, into one flat matrix (typed arrays: a 20,000-word text has about 1,500
 * sentences, and maps were ten times slower).
 */
function graph(vecs: readonly Vector[]): Float32Array {
  const n = vecs.length;
  const postings = new Map<string, { ids: number[]; weights: number[] }>();
  vecs.forEach((vector, i) => {
    for (const [key, weight] of vector) {
      let list = postings.get(key);
      if (!list) postings.set(key, (list = { ids: [], weights: [] }));
      list.ids.push(i);
      list.weights.push(weight);
    }
  });
  const matrix = new Float32Array(n * n);
  // A word in over a third of the sentences says little about any of them (its IDF is near 1) and
  // costs the most pairs: it is left out of the graph, like a function word.
  const common = Math.max(8, n / 3);
  for (const { ids, weights } of postings.values()) {
    const size = ids.length;
    if (size > common) continue;
    for (let a = 0; a < size; a += 1) {
      const row = ids[a]! * n;
      const wa = weights[a]!;
      for (let b = 0; b < size; b += 1) if (a !== b) matrix[row + ids[b]!]! += wa * weights[b]!;
    }
  }
  return matrix;
}

/**
 * PageRank over the weighted graph until the scores settle. Each sentence keeps only its strongest
 * links: in a long text every sentence shares some word with hundreds of others, and the weak links
 * add time (seconds at 20,000 words) without changing which sentences come out on top.
 */
function pageRank(matrix: Float32Array, n: number): Float64Array {
  const rows: { ids: Int32Array; weights: Float64Array }[] = [];
  for (let j = 0; j < n; j += 1) {
    let links: [number, number][] = [];
    for (let i = 0; i < n; i += 1) {
      const w = matrix[j * n + i]!;
      if (w > 0) links.push([i, w]);
    }
    if (links.length > NEIGHBOURS)
      links = links.sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, NEIGHBOURS);
    const sum = links.reduce((total, [, w]) => total + w, 0);
    rows.push({
      ids: Int32Array.from(links, ([i]) => i),
      weights: Float64Array.from(links, ([, w]) => w / sum),
    });
  }
  let scores = new Float64Array(n).fill(1 / n);
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    const next = new Float64Array(n).fill((1 - DAMPING) / n);
    // A sentence with no neighbours spreads its score evenly, so the total stays 1.
    let dangling = 0;
    for (let j = 0; j < n; j += 1) {
      const { ids, weights } = rows[j]!;
      if (!ids.length) {
        dangling += scores[j]!;
        continue;
      }
      const share = DAMPING * scores[j]!;
      for (let k = 0; k < ids.length; k += 1) next[ids[k]!] = next[ids[k]!]! + weights[k]! * share;
    }
    let change = 0;
    for (let i = 0; i < n; i += 1) {
      next[i] = next[i]! + (DAMPING * dangling) / n;
      change += Math.abs(next[i]! - scores[i]!);
    }
    scores = next;
    if (change < 1e-7) break;
  }
  return scores;
}

/** Each sentence's TextRank, scaled so the most central is 1. */
export function textRank(vecs: readonly Vector[]): number[] {
  const rank = pageRank(graph(vecs), vecs.length);
  const max = Math.max(...rank, 0) || 1;
  return Array.from(rank, (r) => r / max);
}
