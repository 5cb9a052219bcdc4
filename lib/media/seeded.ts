/**
 * A small deterministic random source for text made from a seed (names, roles): the same seed
 * gives the same sequence in every browser. Not for anything secret.
 */
export type Seeded = { next(): number; pick<T>(list: readonly T[]): T };

/** FNV-1a over UTF-16 code units: stable, fast, good enough to spread similar seeds apart. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a 32-bit generator whose output passes the usual statistical tests. */
export function seeded(seed: string): Seeded {
  let state = hash(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

/** A fair pick from the browser's cryptographic generator, for the Random buttons. */
export function randomPick<T>(list: readonly T[]): T {
  const limit = 2 ** 32 - (2 ** 32 % list.length);
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return list[buffer[0]! % list.length]!;
  }
}
