/**
 * The grammar corpus: real writing mistakes of the kinds people make in HR and business text, each
 * with the words a checker should flag and, where only one correction is right, the corrected
 * sentence. Written from the mistakes, not from what the checker happens to catch.
 */
export type ErrorClass =
  | 'subject-verb agreement'
  | 'articles'
  | 'homophones'
  | 'tense consistency'
  | 'introductory comma'
  | 'run-ons and comma splices'
  | 'capitals for names'
  | 'apostrophes'
  | 'doubled words'
  | 'spelling'
  | 'confused words'
  | 'pronoun case'
  | 'sentence-start capital'
  | 'end punctuation'
  | 'uncountable nouns'
  | 'verb form after modal'
  | 'its and it’s'
  | 'there, their, they’re'
  | 'missing articles'
  | 'double negatives'
  | 'plural apostrophes'
  | 'lie and lay'
  | 'who and whom';

export type ErrorCase = {
  class: ErrorClass;
  text: string;
  /**
   * The words that are wrong, each as it appears in the text (its first occurrence). A flag that
   * overlaps one of them counts as found; a flag anywhere else is a false alarm. For a missing
   * comma or a run-on the words either side of the gap are given, so a flag on either counts.
   */
  flags: string[];
  /** The sentence with the mistake corrected, when only one correction is right. */
  corrected?: string;
};

export type CleanCase = { text: string; note?: string };
