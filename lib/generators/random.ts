import { createRandom } from '@/lib/kit/random';
import type { Rng } from './types';

/** A seeded run of numbers: the same seed shuffles the word banks the same way. */
export function seededRng(seed: string): Rng {
  return createRandom(seed).next;
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
