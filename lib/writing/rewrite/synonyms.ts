import { fromWords } from './words';

/**
 * The synonym table the paraphraser swaps within, read from the word lists (content/tools/writing/
 * rewrite-words/synonyms.ts says how a line is written). Each line is one group of words that can
 * replace each other, plainest first.
 */
export type PartOfSpeech = 'verb' | 'noun' | 'adjective' | 'adverb';

export type SynonymWord = { word: string; formal: boolean; targetOnly: boolean };
export type SynonymGroup = { pos: PartOfSpeech; words: readonly SynonymWord[] };

function parse(pos: PartOfSpeech, block: string): SynonymGroup[] {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({
      pos,
      words: line.split(/\s+/).map((raw) => ({
        word: raw.replace(/[+=]/g, '').replace(/_/g, ' '),
        formal: raw.endsWith('+'),
        targetOnly: raw.startsWith('='),
      })),
    }));
}

export const synonymGroups = fromWords((words): readonly SynonymGroup[] => [
  ...parse('verb', words.synonyms.verbs),
  ...parse('noun', words.synonyms.nouns),
  ...parse('adjective', words.synonyms.adjectives),
  ...parse('adverb', words.synonyms.adverbs),
]);

/** Verbs that read well before "to" + verb: before "to" a verb is only swapped for one of these. */
export const takesTo = fromWords((words) => new Set(words.synonyms.takesTo));
