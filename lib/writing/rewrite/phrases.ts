/**
 * Phrase rules (the lists are content: content/tools/writing/rewrite-words/phrases.ts): wordy phrases and their plain equivalents, register swaps, and contractions. Each
 * rule matches whole words, case-insensitively, with only spaces between them; an empty replacement
 * deletes the phrase. Lists, not regular expressions, so every rule can be read and tested.
 */
export type PhraseRule = {
  from: string;
  to: string;
  note: string;
  /** Only when another word follows in the sentence ("we are hiring" → "we're hiring", never "where we're."). */
  needsNext?: boolean;
  /** Only as the sentence's first words ("However, …", "If …"). */
  atStart?: boolean;
  /** Only when the next word is of this kind: "about 40" is approximate, "about the job" is not. */
  before?: 'number' | 'plural' | 'singular' | 'verb' | 'adjective' | 'finite';
  /** Only right after a noun ("a portfolio that shows": a relative "that"). */
  afterNoun?: boolean;
  /** Never right after these words ("how many" cannot become "how a large number of"). */
  notAfter?: readonly string[];
  /** Only right after a comma (", but" → ", yet"; "all but" stays). */
  afterComma?: boolean;
};

export type RuleOptions = Omit<PhraseRule, 'from' | 'to' | 'note'>;

/** Rules from pairs of phrases, all with the same note and conditions. */
export const phraseRules = (
  note: string,
  pairs: readonly (readonly [string, string])[],
  options: RuleOptions | boolean = {},
): PhraseRule[] => {
  const extra = typeof options === 'boolean' ? (options ? { needsNext: true } : {}) : options;
  return pairs.map(([from, to]) => ({ from, to, note, ...extra }));
};
