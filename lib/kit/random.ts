/**
 * Seeded randomness: the same seed gives the same sequence in every browser and on the server (tests,
 * the page built ahead, a reload), while a new seed moves on. Not for anything secret: the browser's
 * crypto is used for that.
 */
export type Random = {
  /** A number in [0, 1). */
  next(): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** Up to `n` distinct items, in a shuffled order. */
  sample<T>(items: readonly T[], n: number): T[];
};

/** FNV-1a over the UTF-16 code units: a stable 32-bit seed from a text. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast, and its output passes the usual statistical tests. */
export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: (items) => pick(items, next),
    sample: (items, n) => shuffle(items, next).slice(0, Math.max(0, n)),
  };
}

/** One item of a non-empty list, drawn with `next` (seeded or not). */
export function pick<T>(items: readonly T[], next: () => number): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(next() * items.length)] as T;
}

/** Fisher–Yates on a copy, drawn with `next`. */
export function shuffle<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
