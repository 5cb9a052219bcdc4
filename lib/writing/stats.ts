import { graphemes, hasSegmenter, sentences, words, type Span } from './segment';

/** Reading and speaking rates (words per minute): Brysbaert (2019), adults reading non-fiction. */
export const READING_WPM = 238;
export const SPEAKING_WPM = 183;

export type TextStats = {
  words: number;
  uniqueWords: number;
  /** Grapheme clusters, line breaks included (a break written \r\n is one). */
  characters: number;
  charactersNoSpaces: number;
  letters: number;
  digits: number;
  punctuation: number;
  symbols: number;
  emoji: number;
  /** Spaces and tabs (any whitespace that is not a line break). */
  spaces: number;
  lineBreaks: number;
  lines: number;
  /** Lines with something on them: a paragraph ends at each line break, as in word processors. */
  paragraphs: number;
  sentences: number;
  /** UTF-8 bytes, as a database or an API with a byte limit counts them. */
  bytes: number;
  /** UTF-16 code units: what JavaScript's `length` and many form limits count. */
  codeUnits: number;
  readingSeconds: number;
  speakingSeconds: number;
  /** The words themselves, with offsets, for keywords and readability. */
  wordList: Span[];
};

const BREAK = /[\n\r\u2028\u2029\u0085]/;
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\ufe0f|\u20e3|\p{Regional_Indicator}/u;

function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    // A lone surrogate is written as U+FFFD, three bytes, by every UTF-8 encoder.
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Reading and speaking time of a number of words, in seconds. */
export const timesFor = (words: number) => ({
  readingSeconds: (words / READING_WPM) * 60,
  speakingSeconds: (words / SPEAKING_WPM) * 60,
});

/** Every count the text tools show, from one pass of each segmenter. */
export function analyze(text: string, native = hasSegmenter()): TextStats {
  const wordList = words(text, native);
  const unique = new Set(wordList.map((word) => word.text.toLowerCase().replace(/\u2019/g, "'")));
  let letters = 0;
  let digits = 0;
  let punctuation = 0;
  let symbols = 0;
  let emoji = 0;
  let spaces = 0;
  let lineBreaks = 0;
  const clusters = graphemes(text, native);
  for (const cluster of clusters) {
    if (/^\s+$/u.test(cluster)) {
      if (BREAK.test(cluster)) lineBreaks += 1;
      else spaces += 1;
    } else if (EMOJI.test(cluster)) emoji += 1;
    else if (/^\p{L}/u.test(cluster)) letters += 1;
    else if (/^\p{N}/u.test(cluster)) digits += 1;
    else if (/^\p{P}/u.test(cluster)) punctuation += 1;
    else if (/^\p{S}/u.test(cluster)) symbols += 1;
  }
  const lines = text ? text.split(/\r\n|[\n\r\u2028\u2029\u0085]/).length : 0;
  const paragraphs = text.split(/\r\n|[\n\r\u2028\u2029\u0085]/).filter((line) => line.trim()).length;
  return {
    words: wordList.length,
    uniqueWords: unique.size,
    characters: clusters.length,
    charactersNoSpaces: clusters.length - spaces - lineBreaks,
    letters,
    digits,
    punctuation,
    symbols,
    emoji,
    spaces,
    lineBreaks,
    lines,
    paragraphs,
    sentences: sentences(text, native).length,
    bytes: utf8Bytes(text),
    codeUnits: text.length,
    ...timesFor(wordList.length),
    wordList,
  };
}

/** "0 sec", "45 sec", "3 min 12 sec", "1 hr 5 min": rounded to the second, hours drop the seconds. */
export function duration(seconds: number): string {
  const total = Math.round(seconds);
  if (total < 60) return `${total} sec`;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  if (hours) return minutes ? `${hours} hr ${minutes} min` : `${hours} hr`;
  return secs ? `${minutes} min ${secs} sec` : `${minutes} min`;
}

/** The same duration for a sentence read aloud: "about 3 minutes", "under a minute". */
export function durationWords(seconds: number): string {
  const total = Math.round(seconds);
  if (total === 0) return 'no time';
  if (total < 60) return `${total} second${total === 1 ? '' : 's'}`;
  const minutes = Math.round(total / 60);
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} hour${hours === 1 ? '' : 's'}${rest ? ` ${rest} minute${rest === 1 ? '' : 's'}` : ''}`;
}
