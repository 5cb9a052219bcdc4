/**
 * Site search over a static index: one short record per page (title, description, path, section),
 * built from content/routes.ts at build time (scripts/search-index.ts) and fetched by the header's
 * search dialog the first time a visitor opens it. Ranking is plain word matching, weighted by where
 * a word is found, so it is predictable and needs no library.
 */
export type SearchRecord = { title: string; description: string; path: string; section: string };

/** Served from public/, and fetched only once the dialog opens. */
export const SEARCH_INDEX_URL = '/search-index.json';

/** Stored as an object of columns rather than rows: the keys are not repeated 258 times. */
export type SearchIndexFile = {
  version: 1;
  fields: ['title', 'description', 'path', 'section'];
  rows: string[][];
};

export function packIndex(records: readonly SearchRecord[]): SearchIndexFile {
  return {
    version: 1,
    fields: ['title', 'description', 'path', 'section'],
    rows: records.map((record) => [record.title, record.description, record.path, record.section]),
  };
}

export function unpackIndex(file: SearchIndexFile): SearchRecord[] {
  if (file.version !== 1) throw new Error(`Unknown search index version ${String(file.version)}`);
  return file.rows.map(([title = '', description = '', path = '', section = '']) => ({
    title,
    description,
    path,
    section,
  }));
}

/** Lower case without accents, so "resume" finds "Résumé" and "Cafe" finds "café". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function terms(query: string): string[] {
  return [...new Set(fold(query).match(/[\p{L}\p{N}]+/gu) ?? [])];
}

function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

type Prepared = {
  record: SearchRecord;
  title: string[];
  section: string[];
  description: string[];
  path: string[];
};

export type Searcher = (query: string, limit?: number) => SearchRecord[];

/**
 * A term scores by the best field it matches: a whole word beats the start of a word, and the title
 * beats the section, the path and then the description. Every term must match somewhere, so adding
 * a word narrows the results. A title that starts with the whole query comes first.
 */
export function createSearcher(records: readonly SearchRecord[]): Searcher {
  const prepared: Prepared[] = records.map((record) => ({
    record,
    title: words(record.title),
    section: words(record.section),
    description: words(record.description),
    path: words(record.path.replace(/-/g, ' ')),
  }));
  const fieldWeights: [keyof Omit<Prepared, 'record'>, number][] = [
    ['title', 10],
    ['section', 6],
    ['path', 4],
    ['description', 2],
  ];

  function termScore(entry: Prepared, term: string): number {
    let best = 0;
    for (const [field, weight] of fieldWeights) {
      for (const word of entry[field]) {
        const score = word === term ? weight : word.startsWith(term) ? weight * 0.6 : 0;
        if (score > best) best = score;
      }
    }
    return best;
  }

  return (query, limit = 20) => {
    const wanted = terms(query);
    if (wanted.length === 0) return [];
    const phrase = wanted.join(' ');
    const scored: { record: SearchRecord; score: number }[] = [];
    for (const entry of prepared) {
      let score = 0;
      let all = true;
      for (const term of wanted) {
        const one = termScore(entry, term);
        if (one === 0) {
          all = false;
          break;
        }
        score += one;
      }
      if (!all) continue;
      const title = entry.title.join(' ');
      if (title.startsWith(phrase)) score += 8;
      else if (title.includes(phrase)) score += 4;
      scored.push({ record: entry.record, score });
    }
    scored.sort(
      (a, b) =>
        b.score - a.score ||
        a.record.title.length - b.record.title.length ||
        a.record.path.localeCompare(b.record.path),
    );
    return scored.slice(0, limit).map((item) => item.record);
  };
}

export type SnippetPart = { text: string; match: boolean };

/**
 * The description cut to about `length` characters around the first matched word, split into
 * parts so the page can mark the matches without injecting HTML.
 */
export function snippet(text: string, query: string, length = 160): SnippetPart[] {
  const wanted = terms(query);
  const folded = fold(text);
  // Folding keeps one code unit per character for Latin text, so indexes line up with `text`.
  let aligned = folded.length === text.length;
  let start = 0;
  if (aligned && text.length > length) {
    const first = Math.min(
      ...wanted.map((term) => {
        const at = folded.search(new RegExp(`(^|[^\\p{L}\\p{N}])${escape(term)}`, 'u'));
        return at < 0 ? Infinity : at;
      }),
    );
    if (Number.isFinite(first) && first > length / 2) start = text.lastIndexOf(' ', first - length / 3) + 1;
  }
  let cut = text.slice(start, start + length);
  if (start + length < text.length)
    cut = `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
  if (start > 0) cut = `…${cut}`;
  const foldedCut = fold(cut);
  aligned &&= foldedCut.length === cut.length;
  if (!aligned || wanted.length === 0) return [{ text: cut, match: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${wanted.map(escape).join('|')})[\\p{L}\\p{N}]*`, 'giu');
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const found of foldedCut.matchAll(pattern)) {
    const at = found.index;
    if (at > last) parts.push({ text: cut.slice(last, at), match: false });
    parts.push({ text: cut.slice(at, at + found[0].length), match: true });
    last = at + found[0].length;
  }
  if (last < cut.length) parts.push({ text: cut.slice(last), match: false });
  return parts;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
