import nlp from 'compromise';
import { LINK } from '../segment';

/**
 * The text as words with their part-of-speech tags (from compromise, an English tagger that runs on
 * the device), grouped into sentences. Offsets point into the original string, so whatever the
 * rules leave alone is copied from it exactly, spaces and punctuation included.
 */
export type Token = {
  start: number;
  end: number;
  text: string;
  /** Lower case, curly apostrophe straightened: what the rules compare. */
  norm: string;
  tags: ReadonlySet<string>;
  /** Names, numbers, links, quoted words, frozen words: never changed or moved apart by any rule. */
  locked: boolean;
  /** One of the visitor's frozen words: besides being locked, its sentence is never dropped or split. */
  frozen: boolean;
};

export type Sentence = { tokens: Token[] };

const QUOTED = /"[^"\n]*"|“[^”\n]*”|‘[^’\n]*’(?!\p{L})/gu;
const LOCKED_TAGS = [
  'ProperNoun',
  'Person',
  'Place',
  'Organization',
  'Value',
  'Url',
  'Email',
  'Acronym',
  'HashTag',
  'AtMention',
  'Money',
  'Date',
];

function lockedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const pattern of [LINK, QUOTED])
    for (const m of text.matchAll(pattern)) ranges.push([m.index, m.index + m[0].length]);
  return ranges;
}

export function normalize(word: string): string {
  return word.toLowerCase().replace(/\u2019/g, "'");
}

type Term = { text: string; tags: string[]; offset: { start: number; length: number } };
type JsonSentence = { terms: Term[] };

/** The last few texts tagged: switching modes or strength re-runs the rules, not the tagger. */
const recent = new Map<string, Sentence[]>();
const RECENT_LIMIT = 24;

export function tokenize(text: string, frozen: readonly [number, number][] = []): Sentence[] {
  const key = `${JSON.stringify(frozen)}\u0000${text}`;
  const known = recent.get(key);
  if (known) return known;
  const sentences = tag(text, frozen);
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value!);
  recent.set(key, sentences);
  return sentences;
}

function tag(text: string, frozen: readonly [number, number][]): Sentence[] {
  const ranges = lockedRanges(text);
  const inRange = (start: number, end: number) => ranges.some(([a, b]) => start < b && end > a);
  const isFrozen = (start: number, end: number) => frozen.some(([a, b]) => start < b && end > a);
  const json = nlp(text).json({ offset: true, terms: { offset: true } }) as JsonSentence[];
  return json
    .map((sentence) => {
      const tokens: Token[] = [];
      sentence.terms.forEach((term) => {
        // A contraction is one term plus an empty one for its second half: the empty one is skipped.
        if (!term.offset.length) return;
        const start = term.offset.start;
        const end = start + term.offset.length;
        const raw = text.slice(start, end);
        const tags = new Set(term.tags);
        const first = tokens.length === 0;
        const capitalised = /^\p{Lu}/u.test(raw) && !first && raw !== 'I' && !/^I['’]/.test(raw);
        const frozenWord = isFrozen(start, end);
        const locked =
          frozenWord ||
          inRange(start, end) ||
          /\d/.test(raw) ||
          !/\p{L}/u.test(raw) ||
          LOCKED_TAGS.some((tag) => tags.has(tag)) ||
          // Capitalised inside a sentence: a name compromise did not know.
          capitalised ||
          (raw.length > 1 && raw === raw.toUpperCase());
        tokens.push({ start, end, text: raw, norm: normalize(raw), tags, locked, frozen: frozenWord });
      });
      return { tokens };
    })
    .filter((sentence) => sentence.tokens.length > 0);
}
