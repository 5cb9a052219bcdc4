import type { ZxcvbnResult } from '@zxcvbn-ts/core';

export type Strength = {
  score: 0 | 1 | 2 | 3 | 4;
  label: string;
  guessesLog10: number;
  /** Plain-words crack times for the four attacker models zxcvbn estimates. */
  crackTimes: { scenario: string; display: string }[];
  warning: string | null;
  suggestions: string[];
  /** Only the first STRENGTH_MAX_LENGTH characters were checked. */
  truncated: boolean;
};

export const SCORE_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/**
 * zxcvbn's pattern search grows fast with length (about 45 ms for 20 characters, 180 ms for 32,
 * 1.9 s for 128), so only the first 32 characters are checked: past that, a password not made of
 * common words is beyond any attack it models anyway.
 */
export const STRENGTH_MAX_LENGTH = 32;

export function toStrength(result: ZxcvbnResult, truncated = false): Strength {
  const t = result.crackTimes;
  return {
    score: result.score,
    label: SCORE_LABELS[result.score],
    guessesLog10: result.guessesLog10,
    crackTimes: [
      {
        scenario: 'Online attack, rate-limited (100 guesses an hour)',
        display: t.onlineThrottlingXPerHour.display,
      },
      {
        scenario: 'Online attack, no rate limit (10 a second)',
        display: t.onlineNoThrottlingXPerSecond.display,
      },
      {
        scenario: 'Stolen database, slow hash such as bcrypt (10,000 a second)',
        display: t.offlineSlowHashingXPerSecond.display,
      },
      {
        scenario: 'Stolen database, fast hash (10 billion a second)',
        display: t.offlineFastHashingXPerSecond.display,
      },
    ],
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
    truncated,
  };
}

export type StrengthChecker = (password: string) => Strength;

let loading: Promise<StrengthChecker> | undefined;

/**
 * zxcvbn with its common-password, English word, name and keyboard-pattern dictionaries: far
 * larger than the page itself, so it loads on the visitor's first intent, never with the page.
 */
export function loadStrengthChecker(): Promise<StrengthChecker> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ])
    .then(([core, common, en]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      });
      return (password: string) =>
        toStrength(
          zxcvbn.check(password.slice(0, STRENGTH_MAX_LENGTH)),
          password.length > STRENGTH_MAX_LENGTH,
        );
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
