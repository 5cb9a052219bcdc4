import { columnLetters, columnNumber, readRef } from './parse';
import { SAMPLE_GRID, SAMPLE_HEADERS } from './sample';

/**
 * A place in the sheet named in a request: a reference typed as such (A2:A20, K2, Sheet2!A:C),
 * a column by letter ("column D") or a header of the sample sheet ("Department", "salary").
 */
export type Place = {
  start: number;
  end: number;
  kind: 'ref' | 'column' | 'header';
  sheet: string | null;
  c1: number;
  c2: number;
  /** Rows of a typed reference; null for columns and headers. */
  rows: [number, number] | null;
  /** A single typed cell such as K2. */
  cell: boolean;
  /** The header a reference was named with ("the ID in K2"). */
  about?: Place;
  /** A header the sample does not have ("column Revenue"), placed in a free column after it. */
  label?: string;
};

/** Data rows of the sample sheet (row 1 holds the headers). */
export const SAMPLE_ROWS: [number, number] = [2, SAMPLE_GRID.length];

// Words people use for the sample's headers; the header itself always counts.
const SYNONYMS: Record<string, readonly string[]> = {
  ID: ['employee ids?', 'ids?'],
  'First name': ['first names?', 'names'],
  'Last name': ['last names?', 'surnames?'],
  Department: ['departments?', 'depts?'],
  Region: ['regions?'],
  Salary: ['salar(?:y|ies)', 'pay'],
  'Start date': ['start(?:ing)? dates?', 'hire dates?', 'started', 'joined', 'hired', 'hires'],
  'Hours this week': ['hours this week', 'hours? worked', 'hours'],
  'Name as typed': ['names? as typed'],
};

const HEADER_WORDS: { re: RegExp; col: number }[] = SAMPLE_HEADERS.flatMap(
  (header, i) =>
    [header.toLowerCase(), ...(SYNONYMS[header] ?? [])].map((w) => ({
      re: new RegExp(`\\b${w}\\b`, 'gi'),
      col: i + 1,
    })),
  // Longest first, so "last names" is Last name before "names" can be First name.
).sort((a, b) => b.re.source.length - a.re.source.length);

const REF_TOKEN =
  /(?:'[^']+'|\b[A-Za-z_][A-Za-z0-9_]*)!\$?[A-Za-z]{1,3}\$?\d*(?::\$?[A-Za-z]{1,3}\$?\d*)?|\b\$?[A-Za-z]{1,3}\$?\d{1,7}(?::\$?[A-Za-z]{1,3}\$?\d{1,7})?\b|\b[A-Za-z]{1,3}:[A-Za-z]{1,3}\b/g;
// Short words after "column" that are English, not column letters ("the Email column of Sheet2").
const NOT_LETTERS = '(?!(?:in|on|of|to|and|the|for|is|at|by|as|or|if|it|are|was|has|all)\\b)';
const COLUMN_WORDS = new RegExp(
  `\\b(?:(?:in|on|of)\\s+)?(\\w+)?\\s*\\b(?:columns?|cols?)\\s+${NOT_LETTERS}([A-Za-z]{1,3})\\b(?:\\s*(?:to|through|-|and)\\s*${NOT_LETTERS}([A-Za-z]{1,3})\\b)?`,
  'gi',
);
/** A header the sample lacks, written capitalised: "column Revenue", "the Email column". */
const NAMED_COLUMN = /\b(?:columns?|cols?)\s+([A-Z][A-Za-z]{3,})\b|\b([A-Z][A-Za-z]+)\s+col(?:umn)?\b/g;
const NOT_NAMES = new Set([
  'the',
  'this',
  'that',
  'each',
  'every',
  'same',
  'whole',
  'entire',
  'helper',
  'next',
  'new',
]);
/** A sheet named in words: "on the Orders sheet", "from Sheet2", "of the 'Pay data' tab". */
const SHEET_WORDS =
  /\b(?:on|in|from|of|at|using)\s+(?:the\s+)?(?:'([^']+)'|([A-Za-z][\w]*))\s+(?:sheet|tab|worksheet)\b|\b(sheet\s?\d+)\b(?!\s*!)/gi;

/** The first data column after the sample's, where headers it does not have are placed. */
export const FIRST_FREE_COLUMN = SAMPLE_HEADERS.length + 1;

/** Text values that look like cells but are data in the sample (IDs such as E104). */
export const SAMPLE_IDS = new Set(SAMPLE_GRID.slice(1).map((r) => String(r[0]).toUpperCase()));

/** Every place named in the text, in order, with typed references winning over words. */
export function findPlaces(text: string): Place[] {
  const places: Place[] = [];
  const taken = (s: number, e: number) => places.some((p) => s < p.end && e > p.start);
  for (const m of text.matchAll(COLUMN_WORDS)) {
    const sheet = m[1] && /^sheet\d+$/i.test(m[1]) ? m[1] : null;
    const start = m.index! + (sheet ? 0 : m[0].search(/\b(?:columns?|cols?)\b/i));
    const a = columnNumber(m[2]!);
    const b = m[3] ? columnNumber(m[3]) : a;
    places.push({
      start,
      end: m.index! + m[0].length,
      kind: 'column',
      sheet,
      c1: Math.min(a, b),
      c2: Math.max(a, b),
      rows: null,
      cell: false,
    });
  }
  for (const m of text.matchAll(REF_TOKEN)) {
    const s = m.index!;
    const e = s + m[0].length;
    if (taken(s, e) || SAMPLE_IDS.has(m[0].toUpperCase())) continue;
    // Words such as "to", "at" or "by" are no columns; a reference has a digit or a colon.
    if (!/\d|:/.test(m[0])) continue;
    const read = readRef(m[0].replace(/^([^!]*)!/, 'S!'));
    if (!read) continue;
    const sheet = m[0].includes('!') ? m[0].slice(0, m[0].indexOf('!')) : null;
    const { ref } = read;
    const whole = ref.r1 === 1 && ref.r2 > 1_000_000;
    places.push({
      start: s,
      end: e,
      kind: whole ? 'column' : 'ref',
      sheet,
      c1: ref.c1,
      c2: ref.c2,
      rows: whole ? null : [ref.r1, ref.r2],
      cell: !read.range,
    });
  }
  for (const { re, col } of HEADER_WORDS)
    for (const m of text.matchAll(re)) {
      const s = m.index!;
      const e = s + m[0].length;
      if (taken(s, e)) continue;
      places.push({
        start: s,
        end: e,
        kind: 'header',
        sheet: null,
        c1: col,
        c2: col,
        rows: null,
        cell: false,
      });
    }
  const labels: string[] = [];
  for (const m of text.matchAll(NAMED_COLUMN)) {
    const word = m[1] ?? m[2]!;
    const s = m.index! + m[0].indexOf(word);
    const e = s + word.length;
    if (taken(m.index!, m.index! + m[0].length) || NOT_NAMES.has(word.toLowerCase())) continue;
    if (SAMPLE_HEADERS.some((h) => h.toLowerCase() === word.toLowerCase()) || /^sheet\d*$/i.test(word))
      continue;
    if (!labels.includes(word)) labels.push(word);
    const col = FIRST_FREE_COLUMN + labels.indexOf(word);
    places.push({
      start: s,
      end: e,
      kind: 'header',
      sheet: null,
      c1: col,
      c2: col,
      rows: null,
      cell: false,
      label: word,
    });
  }
  places.sort((a, b) => a.start - b.start);
  // A sheet named in words holds the columns and ranges written without one; a single cell stays
  // on the sheet the formula is typed in (the value looked up, the cell tested).
  const sheets = [...text.matchAll(SHEET_WORDS)]
    .map((m) => m[1] ?? m[2] ?? m[3]!.replace(/\s+/, ''))
    .filter(
      (name) => !/^(?:this|that|same|current|other|active|another|each|every|one|new|next|my|a)$/i.test(name),
    );
  if (sheets.length) {
    const name = /^[A-Za-z_][\w]*$/.test(sheets[0]!) ? sheets[0]! : `'${sheets[0]}'`;
    for (const p of places) if (!p.sheet && !p.cell && p.kind !== 'header') p.sheet = name;
  }
  // "salary in column D", "the ID in K2": the reference says where the named thing is.
  return places.filter((p, i) => {
    const next = places[i + 1];
    const named =
      p.kind === 'header' &&
      next &&
      next.kind !== 'header' &&
      /^\s+(?:is\s+)?(?:in|from|on|at)\s+(?:the\s+)?$/i.test(text.slice(p.end, next.start));
    if (named) next.about = p;
    return !named;
  });
}

/** Rows the request works on: those of its first typed range, whole columns, or the sample's. */
export function extentOf(places: readonly Place[]): [number, number] | null {
  const typed = places.find((p) => p.kind === 'ref' && !p.cell);
  if (typed) return typed.rows;
  if (places.some((p) => p.kind === 'column')) return null;
  return SAMPLE_ROWS;
}

const sheetPrefix = (p: Place) => (p.sheet ? `${p.sheet}!` : '');

/** A place written as a range over the request's rows. */
export function asRange(p: Place, extent: [number, number] | null): string {
  const a = columnLetters(p.c1);
  const b = columnLetters(p.c2);
  if (p.kind === 'ref' && p.rows)
    return `${sheetPrefix(p)}${a}${p.rows[0]}${p.cell ? '' : `:${b}${p.rows[1]}`}`;
  if (!extent) return `${sheetPrefix(p)}${a}:${b}`;
  return `${sheetPrefix(p)}${a}${extent[0]}:${b}${extent[1]}`;
}

/** A place written as one cell: the typed cell, or the first data row of a column. */
export function asCell(p: Place): string {
  const a = columnLetters(p.c1);
  if (p.kind === 'ref' && p.rows) return `${sheetPrefix(p)}${a}${p.rows[0]}`;
  return `${sheetPrefix(p)}${a}${SAMPLE_ROWS[0]}`;
}
