/** A fair pick from the browser's cryptographic generator, for the Random buttons. */
export function randomPick<T>(list: readonly T[]): T {
  const limit = 2 ** 32 - (2 ** 32 % list.length);
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return list[buffer[0]! % list.length]!;
  }
}
