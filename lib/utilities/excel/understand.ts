import { extentOf, findPlaces } from './places';
import { readArrays } from './read/arrays';
import { readDates } from './read/dates';
import { readBands, readIf, readIferror } from './read/logic';
import { readLookup } from './read/lookup';
import { PERCENT_CHANGE, readNumbers } from './read/numbers';
import type { Ctx, Reading } from './read/shared';
import { readLastFilled, readSplit } from './read/split';
import { readText } from './read/text';
import { readAggregate } from './read/totals';

export type { Reading } from './read/shared';

// Slips people make often enough to be worth reading through.
const TYPOS: [RegExp, string][] = [
  [/\b(?:averge|avrage|avarage|averag|avg)\b/gi, 'average'],
  [/\b(?:yrs)\b/gi, 'years'],
  [/\b(?:mnths|mths)\b/gi, 'months'],
  [/\b(?:lenght)\b/gi, 'length'],
  [/\b(?:charcters|charactors)\b/gi, 'characters'],
  [/\b(?:uniqe|uniq)\b/gi, 'unique'],
];

/**
 * Reads a request written in plain English ("average salary in column D where department in
 * column B is Sales") into a task and its fields: the function, the visitor's own ranges,
 * columns and sample headers, and the conditions. Null when nothing in it is understood.
 */
export function understand(description: string): Reading | null {
  let text = description.trim();
  if (!text) return null;
  for (const [re, to] of TYPOS) text = text.replace(re, to);
  const places = findPlaces(text);
  const ctx: Ctx = { text, places, extent: extentOf(places), notes: [] };
  const startsWithIf = /^\s*(?:check\s+)?(?:whether|if)\b/i.test(text);
  if (/\biferror\b|\bif error\b|\berrors?\b|#n\/a|#div/i.test(text)) return readIferror(ctx);
  if (
    /\b(?:bands?|grades?|tiers?|brackets?|levels?|ifs)\b/i.test(text) ||
    /\b(?:otherwise|else)\b/i.test(text)
  ) {
    const bands = readBands(ctx);
    if (bands) return bands;
  }
  if (startsWithIf) {
    const r = readIf(ctx);
    if (r) return r;
  }
  // A lookup function named outright wins over words such as "where" or "return".
  const namedLookup = /\b(?:x?lookup|vlookup|index[\s:-]*match|look\s*up)\b/i.test(text);
  return (
    (namedLookup ? readLookup(ctx) : null) ??
    (PERCENT_CHANGE.test(text) ? readNumbers(ctx) : null) ??
    readLastFilled(ctx) ??
    readSplit(ctx) ??
    readDates(ctx) ??
    readText(ctx) ??
    readArrays(ctx) ??
    readNumbers(ctx) ??
    (/\b(?:x?lookup|vlookup|look\s*up|index|match(?:es)?|find|get|fetch|return|retrieve|pull|which|what)\b/i.test(
      text,
    )
      ? readLookup(ctx)
      : null) ??
    readAggregate(ctx)
  );
}
