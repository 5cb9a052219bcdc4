/**
 * Phrase rules: wordy phrases and their plain equivalents, register swaps, and contractions. Each
 * rule matches whole words, case-insensitively, with only spaces between them; an empty replacement
 * deletes the phrase. Lists, not regular expressions, so every rule can be read and tested.
 */
export type PhraseRule = {
  from: string;
  to: string;
  note: string;
  /** Only when another word follows in the sentence ("we are hiring" → "we're hiring", never "where we're."). */
  needsNext?: boolean;
};

const rules = (
  note: string,
  pairs: readonly (readonly [string, string])[],
  needsNext?: boolean,
): PhraseRule[] => pairs.map(([from, to]) => ({ from, to, note, ...(needsNext ? { needsNext } : {}) }));

/** Wordy phrases with a shorter equivalent that means the same (every mode applies these). */
export const WORDY = rules('Wordy phrase made shorter', [
  ['in order to', 'to'],
  ['due to the fact that', 'because'],
  ['owing to the fact that', 'because'],
  ['in light of the fact that', 'because'],
  ['for the reason that', 'because'],
  ['in spite of the fact that', 'although'],
  ['despite the fact that', 'although'],
  ['at this point in time', 'now'],
  ['at the present time', 'now'],
  ['at this moment in time', 'now'],
  ['in the event that', 'if'],
  ['for the purpose of', 'for'],
  ['in the near future', 'soon'],
  ['a large number of', 'many'],
  ['a great number of', 'many'],
  ['the majority of', 'most'],
  ['a majority of', 'most'],
  ['has the ability to', 'can'],
  ['have the ability to', 'can'],
  ['is able to', 'can'],
  ['are able to', 'can'],
  ['has the capacity to', 'can'],
  ['in close proximity to', 'near'],
  ['with regard to', 'about'],
  ['with regards to', 'about'],
  ['in regard to', 'about'],
  ['with respect to', 'about'],
  ['in relation to', 'about'],
  ['prior to', 'before'],
  ['subsequent to', 'after'],
  ['as a matter of fact', 'in fact'],
  ['each and every', 'every'],
  ['first and foremost', 'first'],
  ['until such time as', 'until'],
  ['on a daily basis', 'daily'],
  ['on a weekly basis', 'weekly'],
  ['on a monthly basis', 'monthly'],
  ['on a regular basis', 'regularly'],
  ['in a timely manner', 'promptly'],
  ['make a decision', 'decide'],
  ['makes a decision', 'decides'],
  ['made a decision', 'decided'],
  ['making a decision', 'deciding'],
  ['take into consideration', 'consider'],
  ['takes into consideration', 'considers'],
  ['took into consideration', 'considered'],
  ['give consideration to', 'consider'],
  ['whether or not', 'whether'],
  ['absolutely essential', 'essential'],
  ['past history', 'history'],
  ['end result', 'result'],
  ['final outcome', 'outcome'],
  ['basic fundamentals', 'fundamentals'],
  ['advance planning', 'planning'],
  ['completely eliminate', 'eliminate'],
  ['at all times', 'always'],
  ['in most cases', 'usually'],
  ['by means of', 'by'],
  ['in the amount of', 'for'],
  ['it is important to note that', ''],
  ['it should be noted that', ''],
  ['please be advised that', ''],
]);

/** Everyday phrases with a formal equivalent (formal mode). */
export const TO_FORMAL = rules('Made more formal', [
  ['a lot of', 'many|much'],
  ['lots of', 'many|much'],
  ['get rid of', 'eliminate'],
  ['find out', 'determine'],
  ['found out', 'determined'],
  ['set up', 'arrange'],
  ['check out', 'examine'],
  ['thanks', 'thank you'],
  ['asap', 'as soon as possible'],
  ['gonna', 'going to'],
  ['wanna', 'want to'],
  ['kids', 'children'],
  ['okay', 'acceptable'],
]);

/** Stiff phrases with a friendlier equivalent (friendly goal of the rewriter). */
export const TO_FRIENDLY = rules('Made friendlier', [
  ['we regret to inform you that', 'unfortunately,'],
  ['please do not hesitate to', 'feel free to'],
  ['do not hesitate to', 'feel free to'],
  ['kindly', 'please'],
  ['in accordance with', 'in line with'],
  ['pursuant to', 'under'],
  ['we would like to', 'we’d like to'],
  ['at your earliest convenience', 'when you can'],
  ['we are pleased to inform you that', 'good news:'],
  ['as per', 'as in'],
]);

/** Contractions and what they stand for; expanded by the formal mode, made by the simple ones. */
export const CONTRACTIONS: readonly (readonly [string, string])[] = [
  ["don't", 'do not'],
  ["doesn't", 'does not'],
  ["didn't", 'did not'],
  ["isn't", 'is not'],
  ["aren't", 'are not'],
  ["wasn't", 'was not'],
  ["weren't", 'were not'],
  ["can't", 'cannot'],
  ["couldn't", 'could not'],
  ["shouldn't", 'should not'],
  ["wouldn't", 'would not'],
  ["won't", 'will not'],
  ["haven't", 'have not'],
  ["hasn't", 'has not'],
  ["hadn't", 'had not'],
  ["I'm", 'I am'],
  ["we're", 'we are'],
  ["you're", 'you are'],
  ["they're", 'they are'],
  ["it's", 'it is'],
  ["that's", 'that is'],
  ["we've", 'we have'],
  ["you've", 'you have'],
  ["they've", 'they have'],
  ["I've", 'I have'],
  ["we'll", 'we will'],
  ["you'll", 'you will'],
  ["they'll", 'they will'],
  ["I'll", 'I will'],
  ["let's", 'let us'],
];

/** Expansions as rules ("don't" → "do not"). */
export const EXPAND = rules(
  'Contraction spelled out',
  CONTRACTIONS.map(([short, long]) => [short, long] as const),
);

/**
 * Contractions as rules ("do not" → "don't"). Only the negatives and "I am": "it is" at the end of a
 * clause ("that is where it is") cannot be contracted, and the rules see no clause ends.
 */
export const CONTRACT = rules(
  'Contracted',
  CONTRACTIONS.filter(([short]) => short.includes("n't") || short === "I'm").map(
    ([short, long]) => [long, short] as const,
  ),
);

/** The friendlier contractions of a pronoun and a verb, used only with a word after them. */
export const CONTRACT_PRONOUNS = rules(
  'Contracted',
  // Not "we have" → "we've": with "have" as the main verb ("we've questions") it reads as British.
  CONTRACTIONS.filter(([short]) => !/n't|'ve|^I'm$|^let's$/.test(short)).map(
    ([short, long]) => [long, short] as const,
  ),
  true,
);

/** Abbreviations the expand goal spells out. */
export const ABBREVIATIONS = rules('Abbreviation spelled out', [
  ['e.g.', 'for example'],
  ['i.e.', 'that is'],
  ['etc.', 'and so on'],
  ['w/', 'with'],
  ['&', 'and'],
  ['asap', 'as soon as possible'],
  ['fyi', 'for your information'],
]);

/** Filler adverbs that add little; the shorter mode removes them. */
export const FILLERS = new Set([
  'very',
  'really',
  'actually',
  'basically',
  'literally',
  'totally',
  'truly',
  'definitely',
  'simply',
  'quite',
]);
