/**
 * Seeded variation: the same inputs and the same version number always give the same text (tests,
 * the page built on the server, a reload), while "Another version" moves to a different seed.
 */
export type Random = {
  /** A number in [0, 1). */
  next(): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** Up to `n` distinct items, in a shuffled order. */
  sample<T>(items: readonly T[], n: number): T[];
};

/** FNV-1a over the text: a stable 32-bit seed from the inputs. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough to choose between phrasings. */
export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.max(0, n));
  };
  return { next, pick, sample };
}
