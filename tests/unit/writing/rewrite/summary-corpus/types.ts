/**
 * One article of the summary corpus with its reference: the sentences a careful human editor would
 * keep, copied verbatim from the text, and the one that states the article's main thread. The
 * references were written from each article's meaning before any summarizer was run on it.
 */
export type ReferenceArticle = {
  id: string;
  kind: string;
  text: string;
  /** Three to five sentences, verbatim (a list item without its dash). */
  key: readonly string[];
  /** The sentence that carries the main thread; one of `key`. */
  main: string;
};
