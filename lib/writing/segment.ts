/**
 * Words, sentences and user-perceived characters, found with the browser's Intl.Segmenter (Unicode
 * text segmentation, with dictionaries for Chinese and Japanese) and a regular-expression fallback
 * for the few browsers without it. Every span keeps its offsets in the original string so the
 * tools can highlight what they counted.
 */
export type Span = { start: number; end: number; text: string };

type Granularity = 'grapheme' | 'word' | 'sentence';
const segmenters = new Map<Granularity, Intl.Segmenter>();

export function hasSegmenter(): boolean {
  return typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function';
}

function segmenter(granularity: Granularity): Intl.Segmenter {
  let found = segmenters.get(granularity);
  if (!found) {
    found = new Intl.Segmenter('en', { granularity });
    segmenters.set(granularity, found);
  }
  return found;
}

const span = (text: string, start: number, end: number): Span => ({
  start,
  end,
  text: text.slice(start, end),
});

// What joins the parts of one word when it stands between them with no space, as Word and Google
// Docs count: hyphens ("well-known"), a colon ("5:30"), a slash ("3/4/2025", "and/or"), a full
// stop ("a.m.", "U.S.A."), an ampersand ("AT&T"), an apostrophe, a comma between digits and an
// underscore. Dashes (– —) separate words, so "word—word" is two, as in Google Docs.
const INNER = new Set(['-', '\u2010', '\u2011', ':', '/', '.', '&', "'", '\u2019', ',', '_']);

// Links and email addresses are one word each, however many dots and slashes they hold. An
// address starts where a run of its characters starts, and its local part is at most 64 long
// (RFC 5321): without both, a long run of letters with no @ was rescanned from every position
// (100,000 pasted characters froze the AI-signals check for a minute and a half).
export const LINK =
  /\b(?:https?:\/\/|www\.)[^\s<>"']+|(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/giu;

// Chinese and Japanese are written without spaces: without a dictionary, each character is a word.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const FALLBACK_WORD =
  /[\p{L}\p{M}\p{N}]+(?:(?:['\u2019.\-\u2010\u2011]|(?<=\p{N}),(?=\p{N}))[\p{L}\p{M}\p{N}]+)*/gu;

// V8 gives every segment a copy of the whole input, so walking a long text segment by segment
// takes time and memory that grow with its square (a 100,000-word text ran out of memory). Long
// texts are walked in windows cut where every segmenter breaks anyway: after a space and before an
// ASCII letter or digit for words and characters; after a line break, or after a full stop,
// question or exclamation mark and spaces before a capital, for sentences.
const WINDOW = 2048;
const WORD_CUT = /(?<= )(?=[A-Za-z0-9])/g;
const SENTENCE_CUT = /(?<=[\n\r\u2028\u2029\u0085])(?=[^\n])|(?<=[.!?] +)(?=[A-Z])/g;

function windows(text: string, cut: RegExp): [number, number][] {
  if (text.length <= WINDOW * 2) return [[0, text.length]];
  const found: [number, number][] = [];
  let start = 0;
  for (const match of text.matchAll(cut)) {
    if (match.index - start < WINDOW) continue;
    found.push([start, match.index]);
    start = match.index;
  }
  found.push([start, text.length]);
  return found;
}

function* segmentsOf(text: string, granularity: Granularity, cut: RegExp) {
  for (const [from, to] of windows(text, cut)) {
    const piece = from === 0 && to === text.length ? text : text.slice(from, to);
    for (const part of segmenter(granularity).segment(piece)) {
      yield { index: from + part.index, segment: part.segment, isWordLike: part.isWordLike };
    }
  }
}

function nativeWords(text: string): Span[] {
  const found: Span[] = [];
  for (const part of segmentsOf(text, 'word', WORD_CUT)) {
    if (part.isWordLike) found.push(span(text, part.index, part.index + part.segment.length));
  }
  return found;
}

function fallbackWords(text: string): Span[] {
  const found: Span[] = [];
  for (const match of text.matchAll(FALLBACK_WORD)) {
    const start = match.index;
    const token = match[0];
    if (!UNSPACED.test(token)) {
      found.push(span(text, start, start + token.length));
      continue;
    }
    let runStart = -1;
    let offset = 0;
    for (const char of token) {
      const at = start + offset;
      if (UNSPACED.test(char)) {
        if (runStart >= 0) found.push(span(text, runStart, at));
        runStart = -1;
        found.push(span(text, at, at + char.length));
      } else if (runStart < 0) runStart = at;
      offset += char.length;
    }
    if (runStart >= 0) found.push(span(text, runStart, start + token.length));
  }
  return found;
}

function joinInner(text: string, parts: Span[]): Span[] {
  const joined: Span[] = [];
  for (const part of parts) {
    const last = joined[joined.length - 1];
    if (last && part.start - last.end === 1 && INNER.has(text[last.end] ?? '')) {
      joined[joined.length - 1] = span(text, last.start, part.end);
    } else joined.push(part);
  }
  return joined;
}

function linkRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(LINK)) {
    // A link at the end of a sentence does not own the full stop or bracket after it.
    const trimmed = match[0].replace(/[.,;:!?)\]}'"\u2019\u201d]+$/u, '');
    if (trimmed) ranges.push([match.index, match.index + trimmed.length]);
  }
  return ranges;
}

function joinLinks(text: string, parts: Span[]): Span[] {
  const ranges = linkRanges(text);
  if (!ranges.length) return parts;
  const joined: Span[] = [];
  let r = 0;
  for (const part of parts) {
    while (r < ranges.length && ranges[r]![1] <= part.start) r += 1;
    const range = ranges[r];
    if (range && part.start < range[1] && part.end > range[0]) {
      const last = joined[joined.length - 1];
      const start = Math.min(range[0], part.start);
      const end = Math.max(range[1], part.end);
      if (last && last.start <= range[0] && last.end >= range[0] && last.end > start) {
        joined[joined.length - 1] = span(text, last.start, Math.max(last.end, end));
      } else joined.push(span(text, start, end));
    } else joined.push(part);
  }
  return joined;
}

/** The words of a text. `native` picks Intl.Segmenter (default when the browser has it) or the fallback. */
export function words(text: string, native = hasSegmenter()): Span[] {
  const raw = native ? nativeWords(text) : fallbackWords(text);
  return joinLinks(text, joinInner(text, raw));
}

// A full stop after these is usually not the end of a sentence ("Dr. Lee", "No. 5", "U.S. Army").
export const ABBREVIATION =
  /(?:^|[\s("“'‘])(?:Mr|Mrs|Ms|Mx|Dr|Prof|Rev|Hon|St|Mt|Gen|Sen|Rep|Gov|Lt|Col|Capt|Sgt|Adm|Fr|No|Nos|Vol|Fig|vs|approx|e\.g|i\.e|U\.S|[A-Z])\.$/u;
const HAS_WORD = /[\p{L}\p{N}]/u;
const STARTS_LOWER = /^[\s"“'‘(]*\p{Ll}/u;
// The fallback's sentence ends: terminal punctuation, closing quotes or brackets, then space; or a line break.
const FALLBACK_END = /[.!?\u2026]+["'\u2019\u201d\u00bb)\]]*\s+|[\u3002\uff01\uff1f]+|\n+/gu;

function nativeSentences(text: string): Span[] {
  return Array.from(segmentsOf(text, 'sentence', SENTENCE_CUT), (part) =>
    span(text, part.index, part.index + part.segment.length),
  );
}

function fallbackSentences(text: string): Span[] {
  const parts: Span[] = [];
  let start = 0;
  for (const match of text.matchAll(FALLBACK_END)) {
    const end = match.index + match[0].length;
    parts.push(span(text, start, end));
    start = end;
  }
  if (start < text.length) parts.push(span(text, start, text.length));
  return parts;
}

function joinAbbreviations(text: string, parts: Span[]): Span[] {
  const joined: Span[] = [];
  for (const part of parts) {
    const last = joined[joined.length - 1];
    const lastEnd = last?.text.trimEnd() ?? '';
    const endsInLine = last ? /\n\s*$/.test(last.text) : false;
    if (
      last &&
      !endsInLine &&
      HAS_WORD.test(part.text) &&
      (ABBREVIATION.test(lastEnd) || STARTS_LOWER.test(part.text))
    ) {
      joined[joined.length - 1] = span(text, last.start, part.end);
    } else joined.push(part);
  }
  return joined;
}

/** The sentences of a text (only stretches that hold at least one letter or digit). */
export function sentences(text: string, native = hasSegmenter()): Span[] {
  const raw = native ? nativeSentences(text) : fallbackSentences(text);
  return joinAbbreviations(text, raw).filter((part) => HAS_WORD.test(part.text));
}

// What the fallback folds into the character before it: marks, joiners, variation selectors,
// skin tones and emoji tags, so "é" written as e + accent, 👍🏽 and 👨‍👩‍👧 each count once.
const EXTENDS = /[\p{M}\u200d\ufe0e\ufe0f\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]/u;
const REGIONAL = /\p{Regional_Indicator}/u;

function fallbackGraphemes(text: string): string[] {
  const clusters: string[] = [];
  let joinNext = false;
  let regionalOpen = false;
  for (const char of text) {
    const last = clusters.length - 1;
    const regional = REGIONAL.test(char);
    if (
      last >= 0 &&
      (joinNext ||
        EXTENDS.test(char) ||
        (char === '\n' && clusters[last] === '\r') ||
        (regional && regionalOpen))
    ) {
      clusters[last] += char;
      regionalOpen = false;
    } else {
      clusters.push(char);
      regionalOpen = regional;
    }
    joinNext = char === '\u200d';
  }
  return clusters;
}

// Latin letters, digits, punctuation and the common typographic marks, with no combining mark,
// joiner or surrogate: each UTF-16 unit is one character a reader sees (but \r\n is one). The
// segmenter walks such text about a microsecond a character, which a 100,000-word text feels.
const SIMPLE = /^[\u0000-\u02ff\u2010-\u2027\u2030-\u205e\u20a0-\u20bf]*$/;

function simpleGraphemes(text: string): string[] {
  const units = text.split('');
  if (!text.includes('\r\n')) return units;
  const clusters: string[] = [];
  for (const unit of units) {
    if (unit === '\n' && clusters[clusters.length - 1] === '\r') clusters[clusters.length - 1] = '\r\n';
    else clusters.push(unit);
  }
  return clusters;
}

/** The characters a reader sees (grapheme clusters): 👍🏽 is one, a line break written \r\n is one. */
export function graphemes(text: string, native = hasSegmenter()): string[] {
  if (SIMPLE.test(text)) return simpleGraphemes(text);
  if (!native) return fallbackGraphemes(text);
  return Array.from(segmentsOf(text, 'grapheme', WORD_CUT), (part) => part.segment);
}
