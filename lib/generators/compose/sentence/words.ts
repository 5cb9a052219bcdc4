export type SentenceType = 'simple' | 'compound' | 'complex' | 'question';
export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';
/** 1 basic, 2 standard, 3 advanced: short everyday frames up to longer ones with more ideas. */
export type Level = 1 | 2 | 3;

/**
 * A sentence frame. Slots: {word} (as typed), {base}, {past} and {gerund} for verbs, {t} and {u}
 * (topic terms). Frames never make a verb agree with the slot (nouns go after "the" or in object
 * position, topics with modal verbs); the engine makes an "it" pointing back to a plural noun
 * "them", drops "the" before a name, and keeps an adjective to the frames whose subject it can
 * describe (lib/generators/pairing.ts).
 */
export type Frame = readonly [level: Level, text: string];

/** The frames the sentence engine fills; the copy is content/tools/generators/compose/words/sentence.ts. */
export type SentenceWords = {
  /** By the typed word's part of speech, then sentence type. */
  wordFrames: Record<PartOfSpeech, Record<SentenceType, readonly Frame[]>>;
  /** By sentence type, for a topic: {t} and {u} are its terms. */
  topicFrames: Record<SentenceType, readonly Frame[]>;
};
