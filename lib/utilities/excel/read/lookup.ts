import { findConditions } from '../conditions';
import { asCell, asRange, SAMPLE_IDS, SAMPLE_ROWS, type Place } from '../places';
import { columnLetters } from '../parse';
import { SAMPLE_GRID } from '../sample';
import { ordinal, quote, reading, type Ctx, type Reading } from './shared';

/** Names in the sample (Ana, Lopez…) that a request can look up: "the salary for Chloe". */
const SAMPLE_NAMES: { value: string; col: number }[] = [2, 3].flatMap((col) =>
  SAMPLE_GRID.slice(1).map((row) => ({ value: String(row[col - 1]), col })),
);

/**
 * XLOOKUP, VLOOKUP or INDEX/MATCH: the value (a sample ID, a quoted text, a cell or "where X is Y"),
 * where it is looked up, what is returned and what to show when it is missing.
 */
export function readLookup(ctx: Ctx): Reading | null {
  const { text, places } = ctx;
  const missingAt =
    /(?:,\s*)?(?:(?:show|return|display|give)\s+)?(["'“‘][^"'”’]*["'”’]|[\w ]+?)\s+if\s+(?:it'?s\s+)?(?:not found|missing|no match)\b|\bif\s+(?:not found|missing|no match)\s*,?\s*(?:show|return|display|give)?\s*(.+)$/i.exec(
      text,
    );
  const missing = missingAt
    ? (missingAt[1] ?? missingAt[2] ?? '').trim().replace(/^["'“‘]|["'”’]$/g, '')
    : '';
  const body = missingAt ? text.slice(0, missingAt.index) : text;
  const inBody = places.filter((p) => p.start < body.length);
  const id = /\b([A-Z]\d{3,})\b/.exec(body);
  const quoted = /["'“‘]([^"'”’]+)["'”’]/.exec(body);
  let value = '';
  let lookup: Place | undefined;
  const conditions = findConditions(body, inBody).filter(
    (c) => !c.criteria.startsWith('>') && !c.criteria.startsWith('<'),
  );
  if (id && SAMPLE_IDS.has(id[1]!.toUpperCase())) {
    value = `"${id[1]!.toUpperCase()}"`;
    lookup = { start: -1, end: -1, kind: 'header', sheet: null, c1: 1, c2: 1, rows: null, cell: false };
  } else if (quoted) value = `"${quoted[1]}"`;
  const rest = inBody.filter((p) => p !== lookup);
  // "where A2:A100 matches E2": the tested place is searched for the value after it.
  const matched = !value
    ? conditions.find((c) => rest.some((p) => p.cell && asCell(p) === c.criteria.toUpperCase()))
    : undefined;
  const cellValue = matched
    ? rest.find((p) => p.cell && asCell(p) === matched.criteria.toUpperCase())
    : !value
      ? rest.find((p) => p.cell)
      : undefined;
  if (cellValue) value = asCell(cellValue);
  if (matched) lookup = matched.place;
  // "the ID in K2": the value is an ID, so IDs are where it is looked up.
  else if (cellValue?.about) lookup = cellValue.about;
  const others = rest.filter((p) => p !== cellValue);
  if (!value) {
    const name = SAMPLE_NAMES.find((n) => new RegExp(`\\b${n.value}\\b`).test(body));
    if (name) {
      value = quote(name.value);
      lookup = {
        start: -1,
        end: -1,
        kind: 'header',
        sheet: null,
        c1: name.col,
        c2: name.col,
        rows: null,
        cell: false,
      };
    }
  }
  if (!value && conditions[0]) {
    value = quote(conditions[0].criteria);
    lookup = conditions[0].place;
  }
  if (!value) return null;
  const isVlookup = /\bvlookup\b/i.test(text);
  const remaining = others.filter((p) => p !== lookup);
  if (!lookup) {
    const after = cellValue ? remaining.filter((p) => p.start > cellValue.end) : remaining;
    lookup = after.find(
      (p) =>
        /\b(?:in|from|within|against)\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, p.start - 12), p.start)) &&
        !/\breturn(?:ing)?\s+$/i.test(text.slice(Math.max(0, p.start - 10), p.start)),
    );
    if (!lookup && !isVlookup) lookup = after[0];
  }
  const ret = remaining.find((p) => p !== lookup && (p.kind === 'header' || p.kind === 'column' || !p.cell));
  const extent = ctx.extent;
  if (isVlookup) {
    const table =
      remaining.find((p) => p.c2 > p.c1) ?? (lookup && lookup.c2 > lookup.c1 ? lookup : undefined);
    const tableRange = table
      ? asRange(table, extent)
      : ret
        ? `A${SAMPLE_ROWS[0]}:${columnLetters(ret.c1)}${SAMPLE_ROWS[1]}`
        : '';
    const col =
      ordinal(text.replace(/\bcolumns\s+[A-Z]\s+to\s+[A-Z]\b/i, '')) || (ret && !table ? ret.c1 : 0);
    return reading('vlookup', { value, table: tableRange, col: String(col || ''), match: 'FALSE' }, ctx);
  }
  if (!lookup || !ret) return null;
  const task = /\bindex\b/i.test(text) ? 'index-match' : 'xlookup';
  return reading(task, { value, lookup: asRange(lookup, extent), ret: asRange(ret, extent), missing }, ctx);
}
