import type { FieldDef, FormValues, Row } from './fields';

/**
 * A tool's inputs in the page's query string, so a copied link reproduces them:
 * `?amount=25000&rate=6.5` and, for a list of rows, one parameter per row with its cells joined by
 * `*` (`?course=Biology*A*4&course=History*B%2B*3`). The query is read and written here by hand
 * rather than with URLSearchParams so the `*` separators stay readable in the address bar.
 */
/**
 * The longest value a link carries or reads back. A link holding a pasted essay in a number box
 * is no use to anyone, and writing megabytes into the address on every keystroke stalls the page.
 */
const MAX_TEXT = 5000;

export type QueryPairs = readonly (readonly [string, string])[];

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

const encodeValue = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');
const encodeCell = (text: string) => encodeValue(text).replace(/\*/g, '%2A');

/** `?a=1&b=2&b=3` → { a: ['1'], b: ['2', '3'] }, values still raw (cells not yet split). */
export function readQuery(search: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const key = decode(at === -1 ? part : part.slice(0, at));
    const raw = at === -1 ? '' : part.slice(at + 1);
    map.set(key, [...(map.get(key) ?? []), raw]);
  }
  return map;
}

export function writeQuery(pairs: QueryPairs): string {
  return pairs.map(([key, value]) => `${encodeValue(key)}=${value}`).join('&');
}

/** The first value of a parameter, decoded; undefined when absent. */
export function queryValue(query: Map<string, string[]>, key: string): string | undefined {
  const raw = query.get(key)?.[0];
  return raw === undefined ? undefined : decode(raw).slice(0, MAX_TEXT);
}

export function encodeScalar(text: string): string {
  return encodeValue(text.slice(0, MAX_TEXT));
}

export function encodeValues(fields: readonly FieldDef[], values: FormValues): string {
  const pairs: [string, string][] = [];
  for (const field of fields) {
    const value = values[field.key];
    if (field.type === 'rows') {
      const list = Array.isArray(value) ? value : [];
      if (!list.length) pairs.push([field.key, '']);
      for (const row of list) {
        pairs.push([
          field.key,
          field.columns.map((column) => encodeCell((row[column.key] ?? '').slice(0, MAX_TEXT))).join('*'),
        ]);
      }
    } else if (field.type === 'toggle') {
      pairs.push([field.key, value === true ? '1' : '0']);
    } else {
      pairs.push([field.key, encodeValue(typeof value === 'string' ? value.slice(0, MAX_TEXT) : '')]);
    }
  }
  return writeQuery(pairs);
}

/** Values from a query string over `base`; unknown keys are ignored, impossible choices fall back. */
export function decodeValues(fields: readonly FieldDef[], search: string, base: FormValues): FormValues {
  const query = readQuery(search);
  const values: FormValues = { ...base };
  for (const field of fields) {
    const raws = query.get(field.key);
    if (!raws) continue;
    if (field.type === 'rows') {
      const list: Row[] = raws
        .filter((raw) => raw !== '')
        .slice(0, field.maxRows)
        .map((raw) => {
          const cells = raw.split('*').map((cell) => decode(cell).slice(0, 200));
          const row: Row = {};
          field.columns.forEach((column, index) => {
            const cell = cells[index] ?? '';
            const allowed = !column.options || column.options.some((option) => option.value === cell);
            row[column.key] = allowed ? cell : (field.blank[column.key] ?? '');
          });
          return row;
        });
      values[field.key] = list;
    } else if (field.type === 'toggle') {
      values[field.key] = raws[0] === '1' || raws[0] === 'true';
    } else {
      const text = decode(raws[0] ?? '').slice(0, MAX_TEXT);
      if (field.type === 'select' && !field.options.some((option) => option.value === text)) continue;
      values[field.key] = text;
    }
  }
  return values;
}

/** Replaces the query of the current address without a new history entry. */
export function replaceQuery(query: string): void {
  const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
  window.history.replaceState(window.history.state, '', url);
}

/** This page's address with the given query: what "Copy result" shares, even before the address bar catches up. */
export function linkTo(query: string): string {
  return `${window.location.origin}${window.location.pathname}${query ? `?${query}` : ''}`;
}
