/**
 * Winnowing (Schleimer, Wilkerson and Aiken, 2003): hash every run of K content words (a shingle),
 * then keep the smallest hash in each window of W consecutive shingles. Two texts sharing a run
 * of at least K + W − 1 content words are certain to share a fingerprint, while a text keeps only
 * a fraction of its hashes.
 */
export const SHINGLE = 3;
export const WINDOW = 4;

export type Fingerprint = { hash: number; position: number };

/** 32-bit FNV-1a: fast, well spread, and the same in every browser. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The hash of each shingle, by the position of its first word. */
export function shingleHashes(keys: readonly string[], size = SHINGLE): number[] {
  const hashes: number[] = [];
  for (let i = 0; i + size <= keys.length; i += 1) hashes.push(fnv1a(keys.slice(i, i + size).join(' ')));
  return hashes;
}

/** The fingerprints: each window's smallest hash (the rightmost on a tie), each position once. */
export function winnow(hashes: readonly number[], window = WINDOW): Fingerprint[] {
  if (!hashes.length) return [];
  const span = Math.min(window, hashes.length);
  const picked: Fingerprint[] = [];
  let last = -1;
  for (let start = 0; start + span <= hashes.length; start += 1) {
    let best = start;
    for (let i = start; i < start + span; i += 1) if (hashes[i]! <= hashes[best]!) best = i;
    if (best !== last) {
      picked.push({ hash: hashes[best]!, position: best });
      last = best;
    }
  }
  return picked;
}
