import { sentences, words, type Span } from '../segment';
import { normalizeWord } from '../stopwords';

/** How strongly one measurement points towards generated text: none, some or strong. */
export type Strength = 'none' | 'some' | 'strong' | 'unknown';

export type Signal = {
  id: 'burstiness' | 'openers' | 'repetition' | 'cliches' | 'dashes' | 'diversity';
  name: string;
  /** The measurement, formatted ("0.28", "4.1 per 1,000 words"). */
  value: string;
  strength: Strength;
  /** Points towards the overall level: 0 for none, up to `weight` for strong. */
  points: number;
  weight: number;
  /** What the number is and what it does and does not mean. */
  meaning: string;
  /** Examples found in the text (phrases, openers), for the visitor to look at. */
  examples: string[];
};

export type SignalLevel = 'too-short' | 'few' | 'some' | 'many';

export type SignalReport = {
  words: number;
  sentences: number;
  signals: Signal[];
  points: number;
  maxPoints: number;
  level: SignalLevel;
  /** Where the listed phrases sit in the text, for highlighting. */
  clicheRanges: [number, number][];
  /** The sentences that carry a signal of their own, in text order, each with what it carries. */
  sentenceMarks: SentenceMark[];
};

export type SentenceReason = 'Transition opener' | 'Stock phrase' | 'Dash' | 'Repeated phrase';
export type SentenceMark = { start: number; end: number; text: string; reasons: SentenceReason[] };

const DASH = /\u2014|\s\u2013\s|\s--\s/;

/** What each sentence carries of the signals that live in single sentences. */
function markSentences(
  sentenceList: readonly Span[],
  sentenceKeys: readonly (readonly string[])[],
  clicheRanges: readonly [number, number][],
  repeated: ReadonlySet<string>,
): SentenceMark[] {
  const marks: SentenceMark[] = [];
  sentenceList.forEach((sentence, index) => {
    const keys = sentenceKeys[index]!;
    const reasons: SentenceReason[] = [];
    if (TRANSITIONS.test(sentence.text)) reasons.push('Transition opener');
    if (clicheRanges.some(([from, to]) => from < sentence.end && to > sentence.start))
      reasons.push('Stock phrase');
    if (DASH.test(sentence.text)) reasons.push('Dash');
    for (let i = 0; i + 4 <= keys.length; i += 1)
      if (repeated.has(keys.slice(i, i + 4).join(' '))) {
        reasons.push('Repeated phrase');
        break;
      }
    if (reasons.length)
      marks.push({ start: sentence.start, end: sentence.end, text: sentence.text.trim(), reasons });
  });
  return marks;
}

/** Below this many words the measurements are too noisy to add up to a level. */
export const MIN_WORDS = 150;

const TRANSITIONS =
  /^[\s"“'‘(]*(?:additionally|furthermore|moreover|in addition|overall|ultimately|in conclusion|in summary|notably|importantly|consequently|as a result|in today's|in today’s)\b/i;

const fmt = (value: number, decimals = 1) =>
  value.toLocaleString('en-US', { maximumFractionDigits: decimals, minimumFractionDigits: decimals });

/**
 * 1 point is a weak signal and 2 a strong one, whatever the signal's weight: a signal that can only
 * ever be weak (dashes, vocabulary) must never be labelled strong at its single threshold.
 */
function strengthOf(points: number): Strength {
  return points === 0 ? 'none' : points >= 2 ? 'strong' : 'some';
}

function coefficientOfVariation(values: readonly number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (!mean) return 0;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

/** Moving-average type–token ratio over 50-word windows: vocabulary variety, independent of length. */
export function mattr(keys: readonly string[], window = 50): number {
  if (!keys.length) return 0;
  if (keys.length <= window) return new Set(keys).size / keys.length;
  const counts = new Map<string, number>();
  let distinct = 0;
  let total = 0;
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i]!;
    const seen = counts.get(key) ?? 0;
    if (!seen) distinct += 1;
    counts.set(key, seen + 1);
    if (i >= window) {
      const old = keys[i - window]!;
      const left = (counts.get(old) ?? 1) - 1;
      counts.set(old, left);
      if (!left) distinct -= 1;
    }
    if (i >= window - 1) total += distinct / window;
  }
  return total / (keys.length - window + 1);
}

/** Word sequences of four that occur more than once, with how many of all sequences repeat. */
export function repeatedPhrases(
  keys: readonly string[],
  size = 4,
): { share: number; phrases: string[]; all: Set<string> } {
  if (keys.length < size * 2) return { share: 0, phrases: [], all: new Set() };
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= keys.length; i += 1) {
    const phrase = keys.slice(i, i + size).join(' ');
    counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  }
  const total = keys.length - size + 1;
  let repeated = 0;
  for (const count of counts.values()) if (count > 1) repeated += count;
  const phrases = [...counts.entries()]
    .filter(([, count]) => count > 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([phrase, count]) => `“${phrase}” ×${count}`);
  const all = new Set([...counts.entries()].filter(([, count]) => count > 1).map(([phrase]) => phrase));
  return { share: repeated / total, phrases, all };
}

/**
 * Measurable traits often found in machine-generated text. None of them proves anything: each one
 * is common in some human writing, and edited generated text can show none. They are added up
 * only as a rough indicator.
 */
/** `cliches` matches the stock phrases and overused words (content/tools/writing/cliches.ts). */
export function analyzeSignals(text: string, cliches: RegExp): SignalReport {
  const wordList: Span[] = words(text);
  const keys = wordList.map((w) => normalizeWord(w.text));
  const sentenceList = sentences(text);
  const sentenceKeys = sentenceList.map((s) => words(s.text).map((w) => normalizeWord(w.text)));
  const lengths = sentenceKeys.map((k) => k.length).filter((n) => n > 0);
  const perThousand = (count: number) => (wordList.length ? (count / wordList.length) * 1000 : 0);
  const repeated = repeatedPhrases(keys);
  const signals: Signal[] = [];

  // 1. Burstiness: variation of sentence length.
  {
    const enough = lengths.length >= 5;
    const cv = enough ? coefficientOfVariation(lengths) : 0;
    const points = !enough ? 0 : cv < 0.3 ? 2 : cv < 0.45 ? 1 : 0;
    signals.push({
      id: 'burstiness',
      name: 'Sentence length variation',
      value: enough ? fmt(cv, 2) : 'not enough sentences',
      strength: enough ? strengthOf(points) : 'unknown',
      points,
      weight: 2,
      meaning:
        'How much sentence lengths vary: the standard deviation of sentence length divided by the mean (“burstiness”). Generated text tends to keep sentences to a similar length; people usually mix short and long ones. Below 0.30 counts as a strong signal here, 0.30 to 0.45 as a weak one. Templates, lists and careful editing also even lengths out.',
      examples: enough
        ? [
            `${lengths.length} sentences, ${fmt(lengths.reduce((a, b) => a + b, 0) / lengths.length)} words on average, from ${Math.min(...lengths)} to ${Math.max(...lengths)}`,
          ]
        : [],
    });
  }

  // 2. Transition openers.
  {
    const openers = sentenceList.filter((s) => TRANSITIONS.test(s.text));
    const share = sentenceList.length ? openers.length / sentenceList.length : 0;
    const points = sentenceList.length < 5 ? 0 : share >= 0.15 ? 2 : share >= 0.07 ? 1 : 0;
    signals.push({
      id: 'openers',
      name: 'Sentences opening with a transition',
      value: `${Math.round(share * 100)}% of sentences`,
      strength: sentenceList.length < 5 ? 'unknown' : strengthOf(points),
      points,
      weight: 2,
      meaning:
        'Sentences that start with “Additionally”, “Furthermore”, “Moreover”, “Overall” and the like. Generated text leans on them to sound organized. From 7% of sentences this counts as a weak signal, from 15% as a strong one; formal reports by people can reach that too.',
      examples: [...new Set(openers.map((s) => s.text.trim().split(/[\s,]+/)[0] ?? ''))]
        .filter(Boolean)
        .slice(0, 5),
    });
  }

  // 3. Repeated phrases.
  {
    const { share, phrases } = repeated;
    const points = share >= 0.08 ? 2 : share >= 0.03 ? 1 : 0;
    signals.push({
      id: 'repetition',
      name: 'Repeated four-word phrases',
      value: `${fmt(share * 100)}% of phrases`,
      strength: strengthOf(points),
      points,
      weight: 2,
      meaning:
        'The share of four-word sequences that appear more than once. Generated text often reuses its own phrasing; so do speeches, legal text and writing that repeats a product or job title on purpose. From 3% this counts as a weak signal, from 8% as a strong one.',
      examples: phrases,
    });
  }

  // 4. Stock phrases and overused words.
  const clicheRanges: [number, number][] = [];
  {
    const found: string[] = [];
    for (const match of text.matchAll(cliches)) {
      clicheRanges.push([match.index, match.index + match[0].length]);
      found.push(match[0].toLowerCase());
    }
    const rate = perThousand(found.length);
    const points = rate >= 6 ? 2 : rate >= 2 ? 1 : 0;
    const tally = [...new Set(found)].map((phrase) => {
      const count = found.filter((f) => f === phrase).length;
      return count > 1 ? `“${phrase}” ×${count}` : `“${phrase}”`;
    });
    signals.push({
      id: 'cliches',
      name: 'Stock phrases and overused words',
      value: `${found.length} (${fmt(rate)} per 1,000 words)`,
      strength: strengthOf(points),
      points,
      weight: 2,
      meaning:
        'Words such as “delve”, “tapestry” and “pivotal”, whose use jumped after ChatGPT appeared, and stock lines such as “I hope this email finds you well”. Plenty of people write them too, especially in corporate and cover-letter prose. From 2 per 1,000 words this counts as a weak signal, from 6 as a strong one.',
      examples: tally.slice(0, 8),
    });
  }

  // 5. Dashes.
  {
    const dashes = (text.match(new RegExp(DASH.source, 'g')) ?? []).length;
    const rate = perThousand(dashes);
    // One dash in a short note is a high rate and means nothing: a rate needs a text of some length.
    const enough = wordList.length >= MIN_WORDS;
    const points = enough && rate >= 8 ? 1 : 0;
    signals.push({
      id: 'dashes',
      name: 'Dashes',
      value: `${dashes} (${fmt(rate)} per 1,000 words)`,
      strength: enough ? strengthOf(points) : 'unknown',
      points,
      weight: 1,
      meaning:
        'Dashes (—, or – and -- between spaces) used to break sentences. Recent chat models use them far more than most people do, but many good writers love them too, so 8 or more per 1,000 words counts only as a weak signal, and only in a text of 150 words or more.',
      examples: [],
    });
  }

  // 6. Vocabulary diversity.
  {
    const enough = keys.length >= 100;
    const value = mattr(keys);
    const points = enough && value < 0.6 ? 1 : 0;
    signals.push({
      id: 'diversity',
      name: 'Vocabulary diversity',
      value: enough ? fmt(value, 2) : 'needs 100 words',
      strength: enough ? strengthOf(points) : 'unknown',
      points,
      weight: 1,
      meaning:
        'The average share of different words in every run of 50 words (moving-average type–token ratio). A low score means the same words keep returning, which is typical of formulaic generated text and of simple or technical human writing alike, so below 0.60 counts only as a weak signal.',
      examples: [],
    });
  }

  const points = signals.reduce((sum, s) => sum + s.points, 0);
  const maxPoints = signals.reduce((sum, s) => sum + s.weight, 0);
  const level: SignalLevel =
    wordList.length < MIN_WORDS ? 'too-short' : points >= 6 ? 'many' : points >= 3 ? 'some' : 'few';
  return {
    words: wordList.length,
    sentences: sentenceList.length,
    signals,
    points,
    maxPoints,
    level,
    clicheRanges,
    sentenceMarks: markSentences(sentenceList, sentenceKeys, clicheRanges, repeated.all),
  };
}
