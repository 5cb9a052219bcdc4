import { keywordOf, type Keyword } from './keywords';
import { xLength } from './limits';
import { readabilityOf, readabilityTotals, type Readability } from './readability';
import { ABBREVIATION, hasSegmenter } from './segment';
import { analyze, timesFor, type TextStats } from './stats';
import { normalizeWord } from './stopwords';

/** Every count of `analyze` but the word list, which a live counter does not rebuild per key. */
export type Counts = Omit<TextStats, 'wordList'>;

export type LiveResult = {
  stats: Counts;
  readability: Readability | null;
  keywords: Keyword[];
  /** The text's length as X counts it. */
  x: number;
};

/**
 * A text is counted in pieces that no count crosses: its lines (words, sentences and links never
 * run over a line break), and a long line again at sentence ends that the segmenter would also
 * break at. Each piece's counts are kept by its text, so a keystroke recounts one piece and the
 * totals move by the difference: at 100,000 words, counting everything again took about 3 s a
 * key; a changed piece takes well under a millisecond.
 */
type Piece = {
  counts: Counts;
  /** Readability inputs, summed over pieces. */
  latinWords: number;
  syllables: number;
  /** Keyword keys in text order, for counts and for "first used first" among ties. */
  keys: string[];
  /** The distinct words (lower case, straight apostrophes). */
  distinct: string[];
  x: number;
};

const BREAK = /\r\n|[\n\r\u2028\u2029\u0085]/g;
/** Long lines are cut at sentence ends only; a short line is one piece. */
const LONG_LINE = 2000;
// A full stop, question or exclamation mark (and closing quotes or brackets), space, then a capital:
// the segmenter ends a sentence there unless the word before is an abbreviation ("Dr. Lee").
const SENTENCE_END = /[.!?]["'\u2019\u201d)\]]*\s+(?=["'\u2018\u201c(]?[A-Z])/g;

const ADDITIVE = [
  'words',
  'characters',
  'charactersNoSpaces',
  'letters',
  'digits',
  'punctuation',
  'symbols',
  'emoji',
  'spaces',
  'lineBreaks',
  'sentences',
  'bytes',
  'codeUnits',
] as const;

/** The pieces of one line: the line itself, or its sentences when it is long. */
function cutLine(line: string): string[] {
  if (line.length <= LONG_LINE) return [line];
  const parts: string[] = [];
  let start = 0;
  for (const match of line.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    const before = line.slice(Math.max(start, match.index - 12), match.index + 1).trimEnd();
    if (ABBREVIATION.test(before.slice(before.search(/\S+$/)))) continue;
    parts.push(line.slice(start, end));
    start = end;
  }
  parts.push(line.slice(start));
  return parts.filter((part) => part);
}

type Layout = {
  /** Pieces in text order. */
  pieces: string[];
  lines: number;
  paragraphs: number;
};

function layout(text: string): Layout {
  const pieces: string[] = [];
  let lines = 0;
  let paragraphs = 0;
  let start = 0;
  const addLine = (line: string) => {
    lines += 1;
    if (/\S/.test(line)) paragraphs += 1;
    pieces.push(...cutLine(line));
  };
  for (const match of text.matchAll(BREAK)) {
    addLine(text.slice(start, match.index));
    pieces.push(match[0]);
    start = match.index + match[0].length;
  }
  if (text) addLine(text.slice(start));
  return { pieces, lines, paragraphs };
}

function measurePiece(text: string, native: boolean): Piece {
  const { wordList, ...counts } = analyze(text, native);
  const totals = readabilityTotals(wordList, counts.sentences);
  const keys: string[] = [];
  for (const word of wordList) {
    const key = keywordOf(word.text);
    if (key) keys.push(key);
  }
  return {
    counts,
    latinWords: totals.latinWords,
    syllables: totals.syllables,
    keys,
    distinct: [...new Set(wordList.map((word) => normalizeWord(word.text)))],
    x: xLength(text, native),
  };
}

function bump(map: Map<string, number>, key: string, by: number) {
  const next = (map.get(key) ?? 0) + by;
  if (next) map.set(key, next);
  else map.delete(key);
}

export class LiveCounter {
  private readonly native: boolean;
  private readonly known = new Map<string, Piece>();
  /** How many times each piece text is in the current text. */
  private present = new Map<string, number>();
  private order: string[] = [];
  private readonly totals: Record<(typeof ADDITIVE)[number], number> & {
    latinWords: number;
    syllables: number;
    x: number;
  };
  private readonly keywordCounts = new Map<string, number>();
  private readonly distinctCounts = new Map<string, number>();

  constructor(native = hasSegmenter()) {
    this.native = native;
    this.totals = Object.assign(
      Object.fromEntries(ADDITIVE.map((k) => [k, 0])) as Record<(typeof ADDITIVE)[number], number>,
      {
        latinWords: 0,
        syllables: 0,
        x: 0,
      },
    );
  }

  private piece(text: string): Piece {
    let found = this.known.get(text);
    if (!found) {
      found = measurePiece(text, this.native);
      this.known.set(text, found);
    }
    return found;
  }

  private apply(text: string, times: number) {
    const piece = this.piece(text);
    for (const key of ADDITIVE) this.totals[key] += piece.counts[key] * times;
    this.totals.latinWords += piece.latinWords * times;
    this.totals.syllables += piece.syllables * times;
    this.totals.x += piece.x * times;
    for (const key of piece.keys) bump(this.keywordCounts, key, times);
    for (const word of piece.distinct) bump(this.distinctCounts, word, times);
  }

  /** The counts of `text`, recounting only the pieces that changed since the last call. */
  count(text: string, keywordLimit = 10): LiveResult {
    const { pieces, lines, paragraphs } = layout(text);
    const next = new Map<string, number>();
    for (const piece of pieces) next.set(piece, (next.get(piece) ?? 0) + 1);
    for (const [piece, times] of next) {
      const before = this.present.get(piece) ?? 0;
      if (times !== before) this.apply(piece, times - before);
    }
    for (const [piece, times] of this.present) {
      if (!next.has(piece)) {
        this.apply(piece, -times);
        this.known.delete(piece);
      }
    }
    this.present = next;
    this.order = pieces;
    const t = this.totals;
    const stats: Counts = {
      words: t.words,
      uniqueWords: this.distinctCounts.size,
      characters: t.characters,
      charactersNoSpaces: t.charactersNoSpaces,
      letters: t.letters,
      digits: t.digits,
      punctuation: t.punctuation,
      symbols: t.symbols,
      emoji: t.emoji,
      spaces: t.spaces,
      lineBreaks: t.lineBreaks,
      lines,
      paragraphs,
      sentences: t.sentences,
      bytes: t.bytes,
      codeUnits: t.codeUnits,
      ...timesFor(t.words),
    };
    return {
      stats,
      readability: readabilityOf({
        words: t.words,
        latinWords: t.latinWords,
        syllables: t.syllables,
        sentences: t.sentences,
      }),
      keywords: this.topKeywords(keywordLimit),
      x: t.x,
    };
  }

  /** The most frequent keywords; among equal counts, the one used first comes first. */
  private topKeywords(limit: number): Keyword[] {
    if (!this.keywordCounts.size) return [];
    const byCount = [...this.keywordCounts.entries()].sort((a, b) => b[1] - a[1]);
    const cutoff = byCount[Math.min(limit, byCount.length) - 1]![1];
    const candidates = new Map(byCount.filter(([, count]) => count >= cutoff));
    const firstUse = new Map<string, number>();
    let position = 0;
    for (const text of this.order) {
      for (const key of this.piece(text).keys) {
        if (candidates.has(key) && !firstUse.has(key)) firstUse.set(key, position);
        position += 1;
      }
      if (firstUse.size === candidates.size) break;
    }
    return [...candidates.entries()]
      .sort((a, b) => b[1] - a[1] || firstUse.get(a[0])! - firstUse.get(b[0])!)
      .slice(0, limit)
      .map(([word, count]) => ({ word, count, density: (count / this.totals.words) * 100 }));
  }
}
