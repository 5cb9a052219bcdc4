/**
 * A register score: how formal a text reads, from what can be counted. Positive is formal, negative
 * casual; a formal rewrite should raise it and a friendly one lower it. Per 100 words:
 * formal words count +1 each; contractions, casual words, "you"/"your" and exclamation marks −1
 * each; and every word of average sentence length over 15 adds 0.5 (under 15 takes it away).
 */
import { synonymGroups } from './synonyms';
import { fromWords } from './words';

const formalWords = fromWords(
  () =>
    new Set([
      ...synonymGroups().flatMap((group) =>
        group.words.filter((w) => w.formal && !w.word.includes(' ')).map((w) => w.word),
      ),
      'therefore',
      'however',
      'furthermore',
      'moreover',
      'nevertheless',
      'regarding',
      'approximately',
      'accordingly',
      'hence',
      'thus',
      'whereas',
      'ensure',
      'ensures',
      'determine',
      'address',
      'considerable',
      'numerous',
      'sufficient',
      'individuals',
      'hello',
      'dear',
      'sincerely',
      'cannot',
    ]),
);

const CASUAL_WORDS = new Set([
  'hi',
  'hey',
  'thanks',
  'okay',
  'ok',
  'kids',
  'guys',
  'stuff',
  'lots',
  'gonna',
  'wanna',
  'awesome',
  'cool',
  'great',
  'really',
  'pretty',
  'just',
  'totally',
  'super',
  'big',
  'get',
  'got',
  'buy',
  'happy',
  'love',
  'anyway',
  'so',
  'also',
  'fine',
  'sure',
  'maybe',
]);

const SECOND_PERSON = new Set([
  'you',
  'your',
  'yours',
  'yourself',
  'yourselves',
  "you're",
  "you'll",
  "you've",
  "you'd",
]);
const contracted = fromWords(
  (words) => new Set(words.phrases.CONTRACTIONS.map(([short]) => short.toLowerCase())),
);

export type Register = {
  score: number;
  words: number;
  formal: number;
  casual: number;
  contractions: number;
  secondPerson: number;
  exclamations: number;
  wordsPerSentence: number;
};

export function register(text: string): Register {
  const words = Array.from(text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu), (m) =>
    m[0].toLowerCase().replace(/’/g, "'"),
  );
  const sentenceCount = Math.max(1, (text.match(/[.!?]+(?=\s|$)/g) ?? []).length);
  const count = (test: (w: string) => boolean) => words.filter(test).length;
  const contractions = count((w) => contracted().has(w) || /n't$|'(?:re|ll|ve|d|m)$/.test(w));
  const formal = count((w) => formalWords().has(w));
  const casual = count((w) => CASUAL_WORDS.has(w));
  const secondPerson = count((w) => SECOND_PERSON.has(w));
  const exclamations = (text.match(/!/g) ?? []).length;
  const per100 = (n: number) => (words.length ? (100 * n) / words.length : 0);
  const wordsPerSentence = words.length / sentenceCount;
  const score =
    per100(formal) -
    per100(casual) -
    per100(contractions) -
    per100(secondPerson) -
    per100(exclamations) +
    0.5 * (wordsPerSentence - 15);
  return {
    score,
    words: words.length,
    formal,
    casual,
    contractions,
    secondPerson,
    exclamations,
    wordsPerSentence,
  };
}
