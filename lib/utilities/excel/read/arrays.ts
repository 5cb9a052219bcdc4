import { findConditions } from '../conditions';
import { asRange } from '../places';
import { AGG, ordinal, reading, toTest, wholeTable, type Ctx, type Reading } from './shared';

/** UNIQUE (sorted or counted), SORT and FILTER. */
export function readArrays(ctx: Ctx): Reading | null {
  const { text, places } = ctx;
  const target = places[0];
  if (/\b(?:unique|distinct|different)\b/i.test(text) && /\b(?:count|how many|number of)\b/i.test(text)) {
    if (!target) return null;
    return reading('count-unique', { range: asRange(target, ctx.extent) }, ctx);
  }
  if (/\b(?:unique|distinct|dedupe|de-duplicate|remove duplicates|without duplicates)\b/i.test(text)) {
    if (!target) return null;
    return reading(
      'unique',
      {
        range: asRange(target, ctx.extent),
        sorted: /\bsort|alphabetical|a to z|a-z/i.test(text) ? 'yes' : 'no',
      },
      ctx,
    );
  }
  if (/\bsort(?:ed)?\b|\border by\b|\balphabetical(?:ly)?\b|\brank(?:ed)? list\b/i.test(text)) {
    const desc =
      /\bdesc(?:ending)?\b|\bhighest first\b|\blargest first\b|\bz to a\b|\bhigh(?:est)? to low(?:est)?\b|\blargest to smallest\b|\bnewest to oldest\b|\bbiggest first\b|\bnewest first\b|\breverse\b/i.test(
        text,
      );
    const range = places.find((p) => p.kind !== 'header');
    if (range) {
      const by = ordinal(text) || 1;
      const single = range.c1 === range.c2 && by === 1;
      return reading(
        'sort',
        { range: asRange(range, ctx.extent), by: single ? '1' : String(by), order: desc ? '-1' : '1' },
        ctx,
      );
    }
    const header = places.find((p) => p.kind === 'header');
    if (!header) return null;
    // "sort salary" sorts that column; "sort the rows by salary" sorts the whole table by it.
    if (!/\bby\b|\brows\b|\btable\b|\bdata\b|\beveryone\b|\bemployees\b/i.test(text))
      return reading('sort', { range: asRange(header, ctx.extent), by: '1', order: desc ? '-1' : '1' }, ctx);
    return reading('sort', { range: wholeTable(ctx), by: String(header.c1), order: desc ? '-1' : '1' }, ctx);
  }
  const counting = AGG.some((a) => a.re.test(text.slice(0, 12)));
  if (
    !counting &&
    (/\bfilter\b|\b(?:show|list|return)\b.*\bwhere\b|\brows where\b|\ball rows\b/i.test(text) ||
      /\b(?:show|list)\b.*\b(?:names|rows)\b/i.test(text))
  ) {
    const conditions = findConditions(text, places);
    const cond = conditions[0];
    if (!cond) return null;
    const returned = places.find(
      (p) => p !== cond.place && !conditions.some((c) => c.place === p) && p.start < cond.place.start,
    );
    const range =
      returned && !/\brows\b/i.test(text.slice(0, returned.start))
        ? asRange(returned, ctx.extent)
        : wholeTable(ctx);
    const test = toTest(cond.criteria);
    return reading(
      'filter',
      { range, test: asRange(cond.place, ctx.extent), op: test.op, equals: test.value, empty: '' },
      ctx,
    );
  }
  return null;
}
