/**
 * Word-level comparison of a text before and after rewriting: how much of it was kept (the longest
 * common run of words, in order) and which stretches of the new text are new. Shared by the
 * paraphraser's change percentage and the rewriter's highlighting.
 */
export type DiffPiece = { text: string; marked: boolean };
export type Similarity = { before: number; after: number; kept: number; similarity: number; changed: number };

const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;
/** Past this many cells the full table would use too much memory: kept words are counted without order. */
const MAX_CELLS = 4_000_000;

type Word = { key: string; start: number; end: number };

function wordsOf(text: string): Word[] {
  return Array.from(text.matchAll(WORD), (m) => ({
    key: m[0].toLowerCase().replace(/’/g, "'"),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** For each word of `b`, whether it is part of the longest common subsequence with `a`. */
function commonInB(a: readonly Word[], b: readonly Word[]): boolean[] {
  const n = a.length;
  const m = b.length;
  const kept = new Array<boolean>(m).fill(false);
  if ((n + 1) * (m + 1) > MAX_CELLS) {
    const pool = new Map<string, number>();
    for (const w of a) pool.set(w.key, (pool.get(w.key) ?? 0) + 1);
    b.forEach((w, j) => {
      const left = pool.get(w.key) ?? 0;
      if (left > 0) {
        kept[j] = true;
        pool.set(w.key, left - 1);
      }
    });
    return kept;
  }
  const width = m + 1;
  const table = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1)
    for (let j = m - 1; j >= 0; j -= 1)
      table[i * width + j] =
        a[i]!.key === b[j]!.key
          ? table[(i + 1) * width + j + 1]! + 1
          : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i]!.key === b[j]!.key) {
      kept[j] = true;
      i += 1;
      j += 1;
    } else if (table[(i + 1) * width + j]! >= table[i * width + j + 1]!) i += 1;
    else j += 1;
  }
  return kept;
}

export function similarity(before: string, after: string): Similarity {
  const a = wordsOf(before);
  const b = wordsOf(after);
  const kept = commonInB(a, b).filter(Boolean).length;
  const total = a.length + b.length;
  return {
    before: a.length,
    after: b.length,
    kept,
    similarity: total ? (2 * kept) / total : 1,
    changed: a.length ? 1 - kept / a.length : 0,
  };
}

/** The new text split into stretches, new words (and the spaces between them) marked. */
export function diffPieces(before: string, after: string): DiffPiece[] {
  const b = wordsOf(after);
  const kept = commonInB(wordsOf(before), b);
  const pieces: DiffPiece[] = [];
  let cursor = 0;
  const push = (text: string, marked: boolean) => {
    if (!text) return;
    const last = pieces[pieces.length - 1];
    if (last && last.marked === marked) last.text += text;
    else pieces.push({ text, marked });
  };
  b.forEach((word, j) => {
    const gap = after.slice(cursor, word.start);
    // A gap between two new words belongs to the marked stretch; any other gap is plain.
    push(gap, !kept[j] && j > 0 && !kept[j - 1] && /^[ \t]*$/.test(gap));
    push(after.slice(word.start, word.end), !kept[j]);
    cursor = word.end;
  });
  push(after.slice(cursor), false);
  return pieces;
}
