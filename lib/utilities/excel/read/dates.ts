import { readValue } from '../conditions';
import { asRange } from '../places';
import { dateParts } from '../refs';
import { cellOf, reading, type Ctx, type Reading } from './shared';

/** Working days, time between dates, month ends, shifted dates, date parts and today. */
export function readDates(ctx: Ctx): Reading | null {
  const { text, places } = ctx;
  const cells = places.filter((p) => p.cell || p.kind !== 'ref');
  const today = /\btoday\b|\bnow\b/i.test(text);
  if (/\b(?:working|business|work)\s+days\b|\bworkdays\b|\bnetworkdays\b|\bweekdays between\b/i.test(text)) {
    const holidayAt = text.search(/\bholidays?\b/i);
    const holiday =
      holidayAt >= 0 ? places.find((p) => !p.cell && p.kind === 'ref' && p.start > holidayAt) : undefined;
    const dates = cells.filter((p) => p !== holiday);
    // "from today to the deadline in F2": today is the start.
    const todayFirst = today && dates[0] && text.search(/\btoday\b|\bnow\b/i) < dates[0].start;
    if (todayFirst && !dates[1])
      return reading(
        'networkdays',
        { start: '', end: cellOf(dates[0]), holidays: holiday ? asRange(holiday, ctx.extent) : '' },
        ctx,
      );
    if (!dates[1] && !today)
      ctx.notes.push(
        'No cell was recognised for the end date, so TODAY() is used; type your end date cell below.',
      );
    return reading(
      'networkdays',
      {
        start: cellOf(dates[0]),
        end: cellOf(dates[1]),
        holidays: holiday ? asRange(holiday, ctx.extent) : '',
      },
      ctx,
    );
  }
  const since = /\bdays\s+(since|ago|until|till|left|to go|remaining)\b/i.exec(text);
  if (since && !/\bbetween\b/i.test(text)) {
    // "days until 31 Dec 2025": a date written in the request rather than a cell.
    const after = text
      .slice(since.index + since[0].length)
      .replace(/^\s*(?:until|till|to|since|from)?\s*/i, '');
    const typed = readValue(after);
    const date = typed && dateParts(typed.value) ? typed.value : undefined;
    return reading(
      'days-since',
      { cell: date ?? cellOf(cells[0]), direction: /since|ago/i.test(since[1]!) ? 'since' : 'until' },
      ctx,
    );
  }
  const between =
    /\b(years|months|days)\s+(?:between|from|since|of service)\b|\b(year|month|day)s?\s+between\b|\b(age)\b|\bhow old\b|\bborn\b|\bdatedif\b|\b(tenure)\b/i.exec(
      text,
    );
  if (between) {
    const word = between[1] ?? between[2] ?? '';
    const unit = /^d/i.test(word) ? 'D' : /^m/i.test(word) ? 'M' : 'Y';
    return reading('datedif', { start: cellOf(cells[0]), end: cellOf(cells[1]), unit }, ctx);
  }
  const monthEdge =
    /\b(?:(first|last) day of (?:the )?(?:(next|previous|last|following|prior) )?month|(?:end|start|beginning) of (?:the )?(?:(next|previous|last|following|prior) )?month|month[- ](?:end|start)|eomonth)\b/i.exec(
      text,
    );
  if (monthEdge) {
    const shift = /(\d+)\s+months?\s+(after|later|ahead|from now|before|earlier|back)/i.exec(text);
    const near = monthEdge[2] ?? monthEdge[3];
    const months = shift
      ? Number(shift[1]) * (/before|earlier|back/i.test(shift[2]!) ? -1 : 1)
      : near
        ? /next|following/i.test(near)
          ? 1
          : -1
        : 0;
    const first = /^first|^start|^beginning|month[- ]start/i.test(monthEdge[0]);
    return reading(
      'eomonth',
      { start: cellOf(cells[0]), months: String(months), day: first ? 'first' : 'last' },
      ctx,
    );
  }
  if (/\bquarter\b/i.test(text) && cells[0])
    return reading('date-part', { fn: 'QUARTER', cell: cellOf(cells[0]) }, ctx);
  const add =
    /\b(?:add|plus)\s+(\d+)\s+(days?|weeks?|months?|years?)\b/i.exec(text) ??
    /\b(\d+)\s+(days?|weeks?|months?|years?)\s+(after|before|from|later|earlier|ago|prior)\b/i.exec(text) ??
    /\bedate\b.*?(-?\d+)\s*(months?)?/i.exec(text);
  if (add) {
    const back = /before|earlier|ago|prior/i.test(add[3] ?? '') || /\b(?:subtract|minus)\b/i.test(text);
    let n = Number(add[1]) * (back ? -1 : 1);
    let unit = /^y/i.test(add[2] ?? '')
      ? 'years'
      : /^d/i.test(add[2] ?? '')
        ? 'days'
        : /^w/i.test(add[2] ?? '')
          ? 'days'
          : 'months';
    if (/^w/i.test(add[2] ?? '')) n *= 7;
    if (!add[2]) unit = 'months';
    return reading('shift-date', { cell: cellOf(cells[0]), amount: String(n), unit }, ctx);
  }
  const name = /\b(month|weekday|day)\s+name\b|\bname of the (month|day)\b/i.exec(text);
  if (name)
    return reading(
      'text-format',
      { cell: cellOf(cells[0]), code: /month/i.test(name[0]) ? 'mmmm' : 'dddd' },
      ctx,
    );
  if (/\bday of (?:the )?week\b|\bweekday\b/i.test(text))
    return reading('date-part', { fn: 'WEEKDAY', cell: cellOf(cells[0]) }, ctx);
  const part =
    /\b(year|month|day)\s+(?:is\s+)?(?:of|from|in|for)\b|\b(?:get|extract|pull)\s+(?:the\s+)?(year|month|day)\b/i.exec(
      text,
    );
  if (part && cells[0])
    return reading('date-part', { fn: (part[1] ?? part[2]!).toUpperCase(), cell: cellOf(cells[0]) }, ctx);
  if (/\btoday'?s date\b|\bcurrent date\b|^\s*(?:=\s*)?today\s*\(?\)?\s*$|\bdate today\b/i.test(text))
    return reading('today', {}, ctx);
  return null;
}
