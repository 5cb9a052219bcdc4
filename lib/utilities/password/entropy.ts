/** log2 of a non-negative BigInt, accurate to double precision however large it is. */
export function log2Big(n: bigint): number {
  if (n <= 0n) return n === 0n ? -Infinity : NaN;
  const bits = n.toString(2).length;
  if (bits <= 53) return Math.log2(Number(n));
  const shift = BigInt(bits - 53);
  return Math.log2(Number(n >> shift)) + Number(shift);
}

/**
 * The number of passwords of `length` drawn from the union of these disjoint sets that contain at
 * least one character of every set (inclusion-exclusion over the sets left out). With one set it
 * is simply size^length.
 */
export function countPasswords(setSizes: readonly number[], length: number): bigint {
  const total = setSizes.reduce((a, b) => a + b, 0);
  let count = 0n;
  const k = setSizes.length;
  for (let mask = 0; mask < 1 << k; mask++) {
    let missing = 0;
    let bitsOn = 0;
    for (let i = 0; i < k; i++)
      if (mask & (1 << i)) {
        missing += setSizes[i]!;
        bitsOn++;
      }
    const term = BigInt(total - missing) ** BigInt(length);
    count += bitsOn % 2 ? -term : term;
  }
  return count;
}

/** Entropy in bits of a password drawn uniformly from the valid ones (each set at least once). */
export function passwordEntropy(setSizes: readonly number[], length: number): number {
  return log2Big(countPasswords(setSizes, length));
}

export type StrengthBand = 'very weak' | 'weak' | 'fair' | 'strong' | 'very strong';

/** A plain-words band for a number of bits of real randomness. */
export function entropyBand(bits: number): StrengthBand {
  if (bits < 28) return 'very weak';
  if (bits < 45) return 'weak';
  if (bits < 60) return 'fair';
  if (bits < 80) return 'strong';
  return 'very strong';
}
