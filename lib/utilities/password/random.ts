/** Fills an array with random 32-bit words; the browser's cryptographic generator by default. */
export type RandomSource = (words: Uint32Array) => void;

export const cryptoSource: RandomSource = (words) => {
  globalThis.crypto.getRandomValues(words);
};

const WORD_RANGE = 2 ** 32;

/**
 * Draws uniform integers in [0, n) from a word source by rejection sampling: `x % n` alone would
 * favour the low values whenever n does not divide the word range, so words at or above the
 * largest multiple of n are thrown away and drawn again. `range` is the number of distinct words
 * the source yields (2^32 for Uint32); tests pass a small range to enumerate every word.
 */
export function createSampler(source: RandomSource = cryptoSource, range: number = WORD_RANGE) {
  const buffer = new Uint32Array(64);
  let next = buffer.length;
  const word = () => {
    if (next >= buffer.length) {
      source(buffer);
      next = 0;
    }
    return buffer[next++]!;
  };
  return function index(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > range) throw new RangeError(`cannot draw from ${n} values`);
    const limit = range - (range % n);
    for (;;) {
      const x = word();
      if (x < limit) return x % n;
    }
  };
}

export type Sampler = ReturnType<typeof createSampler>;
