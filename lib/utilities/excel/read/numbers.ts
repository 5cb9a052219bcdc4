import { asRange, SAMPLE_ROWS } from '../places';
import { cellOf, reading, type Ctx, type Reading } from './shared';

export const PERCENT_CHANGE =
  /\bpercent(?:age)?\s+(?:change|increase|decrease|difference|growth)\b|%\s*(?:change|increase|decrease|growth|difference)\b|\bgrowth\b|\bchange from\b/i;

/** Rounding, percent change and rank. */
export function readNumbers(ctx: Ctx): Reading | null {
  const { text, places } = ctx;
  if (/\bround(?:ed|ing)?\b|\broundup\b|\brounddown\b/i.test(text)) {
    const fn = /\bround(?:ed)?\s*up\b|\broundup\b/i.test(text)
      ? 'ROUNDUP'
      : /\bround(?:ed)?\s*down\b|\brounddown\b/i.test(text)
        ? 'ROUNDDOWN'
        : 'ROUND';
    const places10 = /\bnearest\s+(ten|hundred|thousand|million)\b/i.exec(text);
    const dec = /\b(\d+)\s+(?:decimal|dp\b|places?)/i.exec(text);
    const digits = places10
      ? -{ ten: 1, hundred: 2, thousand: 3, million: 6 }[places10[1]!.toLowerCase() as 'ten']!
      : dec
        ? Number(dec[1])
        : 0;
    return reading('round', { fn, cell: cellOf(places[0]), digits: String(digits) }, ctx);
  }
  if (PERCENT_CHANGE.test(text)) {
    const cells = places.filter((p) => p.cell || p.kind !== 'ref');
    const oldFirst = !/\bnew\b.*\bold\b/i.test(text) || /\bfrom\b/i.test(text);
    const [a, b] = oldFirst ? [cells[0], cells[1]] : [cells[1], cells[0]];
    return reading('percent-change', { old: cellOf(a), new: cellOf(b) }, ctx);
  }
  if (/\brank\b/i.test(text)) {
    const cell = places.find((p) => p.cell) ?? places[0];
    const list = places.find((p) => !p.cell && p !== cell) ?? cell;
    return reading(
      'rank',
      {
        cell: cellOf(cell),
        range: list ? asRange(list, ctx.extent ?? SAMPLE_ROWS) : '',
        order: /\blowest\b|\bascending\b|\bsmallest\b/i.test(text) ? '1' : '0',
      },
      ctx,
    );
  }
  return null;
}
