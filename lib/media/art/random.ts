import { createRandom } from '@/lib/kit/random';

/**
 * The generators' random source: the same seed gives the same numbers, and so the same picture, in
 * every browser. Seeds are short codes the visitor can share in a link.
 */
export type Rng = {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
};

export function rng(seed: string): Rng {
  const source = createRandom(seed);
  const next = source.next;
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: source.pick,
    chance: (probability) => next() < probability,
  };
}

export const MAX_SEED = 40;
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A fresh six-letter code from the browser's cryptographic generator, for Randomize. */
export function newSeed(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export function cleanSeed(seed: string, fallback: string): string {
  const clean = seed
    .trim()
    .replace(/[^a-zA-Z0-9._-]/g, '')
    .slice(0, MAX_SEED);
  return clean || fallback;
}

export const VARIATION_COUNT = 6;

/** Seeds next to the current one (`code.2`, `code.3`…): picking one keeps the row in place. */
export function variationSeeds(seed: string, page = 0): string[] {
  const base = seed.replace(/\.\d{1,4}$/, '') || seed;
  return Array.from({ length: VARIATION_COUNT }, (_, i) => `${base}.${page * VARIATION_COUNT + i + 2}`);
}

/** Smooth 1-D value noise in [0, 1]: hills, dunes and skylines that wander instead of jitter. */
export function noise1d(random: Rng, points = 12): (x: number) => number {
  const values = Array.from({ length: points + 1 }, () => random.next());
  return (x: number) => {
    const t = Math.max(0, Math.min(1, x)) * points;
    const i = Math.min(points - 1, Math.floor(t));
    const f = t - i;
    const s = f * f * (3 - 2 * f);
    return values[i]! * (1 - s) + values[i + 1]! * s;
  };
}
