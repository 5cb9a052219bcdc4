import { asRange, SAMPLE_ROWS } from '../places';
import { cellOf, reading, type Ctx, type Reading } from './shared';

export const PERCENT_CHANGE =
  /\bpercent(?:age)?\s+(?:change|increase|decrease|difference|growth)\b|%\s*(?:change|increase|decrease|growth|difference)\b|\bgrowth\b|\bchange from\b/i;

/** Rounding, percent change and rank. */
const NUMBER = '(\\d[\\d,]*(?:\\.\\d+)?|\\.\\d+)';
const NOT_PLACES = '(?!\\s*(?:decimals?|dp\\b|places?|digits?|significant))';
/** "nearest 5", "up to the next 0.05", "a multiple of 100", "mround … to 500", "ceiling of A2 to 100". */
const MULTIPLE = [
  new RegExp(`\\bnearest\\s+(?:multiple\\s+of\\s+)?${NUMBER}\\b${NOT_PLACES}`, 'i'),
  new RegExp(`\\bmultiples?\\s+of\\s+${NUMBER}\\b${NOT_PLACES}`, 'i'),
  new RegExp(
    `\\b(?:up|down)\\s+to\\s+(?:the\\s+)?(?:next|previous|nearest)\\s+${NUMBER}\\b${NOT_PLACES}`,
    'i',
  ),
  new RegExp(`\\b(?:mround|ceiling|floor)\\b.*?\\bto\\s+(?:an?\\s+|the\\s+)?${NUMBER}\\b${NOT_PLACES}`, 'i'),
];

/** Decimal places asked for: "2 decimal places", "1 dp", "a whole number". */
function decimalsAsked(text: string): number | null {
  const dec = /\b(\d+)\s+(?:decimal|dp\b|places?)/i.exec(text);
  if (dec) return Number(dec[1]);
  if (/\b(?:whole|integer)\b|\bno decimals\b/i.test(text)) return 0;
  return null;
}

/** "what % is B2 of C2", "what percent of C2 is A2", "B2 as a percentage of C2". */
function percentOf(ctx: Ctx): Reading | null {
  const cells = ctx.places.filter((p) => p.cell || p.kind !== 'ref');
  if (cells.length < 2) return null;
  const P = '(?:%|percent(?:age)?)';
  if (new RegExp(`\\bwhat\\s+${P}\\s+of\\b`, 'i').test(ctx.text))
    return reading('percent-of', { part: cellOf(cells[1]), whole: cellOf(cells[0]) }, ctx);
  if (
    new RegExp(
      `\\bwhat\\s+${P}\\s+(?:is|are)\\b|\\bas\\s+an?\\s+${P}\\s+of\\b|\\b${P}\\s+of\\s+(?:the\\s+)?total\\b`,
      'i',
    ).test(ctx.text)
  )
    return reading('percent-of', { part: cellOf(cells[0]), whole: cellOf(cells[1]) }, ctx);
  return null;
}

export function readNumbers(ctx: Ctx): Reading | null {
  const { text, places } = ctx;
  if (PERCENT_CHANGE.test(text)) {
    const cells = places.filter((p) => p.cell || p.kind !== 'ref');
    const oldFirst = !/\bnew\b.*\bold\b/i.test(text) || /\bfrom\b/i.test(text);
    const [a, b] = oldFirst ? [cells[0], cells[1]] : [cells[1], cells[0]];
    const rounded = /\bround/i.test(text) ? decimalsAsked(text) : null;
    return reading(
      'percent-change',
      { old: cellOf(a), new: cellOf(b), digits: rounded === null ? '' : String(rounded) },
      ctx,
    );
  }
  const share = percentOf(ctx);
  if (share) return share;
  const multiple = MULTIPLE.map((re) => re.exec(text)).find(Boolean);
  if (multiple || /\b(?:mround|ceiling|floor)\b/i.test(text)) {
    const fn = /\bceiling\b|\bup\b|\bnext\b/i.test(text)
      ? 'CEILING'
      : /\bfloor\b|\bdown\b|\bprevious\b/i.test(text)
        ? 'FLOOR'
        : 'MROUND';
    const cell = cellOf(places.find((p) => p.cell || p.kind !== 'ref'));
    if (!multiple || !cell) return null;
    return reading('round-multiple', { fn, cell, multiple: multiple[1]!.replace(/,/g, '') }, ctx);
  }
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
