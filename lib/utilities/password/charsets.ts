export type CharsetId = 'upper' | 'lower' | 'digits' | 'symbols';

export const CHARSETS: Record<CharsetId, { label: string; chars: string }> = {
  upper: { label: 'Uppercase (A-Z)', chars: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' },
  lower: { label: 'Lowercase (a-z)', chars: 'abcdefghijklmnopqrstuvwxyz' },
  digits: { label: 'Numbers (0-9)', chars: '0123456789' },
  // Every printable ASCII symbol except the space, as most sign-up forms accept them.
  symbols: { label: 'Symbols (!@#…)', chars: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~' },
};

export const CHARSET_IDS = Object.keys(CHARSETS) as CharsetId[];

/** Characters easily misread for one another in common fonts (0/O/o, 1/l/I/|, 5/S, 2/Z, quotes). */
export const LOOK_ALIKES = new Set('0Oo1lI|5S2Z8B`\'"'.split(''));

export function charsetChars(id: CharsetId, excludeLookAlikes: boolean): string {
  const chars = CHARSETS[id].chars;
  return excludeLookAlikes ? [...chars].filter((c) => !LOOK_ALIKES.has(c)).join('') : chars;
}
