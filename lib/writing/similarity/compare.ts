import { contentTokens, type Token } from './tokens';
import { shingleHashes, SHINGLE, winnow } from './winnow';

/** A stretch of wording found in both texts: content-word ranges and character ranges in each. */
export type Passage = {
  /** Content-word index range in your text, end exclusive. */
  words: [number, number];
  sourceWords: [number, number];
  /** Character range in your text. */
  range: [number, number];
  sourceRange: [number, number];
};

export type SourceResult = {
  passages: Passage[];
  /** Share (0–1) of your text's content words inside a shared passage with this source. */
  coverage: number;
  /** Share (0–1) of this source's content words that appear in your text as shared passages. */
  sourceCoverage: number;
  /** Jaccard resemblance of the two fingerprint sets (0–1). */
  resemblance: number;
  /** Cosine similarity of the content-word counts (0–1): shared vocabulary, in any order. */
  vocabulary: number;
  /** Content words in the source. */
  sourceWords: number;
  /** Character ranges to highlight in the source. */
  sourceHighlights: [number, number][];
};

export type Comparison = {
  /** Content words in your text. */
  words: number;
  /** Share (0–1) of your text inside a passage shared with any source: the similarity score. */
  coverage: number;
  /** Character ranges to highlight in your text, from every source. */
  highlights: [number, number][];
  sources: SourceResult[];
};

// A shingle this common in one source is boilerplate; checking every copy would only slow things down.
const MAX_POSITIONS = 64;

function sameRun(a: readonly Token[], i: number, b: readonly Token[], j: number, length: number): boolean {
  for (let n = 0; n < length; n += 1) if (a[i + n]?.key !== b[j + n]?.key) return false;
  return true;
}

/** Sorted, merged ranges. */
function merge(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const merged: [number, number][] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

const covered = (ranges: [number, number][]) => merge(ranges).reduce((sum, [s, e]) => sum + e - s, 0);

function charRange(tokens: readonly Token[], [from, to]: [number, number]): [number, number] {
  return [tokens[from]!.start, tokens[to - 1]!.end];
}

function cosine(a: readonly Token[], b: readonly Token[]): number {
  const count = (tokens: readonly Token[]) => {
    const map = new Map<string, number>();
    for (const token of tokens) map.set(token.key, (map.get(token.key) ?? 0) + 1);
    return map;
  };
  const ca = count(a);
  const cb = count(b);
  let dot = 0;
  for (const [key, value] of ca) dot += value * (cb.get(key) ?? 0);
  const norm = (map: Map<string, number>) => Math.sqrt([...map.values()].reduce((s, v) => s + v * v, 0));
  const denominator = norm(ca) * norm(cb);
  return denominator ? dot / denominator : 0;
}

/**
 * Every maximal run of content words the two texts share, found from your text's winnowed
 * fingerprints: each fingerprint is looked up among the source's shingles, checked word by word
 * (a hash can collide) and stretched both ways as far as the texts agree.
 */
function passagesBetween(mine: readonly Token[], theirs: readonly Token[]): Passage[] {
  const myHashes = shingleHashes(mine.map((t) => t.key));
  const theirHashes = shingleHashes(theirs.map((t) => t.key));
  const where = new Map<number, number[]>();
  theirHashes.forEach((hash, position) => {
    const list = where.get(hash) ?? [];
    if (list.length < MAX_POSITIONS) list.push(position);
    where.set(hash, list);
  });
  const seen = new Set<string>();
  const passages: Passage[] = [];
  for (const { hash, position: i } of winnow(myHashes)) {
    for (const j of where.get(hash) ?? []) {
      if (!sameRun(mine, i, theirs, j, SHINGLE)) continue;
      let start = 0;
      while (i - start > 0 && j - start > 0 && mine[i - start - 1]!.key === theirs[j - start - 1]!.key)
        start += 1;
      let length = SHINGLE;
      while (
        i + length < mine.length &&
        j + length < theirs.length &&
        mine[i + length]!.key === theirs[j + length]!.key
      )
        length += 1;
      const a0 = i - start;
      const b0 = j - start;
      const key = `${a0}:${b0}:${length + start}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const words: [number, number] = [a0, i + length];
      const sourceWords: [number, number] = [b0, j + length];
      passages.push({
        words,
        sourceWords,
        range: charRange(mine, words),
        sourceRange: charRange(theirs, sourceWords),
      });
    }
  }
  return passages.sort((x, y) => x.words[0] - y.words[0] || y.words[1] - x.words[1]);
}

function resemblance(mine: readonly Token[], theirs: readonly Token[]): number {
  const a = new Set(winnow(shingleHashes(mine.map((t) => t.key))).map((f) => f.hash));
  const b = new Set(winnow(shingleHashes(theirs.map((t) => t.key))).map((f) => f.hash));
  if (!a.size && !b.size) return 0;
  let shared = 0;
  for (const hash of a) if (b.has(hash)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Compares your text with each source: shared passages, how much of each they cover, and overlap. */
export function compare(text: string, sources: readonly string[]): Comparison {
  const mine = contentTokens(text);
  const all: [number, number][] = [];
  const highlights: [number, number][] = [];
  const results = sources.map((source): SourceResult => {
    const theirs = contentTokens(source);
    const passages = passagesBetween(mine, theirs);
    all.push(...passages.map((p) => p.words));
    highlights.push(...passages.map((p) => p.range));
    return {
      passages,
      coverage: mine.length ? covered(passages.map((p) => p.words)) / mine.length : 0,
      sourceCoverage: theirs.length ? covered(passages.map((p) => p.sourceWords)) / theirs.length : 0,
      resemblance: resemblance(mine, theirs),
      vocabulary: cosine(mine, theirs),
      sourceWords: theirs.length,
      sourceHighlights: merge(passages.map((p) => p.sourceRange)),
    };
  });
  return {
    words: mine.length,
    coverage: mine.length ? covered(all) / mine.length : 0,
    highlights: merge(highlights),
    sources: results,
  };
}

/** Plain and highlighted pieces of a text, from merged character ranges. */
export function highlightPieces(
  text: string,
  ranges: readonly [number, number][],
): { text: string; marked: boolean }[] {
  const out: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length) continue;
    if (start > at) out.push({ text: text.slice(at, start), marked: false });
    out.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) out.push({ text: text.slice(at), marked: false });
  return out;
}

/** Longest passages first, each once: the list under the score. */
export function notablePassages(result: SourceResult, limit = 20): Passage[] {
  const kept: Passage[] = [];
  const byLength = [...result.passages].sort(
    (x, y) => y.words[1] - y.words[0] - (x.words[1] - x.words[0]) || x.words[0] - y.words[0],
  );
  for (const passage of byLength) {
    const inside = kept.some(
      (k) =>
        k.words[0] <= passage.words[0] &&
        k.words[1] >= passage.words[1] &&
        k.sourceWords[0] <= passage.sourceWords[0] &&
        k.sourceWords[1] >= passage.sourceWords[1],
    );
    if (!inside) kept.push(passage);
    if (kept.length >= limit) break;
  }
  return kept.sort((x, y) => x.words[0] - y.words[0]);
}
