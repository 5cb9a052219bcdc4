import type { PhraseRule } from './phrases';

type Rules = readonly PhraseRule[];

/** The phrase lists the modes are built from (content/tools/writing/rewrite-words/phrases.ts). */
export type PhraseLists = {
  WORDY: Rules;
  TO_FORMAL: Rules;
  TO_FRIENDLY: Rules;
  /** Contractions and what they stand for. */
  CONTRACTIONS: readonly (readonly [string, string])[];
  EXPAND: Rules;
  CONTRACT: Rules;
  CONTRACT_PRONOUNS: Rules;
  ABBREVIATIONS: Rules;
  /** Filler adverbs the shorter and formal modes drop. */
  FILLERS: readonly string[];
  REWORD: Rules;
  MORE_REWORD: Rules;
  SMOOTH: Rules;
  TIGHTEN: Rules;
  PLAIN: Rules;
  FORMAL_MORE: Rules;
  ACADEMIC: Rules;
  FRIENDLY_MORE: Rules;
  FULLER: Rules;
  /** Fixed phrases whose words are never swapped one by one. */
  IDIOMS: readonly string[];
};

/** The synonym table (content/tools/writing/rewrite-words/synonyms.ts): one group a line. */
export type SynonymTable = {
  verbs: string;
  nouns: string;
  adjectives: string;
  adverbs: string;
  /** Verbs that read well before "to" + verb. */
  takesTo: readonly string[];
};

export type RewriteWords = { synonyms: SynonymTable; phrases: PhraseLists };

let provided: RewriteWords | undefined;

/**
 * The word lists are content and lib never imports content, so whoever loads the engine hands them
 * over first: content/tools/writing/rewrite-engine.ts does, for the islands and the tests.
 */
export function provideRewriteWords(words: RewriteWords): void {
  provided = words;
}

export function rewriteWords(): RewriteWords {
  if (!provided)
    throw new Error(
      'The rewriting word lists were not provided: load the engine through content/tools/writing/rewrite-engine.ts.',
    );
  return provided;
}

/** A value worked out from the word lists on first use, and again only if other lists are provided. */
export function fromWords<T>(make: (words: RewriteWords) => T): () => T {
  let made: { from: RewriteWords; value: T } | undefined;
  return () => {
    const words = rewriteWords();
    if (made?.from !== words) made = { from: words, value: make(words) };
    return made.value;
  };
}
