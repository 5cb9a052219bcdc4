import { findConditions, type Condition } from '../conditions';
import { asRange } from '../places';
import { AGG, pairs, reading, type Ctx, type Reading } from './shared';

/** The *IFS task for each aggregate, and the field holding the numbers it works on. */
const IFS = {
  SUM: { id: 'sumifs', key: 'sum' },
  AVERAGE: { id: 'averageifs', key: 'avg' },
  MAX: { id: 'maxifs', key: 'values' },
  MIN: { id: 'minifs', key: 'values' },
} as const;

/** SUM, AVERAGE, COUNT, MIN or MAX of a range, as their *IFS versions when conditions are named. */
export function readAggregate(ctx: Ctx): Reading | null {
  const { text, places } = ctx;
  const found = AGG.map((a) => ({ ...a, at: text.search(a.re) }))
    .filter((a) => a.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (!found) return null;
  const conditions: Condition[] = findConditions(text, places);
  const condPlaces = new Set(conditions.map((c) => c.place));
  let target = places.find((p) => !condPlaces.has(p));
  if (found.fn === 'COUNT') {
    const blankCells =
      /(?<!non-?|not\s)\b(?:blank|empty)(?:s|\s+(?:cells|rows|values))?\s+(?:in|of)\s+/i.exec(text);
    const filled =
      /\b(?:non-?blank|non-?empty|not (?:blank|empty)|filled)\s+(?:cells|rows|values)?\s*(?:in|of)\s+/i.exec(
        text,
      );
    const numbers = /\bcount\s+(?:the\s+)?numbers\s+in\b/i.exec(text);
    const onTarget = target && (blankCells || filled) ? target : undefined;
    if (onTarget && blankCells && conditions.length) conditions.unshift({ place: onTarget, criteria: '' });
    else if (onTarget && !conditions.length)
      return reading(
        'aggregate',
        { fn: blankCells ? 'COUNTBLANK' : 'COUNTA', range: asRange(onTarget, ctx.extent) },
        ctx,
      );
    if (numbers && target && !conditions.length)
      return reading('aggregate', { fn: 'COUNT', range: asRange(target, ctx.extent) }, ctx);
    if (conditions.length === 1 && !target) {
      const only = conditions[0]!;
      if (only.criteria === '<>')
        return reading('aggregate', { fn: 'COUNTA', range: asRange(only.place, ctx.extent) }, ctx);
      if (only.criteria === '')
        return reading('aggregate', { fn: 'COUNTBLANK', range: asRange(only.place, ctx.extent) }, ctx);
    }
    if (!conditions.length) {
      if (!target) return null;
      return reading('aggregate', { fn: 'COUNTA', range: asRange(target, ctx.extent) }, ctx);
    }
    return reading('countifs', pairs(conditions, ctx), ctx);
  }
  const numeric = conditions.find((c) => /^[<>]|^-?\d/.test(c.criteria));
  if (!target && numeric) {
    // "sum of salary between 60000 and 70000": the tested column is also the one added up.
    target = numeric.place;
  }
  if (!target && conditions.length && found.fn !== 'MEDIAN') {
    // "sum Amount where Department is Sales": the conditions are read, the numbers are not.
    ctx.notes.push(
      'No column of numbers was recognised, so the sample’s Salary column is used; type your range.',
    );
    const { id, key } = IFS[found.fn];
    return reading(id, { [key]: undefined, ...pairs(conditions, ctx) }, ctx);
  }
  if (!target) return null;
  if (
    /\b(?:excluding|ignoring|without|except|skip(?:ping)?)\s+(?:the\s+)?(?:zeros?|zeroes|0s?)\b|\bnon-?zero\b/i.test(
      text,
    )
  )
    conditions.push({ place: target, criteria: '<>0' });
  const range = asRange(target, ctx.extent);
  if (!conditions.length) return reading('aggregate', { fn: found.fn, range }, ctx);
  // Excel has no MEDIANIFS; rather no answer than a median that ignores the conditions.
  if (found.fn === 'MEDIAN') return null;
  const { id, key } = IFS[found.fn];
  return reading(id, { [key]: range, ...pairs(conditions, ctx) }, ctx);
}
