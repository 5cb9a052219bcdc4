import type { Rng } from './types';

/** FNV-1a: turns a seed text into a 32-bit number, the same in every browser and on the server. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: small, fast and good enough to shuffle word banks; the same seed gives the same run. */
export function seededRng(seed: string): Rng {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The browser's cryptographic generator, for draws that must not be predictable (random words). */
export function cryptoRng(): Rng {
  const buffer = new Uint32Array(64);
  let index = buffer.length;
  return () => {
    if (index === buffer.length) {
      globalThis.crypto.getRandomValues(buffer);
      index = 0;
    }
    const value = buffer[index] ?? 0;
    index += 1;
    return value / 4294967296;
  };
}

/** A fresh seed for "More ideas": short, so it reads well in tests and logs. */
export function newSeed(): string {
  const bytes = new Uint32Array(1);
  globalThis.crypto.getRandomValues(bytes);
  return (bytes[0] ?? 0).toString(36);
}

export function pick<T>(list: readonly T[], rng: Rng): T {
  const item = list[Math.floor(rng() * list.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(list: readonly T[], rng: Rng): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
