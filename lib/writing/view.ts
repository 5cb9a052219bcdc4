import type { LimitPreset } from './limits';
import { duration, READING_WPM, SPEAKING_WPM, type TextStats } from './stats';

/** The counts the tiles read: every count of a text, without its word list. */
type Counts = Omit<TextStats, 'wordList'>;

/** The counts a text tool can show as tiles, and say in its announcement. */
export const COUNT_IDS = [
  'words',
  'characters',
  'charactersNoSpaces',
  'sentences',
  'paragraphs',
  'readingTime',
  'speakingTime',
  'letters',
  'digits',
  'punctuation',
  'symbols',
  'emoji',
  'spaces',
  'lineBreaks',
  'lines',
  'bytes',
  'codeUnits',
  'uniqueWords',
] as const;
export type CountId = (typeof COUNT_IDS)[number];

/** The sections a text tool can show under its counts. */
export const PANEL_IDS = ['limit', 'platforms', 'readability', 'keywords', 'sms'] as const;
export type PanelId = (typeof PANEL_IDS)[number];

/** What one counting tool shows: the data that drives the shared text island. */
export type TextView = {
  /** The visible label of the text box. */
  label: string;
  placeholder: string;
  /** Tiles in order; the first ones are the headline figures. */
  counts: readonly CountId[];
  /** How many of `counts` are shown large. */
  headline: number;
  /** What the polite status says once typing pauses ("120 words, 702 characters…"). */
  announce: readonly CountId[];
  panels: readonly PanelId[];
  /** Limits for the `limit` picker and the `platforms` table. */
  limits: readonly LimitPreset[];
  /** The limit picked at first (an id from `limits`). */
  defaultLimit?: string;
};

const n = (value: number) => value.toLocaleString('en-US');
const plural = (value: number, one: string, many: string) => `${n(value)} ${value === 1 ? one : many}`;

type CountInfo = {
  label: string;
  value: (stats: Counts) => string;
  /** The count inside a sentence: "120 words". */
  spoken: (stats: Counts) => string;
  hint?: string;
};

export const COUNTS: Record<CountId, CountInfo> = {
  words: {
    label: 'Words',
    value: (s) => n(s.words),
    spoken: (s) => plural(s.words, 'word', 'words'),
  },
  characters: {
    label: 'Characters',
    value: (s) => n(s.characters),
    spoken: (s) => plural(s.characters, 'character', 'characters'),
  },
  charactersNoSpaces: {
    label: 'Characters without spaces',
    value: (s) => n(s.charactersNoSpaces),
    spoken: (s) => `${n(s.charactersNoSpaces)} without spaces`,
  },
  sentences: {
    label: 'Sentences',
    value: (s) => n(s.sentences),
    spoken: (s) => plural(s.sentences, 'sentence', 'sentences'),
  },
  paragraphs: {
    label: 'Paragraphs',
    value: (s) => n(s.paragraphs),
    spoken: (s) => plural(s.paragraphs, 'paragraph', 'paragraphs'),
  },
  readingTime: {
    label: 'Reading time',
    value: (s) => duration(s.readingSeconds),
    spoken: (s) => `${duration(s.readingSeconds)} to read`,
    hint: `at ${READING_WPM} words a minute`,
  },
  speakingTime: {
    label: 'Speaking time',
    value: (s) => duration(s.speakingSeconds),
    spoken: (s) => `${duration(s.speakingSeconds)} to say aloud`,
    hint: `at ${SPEAKING_WPM} words a minute`,
  },
  letters: {
    label: 'Letters',
    value: (s) => n(s.letters),
    spoken: (s) => plural(s.letters, 'letter', 'letters'),
  },
  digits: {
    label: 'Digits',
    value: (s) => n(s.digits),
    spoken: (s) => plural(s.digits, 'digit', 'digits'),
  },
  punctuation: {
    label: 'Punctuation marks',
    value: (s) => n(s.punctuation),
    spoken: (s) => plural(s.punctuation, 'punctuation mark', 'punctuation marks'),
  },
  symbols: {
    label: 'Symbols',
    value: (s) => n(s.symbols),
    spoken: (s) => plural(s.symbols, 'symbol', 'symbols'),
    hint: '$ % + © and the like',
  },
  emoji: {
    label: 'Emoji',
    value: (s) => n(s.emoji),
    spoken: (s) => plural(s.emoji, 'emoji', 'emoji'),
  },
  spaces: {
    label: 'Spaces',
    value: (s) => n(s.spaces),
    spoken: (s) => plural(s.spaces, 'space', 'spaces'),
    hint: 'tabs included, line breaks not',
  },
  lineBreaks: {
    label: 'Line breaks',
    value: (s) => n(s.lineBreaks),
    spoken: (s) => plural(s.lineBreaks, 'line break', 'line breaks'),
  },
  lines: {
    label: 'Lines',
    value: (s) => n(s.lines),
    spoken: (s) => plural(s.lines, 'line', 'lines'),
    hint: 'blank lines included',
  },
  bytes: {
    label: 'Bytes (UTF-8)',
    value: (s) => n(s.bytes),
    spoken: (s) => plural(s.bytes, 'byte', 'bytes'),
  },
  codeUnits: {
    label: 'UTF-16 code units',
    value: (s) => n(s.codeUnits),
    spoken: (s) => plural(s.codeUnits, 'code unit', 'code units'),
    hint: 'what many form limits count',
  },
  uniqueWords: {
    label: 'Unique words',
    value: (s) => n(s.uniqueWords),
    spoken: (s) => plural(s.uniqueWords, 'unique word', 'unique words'),
  },
};

/** The polite announcement after typing pauses: "120 words, 702 characters, 30 sec to read." */
export function announcement(stats: Counts, ids: readonly CountId[]): string {
  if (stats.characters === 0) return 'The text box is empty.';
  return `${ids.map((id) => COUNTS[id].spoken(stats)).join(', ')}.`;
}
