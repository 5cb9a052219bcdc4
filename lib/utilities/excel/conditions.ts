import { SAMPLE_GRID } from './sample';
import type { Place } from './places';

/** A condition read from a request: a place and a criteria as typed into a COUNTIFS field. */
export type Condition = { place: Place; criteria: string };

const STOP =
  /\s+(?:and|or|where|when|if|then|else|otherwise|in|for|with|who|which|that|show|say|return|give|from|to|excluding)\b|[,.;?!]|\s*$/i;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY_MONTH_YEAR = new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}\\.?,?\\s+(\\d{4})\\b`, 'i');
const MONTH_DAY_YEAR = new RegExp(`^${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'i');

/**
 * A date written out at the start of text ("1 Jan 2025", "January 1, 2025") as yyyy-mm-dd,
 * the form every reader and DATE() writer already takes.
 */
export function writtenDate(text: string): { iso: string; length: number } | null {
  const dmy = DAY_MONTH_YEAR.exec(text);
  const mdy = dmy ? null : MONTH_DAY_YEAR.exec(text);
  if (!dmy && !mdy) return null;
  const [day, month, year] = dmy ? [dmy[1]!, dmy[2]!, dmy[3]!] : [mdy![2]!, mdy![1]!, mdy![3]!];
  const m = MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1;
  const d = Number(day);
  if (d < 1 || d > 31) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { iso: `${year}-${pad(m)}-${pad(d)}`, length: (dmy ?? mdy)![0].length };
}

/** A value at the start of text: "quoted", a date, a number, or words up to a stop word. */
export function readValue(text: string): { value: string; length: number } | null {
  const lead = /^\s*/.exec(text)![0].length;
  const rest = text.slice(lead);
  const quoted = /^(["'“‘])(.*?)["'”’]/.exec(rest);
  if (quoted) return { value: quoted[2]!, length: lead + quoted[0].length };
  const date = /^(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\/\d{1,2}\/\d{4})\b/.exec(rest);
  if (date) return { value: date[1]!, length: lead + date[0].length };
  const written = writtenDate(rest);
  if (written) return { value: written.iso, length: lead + written.length };
  const num = /^-?\$?\d[\d,]*(?:\.\d+)?(k)?(?![\w/])/i.exec(rest);
  if (num) {
    const n = Number(num[0].replace(/[$,k]/gi, '')) * (num[1] ? 1000 : 1);
    return { value: String(n), length: lead + num[0].length };
  }
  const stop = STOP.exec(rest);
  const words = rest.slice(0, stop ? stop.index : rest.length).trim();
  if (!words || /^(?:the|a|an)$/i.test(words)) return null;
  return { value: words.replace(/^(?:the|a|an)\s+/i, ''), length: lead + words.length };
}

const OPS: [RegExp, string][] = [
  [
    /^(?:>=|=>|greater than or equal to|more than or equal to|at least|no less than|or more|on or after)(?![a-z])/i,
    '>=',
  ],
  [/^(?:<=|=<|less than or equal to|at most|no more than|up to|on or before)(?![a-z])/i, '<='],
  [
    /^(?:<>|!=|not equal to|isn'?t|is not|are not|not counting|not including|not|other than|except(?: for)?)(?![a-z])/i,
    '<>',
  ],
  [
    /^(?:>|greater than|more than|over|above|exceeds?|exceeding|higher than|bigger than|after)(?![a-z])/i,
    '>',
  ],
  [/^(?:<|less than|fewer than|under|below|lower than|smaller than|before)(?![a-z])/i, '<'],
  [/^(?:==|=|equals?|equal to|says|is|are|matches|of)(?![a-z])/i, '='],
];

/** A year alone ("before 2020") against a date column means that year's first or last day. */
function asDate(op: string, value: string): string {
  if (!/^(19|20)\d\d$/.test(value)) return value;
  return op === '>' || op === '<=' ? `12/31/${value}` : `1/1/${value}`;
}

/**
 * The test that follows a subject: "is Sales", "greater than 100", "between 1 and 5",
 * "contains north", "is blank", "is not Closed", ">= 70000". Returns COUNTIFS-style criteria.
 */
export function readTest(text: string, isDate = false): { criteria: string[]; length: number } | null {
  const lead =
    /^\s*(?:(?:if|where|when)\s+(?:it|they)\s+)?(?:(?:cells?|values?|rows?)\s+)?(?:(?:that|which|who)\s+)?(?:(?:is|are|was|were)\s+(?=between|blank|empty|not|non|greater|more|less|over|under|above|below|at|after|before|on or|equal|[<>=!]))?/i.exec(
      text,
    )![0].length;
  const rest = text.slice(lead);
  const between = /^between\s+/i.exec(rest);
  if (between) {
    const a = readValue(rest.slice(between[0].length));
    if (!a) return null;
    const after = rest.slice(between[0].length + a.length);
    const and = /^\s*(?:and|to|-)\s*/i.exec(after);
    const b = and ? readValue(after.slice(and[0].length)) : null;
    if (!b) return null;
    return {
      criteria: [
        `>=${isDate ? asDate('>=', a.value) : a.value}`,
        `<=${isDate ? asDate('<=', b.value) : b.value}`,
      ],
      length: lead + between[0].length + a.length + and![0].length + b.length,
    };
  }
  // "dates in 2024": the whole year, first day to last.
  const year = isDate ? /^(?:in|during|from)\s+((?:19|20)\d\d)\b(?![-/])/i.exec(rest) : null;
  if (year)
    return {
      criteria: [`>=${asDate('>=', year[1]!)}`, `<=${asDate('<=', year[1]!)}`],
      length: lead + year[0].length,
    };
  const blank = /^(?:(not|non)[- ]?(?:blank|empty)|(?:blank|empty)\b)/i.exec(rest);
  if (blank) return { criteria: [blank[1] ? '<>' : ''], length: lead + blank[0].length };
  const contains =
    /^(?:contains?|containing|includes?|including|has|have|with)\s+(?:the\s+)?(?:(?:word|text|phrase|string)\s+)?/i.exec(
      rest,
    );
  if (contains) {
    const v = readValue(rest.slice(contains[0].length));
    return v ? { criteria: [`*${v.value}*`], length: lead + contains[0].length + v.length } : null;
  }
  const starts = /^(?:starts?|begins?)\s+with\s+/i.exec(rest);
  if (starts) {
    const v = readValue(rest.slice(starts[0].length));
    return v ? { criteria: [`${v.value}*`], length: lead + starts[0].length + v.length } : null;
  }
  for (const [re, op] of OPS) {
    const m = re.exec(rest);
    if (!m) continue;
    const v = readValue(rest.slice(m[0].length));
    if (!v) return null;
    // "not Closed" reads the value after "not"; a bare "is" keeps the value as typed.
    const value = isDate ? asDate(op, v.value) : v.value;
    if (/^(?:blank|empty)$/i.test(value))
      return { criteria: [op === '<>' ? '<>' : ''], length: lead + m[0].length + v.length };
    return { criteria: [op === '=' ? value : `${op}${value}`], length: lead + m[0].length + v.length };
  }
  return null;
}

const isDateColumn = (p: Place, text: string) =>
  p.kind === 'header'
    ? /date|started|joined/i.test(text.slice(p.start, p.end))
    : /\bdates?\b/i.test(text.slice(Math.max(0, p.start - 12), p.end));

/** Text values of the sample's category columns (Department, Region), for "in Sales", "for HR". */
const CATEGORY_VALUES: { value: string; col: number }[] = (() => {
  const out: { value: string; col: number }[] = [];
  const width = SAMPLE_GRID[0]!.length;
  for (let c = 0; c < width; c++) {
    const values = new Set(SAMPLE_GRID.slice(1).map((r) => r[c]));
    if (values.size <= 4 && [...values].every((v) => typeof v === 'string'))
      for (const v of values) out.push({ value: v as string, col: c + 1 });
  }
  return out;
})();

/**
 * The conditions in a request: a test after each place, "more than 40 hours" (a test before a
 * header) and the sample's category values on their own ("in Sales").
 */
export function findConditions(text: string, places: readonly Place[]): Condition[] {
  const found: Condition[] = [];
  const used = new Set<Place>();
  places.forEach((p) => {
    // Read on past the next place: a value can be a cell ("matches E2").
    const after = text.slice(p.end);
    const test = readTest(after, isDateColumn(p, text) || /\bdates?\b/i.test(text.slice(p.end, p.end + 25)));
    if (test) {
      used.add(p);
      for (const criteria of test.criteria) found.push({ place: p, criteria });
    }
  });
  for (const p of places) {
    if (p.kind !== 'header' || used.has(p)) continue;
    const before = text.slice(0, p.start);
    const m =
      /\b(more than|over|above|at least|less than|under|below|fewer than|at most)\s+(\d[\d,.]*)\s*$/i.exec(
        before,
      );
    if (!m) continue;
    const test = readTest(`${m[1]} ${m[2]}`);
    if (test) {
      used.add(p);
      found.push({ place: p, criteria: test.criteria[0]! });
    }
  }
  for (const { value, col } of CATEGORY_VALUES) {
    // Only after in/for/from ("in Sales", "for the West"), so "sum sales in column C" is no condition.
    const m = new RegExp(
      `\\b(?:in|for|from|at|(excluding|except(?:\\s+for)?|not counting|not including|other than|apart from|but not|without))\\s+(?:the\\s+)?(${value})\\b`,
      'i',
    ).exec(text);
    if (!m) continue;
    const criteria = m[1] ? `<>${value}` : value;
    const same = (c: Condition) => c.criteria.replace(/^<>/, '').toLowerCase() === value.toLowerCase();
    // "salary except Sales" was read after Salary; Sales is a department, so it tests Department.
    const misplaced = found.find((c) => same(c) && c.place.kind === 'header' && c.place.c1 !== col);
    if (misplaced) found.splice(found.indexOf(misplaced), 1);
    else if (found.some(same)) continue;
    // "the West region": the header next to the value is the same column, not another place.
    const at = m.index + m[0].length - value.length;
    const header = places.find((p) => p.kind === 'header' && p.c1 === col && Math.abs(p.start - at) < 25);
    const place: Place = header ?? {
      start: at,
      end: at + value.length,
      kind: 'header',
      sheet: null,
      c1: col,
      c2: col,
      rows: null,
      cell: false,
    };
    if (header) used.add(header);
    found.push({ place, criteria });
  }
  return found.map((c) => {
    const [, not, bare] = /^(<>)?(.*)$/.exec(c.criteria)!;
    const known = CATEGORY_VALUES.find((v) => v.value.toLowerCase() === bare!.toLowerCase());
    return known ? { ...c, criteria: `${not ?? ''}${known.value}` } : c;
  });
}
