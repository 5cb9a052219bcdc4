import type { Sampler } from './random';

export const MIN_WORDS = 3;
export const MAX_WORDS = 12;

export type PassphraseOptions = {
  words: number;
  separator: string;
  capitalize: boolean;
  /** One random digit after one randomly chosen word. */
  addNumber: boolean;
};

export const DEFAULT_PASSPHRASE_OPTIONS: PassphraseOptions = {
  words: 5,
  separator: '-',
  capitalize: true,
  addNumber: false,
};

export const SEPARATORS = [
  { value: '-', label: 'Hyphen (-)' },
  { value: ' ', label: 'Space' },
  { value: '.', label: 'Period (.)' },
  { value: '_', label: 'Underscore (_)' },
  { value: '', label: 'None' },
] as const;

/**
 * The word list: the 7,776-word diceware list that ships with zxcvbn-ts's common dictionary (the
 * EFF large list, chosen for memorable, distinct words). Loaded on first use only.
 */
let loading: Promise<readonly string[]> | undefined;
export function loadWordList(): Promise<readonly string[]> {
  loading ??= import('@zxcvbn-ts/language-common')
    .then((m) => m.dictionary['diceware-common'])
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * Bits of a passphrase: log2(list size) for each word, plus log2(10) for the digit and log2(words)
 * for which word carries it. Capitals and the separator are fixed, so they add nothing.
 */
export function passphraseEntropy(options: PassphraseOptions, listSize: number): number {
  const words = options.words * Math.log2(listSize);
  return options.addNumber ? words + Math.log2(10) + Math.log2(options.words) : words;
}

export function passphraseProblem(options: PassphraseOptions): string | null {
  if (!Number.isInteger(options.words) || options.words < MIN_WORDS || options.words > MAX_WORDS)
    return `Choose from ${MIN_WORDS} to ${MAX_WORDS} words.`;
  return null;
}

export function drawPassphrase(options: PassphraseOptions, list: readonly string[], sample: Sampler): string {
  const words = Array.from({ length: options.words }, () => {
    const word = list[sample(list.length)]!;
    return options.capitalize ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  });
  if (options.addNumber) {
    const at = sample(words.length);
    words[at] = `${words[at]}${sample(10)}`;
  }
  return words.join(options.separator);
}
