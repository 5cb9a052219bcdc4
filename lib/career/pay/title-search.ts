/**
 * Search over the occupations by the titles people use, forgiving slips of the keyboard and the
 * abbreviations of job boards ("sr sw eng", "hr mgr"). Words are compared against a vocabulary of
 * every word in the titles once per query, so a keystroke costs a few thousand word comparisons,
 * not one per title.
 */
import type { OccupationRow } from './oews';
import type { TitleTable } from './titles';

/** Abbreviations that are not the start of the word they stand for (prefixes already match). */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    mgr: 'manager',
    mngr: 'manager',
    mgmt: 'management',
    sr: 'senior',
    jr: 'junior',
    eng: 'engineer',
    engr: 'engineer',
    dev: 'developer',
    devs: 'developer',
    asst: 'assistant',
    svc: 'service',
    svcs: 'service',
    mktg: 'marketing',
    acct: 'account',
    proj: 'project',
    sw: 'software',
    sys: 'system',
    ops: 'operation',
    hr: 'human resource',
    it: 'information technology',
    qa: 'quality assurance',
    rn: 'registered nurse',
    lpn: 'licensed practical nurse',
    lvn: 'licensed vocational nurse',
    cna: 'certified nursing assistant',
    np: 'nurse practitioner',
    pt: 'physical therapist',
    ot: 'occupational therapist',
    csr: 'customer service representative',
    vp: 'vice president',
    swe: 'software engineer',
  }),
);

/** Words that carry no meaning in a title ("Director of Nursing", "Teachers, All Other"). */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'of',
  'the',
  'for',
  'in',
  'to',
  'or',
  'all',
  'other',
  'except',
]);

/** One word form for singular and plural, so "nurses" finds "Nurse" and back. */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The searchable words of a title or a query, abbreviations spelled out. */
export function titleWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  const out: string[] = [];
  for (const word of words) {
    if (!word || STOP_WORDS.has(word)) continue;
    for (const part of (ABBREVIATIONS.get(word) ?? word).split(' ')) out.push(stem(part));
  }
  return out;
}

/** Edit distance counting a swap of two neighbouring letters as one edit ("recuriter"). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rolling rows (the swap looks two rows back): a keystroke runs this thousands of times.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** How many slips a typed word may hold: none in short words, where one edit makes another word. */
const allowedEdits = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/** How well a typed word fits a title word: 1 exact, less for a prefix or a slip, 0 for no fit. */
function wordFit(typed: string, word: string): number {
  if (typed === word) return 1;
  if (word.startsWith(typed)) return typed.length >= 2 ? 0.9 : 0.6;
  const edits = allowedEdits(typed.length);
  // Slips in the first letter are rare, and skipping those words keeps a keystroke fast.
  if (!edits || (typed[0] !== word[0] && !(typed[0] === word[1] && typed[1] === word[0]))) return 0;
  const whole = editDistance(typed, word, edits);
  if (whole <= edits) return 0.85 - 0.1 * whole;
  // A slip in a word still being typed: "recuri" for "recrui…".
  if (typed.length >= 5 && word.length > typed.length) {
    const start = editDistance(typed, word.slice(0, typed.length), 1);
    if (start <= 1) return 0.6;
  }
  return 0;
}

interface Entry {
  readonly code: string;
  readonly title: string;
  readonly words: readonly number[];
  readonly official: boolean;
  /** How sure the title's table is of it: official names highest, O*NET alternate titles 0. */
  readonly tier: number;
}

export interface TitleIndex {
  readonly rows: ReadonlyMap<string, OccupationRow>;
  readonly vocabulary: readonly string[];
  readonly entries: readonly Entry[];
  /** Vocabulary id → the entries that hold the word, so a query scores only titles it touches. */
  readonly holders: readonly (readonly number[])[];
}

/**
 * `tables`: code → titles, surest first (O*NET's shown, reported and alternate titles, the
 * hand-written common titles beside the reported ones); codes OEWS does not have are skipped.
 */
export function buildTitleIndex(
  occupations: readonly OccupationRow[],
  tables: readonly TitleTable[],
): TitleIndex {
  const vocabulary: string[] = [];
  const ids = new Map<string, number>();
  const idOf = (word: string) => {
    let id = ids.get(word);
    if (id === undefined) {
      id = vocabulary.length;
      vocabulary.push(word);
      ids.set(word, id);
    }
    return id;
  };
  const entries: Entry[] = [];
  const rows = new Map<string, OccupationRow>();
  const add = (code: string, title: string, words: readonly string[], tier: number, official = false) => {
    const ids = [...new Set(words.map(idOf))];
    if (ids.length) entries.push({ code, title, words: ids, official, tier });
  };
  for (const row of occupations) {
    rows.set(row[0], row);
    // "Kindergarten Teachers, Except Special Education": the words after "Except" name who is not in it.
    const words = titleWords(row[1].replace(/,?\s+except\b.*$/i, ''));
    // "Social Workers, All Other" holds the social workers no other occupation does: not the usual sense.
    add(row[0], row[1], words, /all other$/i.test(row[1]) ? 0 : tables.length + 1, true);
  }
  tables.forEach((table, order) => {
    for (const [code, list] of Object.entries(table)) {
      if (!rows.has(code)) continue;
      for (const title of list) add(code, title, titleWords(title), tables.length - 1 - order);
    }
  });
  const holders: number[][] = vocabulary.map(() => []);
  entries.forEach((entry, at) => {
    for (const id of entry.words) holders[id]!.push(at);
  });
  return { rows, vocabulary, entries, holders };
}

export interface TitleMatch {
  readonly row: OccupationRow;
  /** The title the query matched best: the official name or a title people use. */
  readonly title: string;
  readonly official: boolean;
  readonly score: number;
}

/** Employment as a small tie-break: between equal fits, the occupation more people hold. */
function sizeBonus(row: OccupationRow): number {
  const employment = row[2] === '*' ? 1000 : Math.max(row[2], 1);
  return Math.log10(employment) / 200;
}

/**
 * Occupations for a query, best first, one result per occupation with the title that matched.
 * A SOC code (13-1071, 131071, 13-10) lists the occupations it starts.
 */
export function searchTitles(index: TitleIndex, query: string, limit = 20): TitleMatch[] {
  const compact = query.trim().replace(/\s+/g, '');
  if (/^\d{2}-?\d{0,4}$/.test(compact)) {
    const code =
      compact.length > 2 && !compact.includes('-') ? `${compact.slice(0, 2)}-${compact.slice(2)}` : compact;
    return [...index.rows.values()]
      .filter((row) => row[0].startsWith(code))
      .slice(0, limit)
      .map((row) => ({ row, title: row[1], official: true, score: 1 }));
  }
  const typed = titleWords(query);
  if (!typed.length) return [];
  // fits[i][id]: how well typed word i fits vocabulary word id (0: not at all).
  const fits = typed.map((word) =>
    Float32Array.from(index.vocabulary, (candidate) => wordFit(word, candidate)),
  );
  const wanted = typed.join(' ');
  const best = new Map<string, TitleMatch>();
  // One letter starts thousands of titles: until a second one is typed, offer official names only.
  const officialOnly = typed.length === 1 && typed[0]!.length === 1;
  const touched = new Set<number>();
  for (const fitOf of fits) {
    fitOf.forEach((fit, id) => {
      if (fit > 0)
        for (const at of index.holders[id]!)
          if (!officialOnly || index.entries[at]!.official) touched.add(at);
    });
  }
  for (const at of touched) {
    const entry = index.entries[at]!;
    let total = 0;
    let matched = 0;
    for (const fitOf of fits) {
      let fit = 0;
      for (const id of entry.words) fit = Math.max(fit, fitOf[id]!);
      if (fit > 0) matched++;
      total += fit;
    }
    if (!matched) continue;
    const row = index.rows.get(entry.code)!;
    const coverage = total / typed.length;
    // Every typed word found beats most typed words found; among those, fewer extra words is closer.
    const extra = Math.max(entry.words.length - matched, 0);
    let score =
      coverage + (matched === typed.length ? 1 : 0) - 0.05 * extra + sizeBonus(row) + 0.02 * entry.tier;
    if (entry.words.length === typed.length && matched === typed.length) score += 0.1;
    if (entry.words.map((id) => index.vocabulary[id]).join(' ') === wanted) score += 0.2;
    const previous = best.get(entry.code);
    if (!previous || score > previous.score) {
      best.set(entry.code, { row, title: entry.title, official: entry.official, score });
    }
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.row[1].localeCompare(b.row[1]))
    .slice(0, limit);
}
