import { criteriaTest, wildcard } from './criteria';
import { parseFormula, ParseError, type Node, type Ref } from './parse';
import { textFormat } from './text-format';
import {
  err,
  flatten,
  formatGeneral,
  fromSerial,
  isError,
  isMatrix,
  single,
  toBool,
  toNumber,
  toSerial,
  toText,
  type Matrix,
  type Scalar,
  type Value,
} from './values';

/** A sheet of sample data: rows[0] is row 1, rows[0][0] is A1. */
export type Grid = readonly (readonly Scalar[])[];

export type EvalOptions = { grid: Grid; today: number };

type Fn = (args: Node[], ctx: Context) => Value;
type Context = EvalOptions & { ev: (node: Node) => Value };

const cell = (grid: Grid, row: number, col: number): Scalar => grid[row - 1]?.[col - 1] ?? null;

function readRange(ref: Ref, grid: Grid): Matrix {
  // Whole columns and rows (and ranges far past the data) stop at the edge of the sample data;
  // other ranges are read in full, so blanks below the data count as Excel counts them.
  const width = Math.max(0, ...grid.map((r) => r.length));
  const r2 = ref.r2 - ref.r1 > 5000 ? Math.min(ref.r2, Math.max(grid.length, ref.r1)) : ref.r2;
  const c2 = ref.c2 - ref.c1 > 100 ? Math.min(ref.c2, Math.max(width, ref.c1)) : ref.c2;
  const rows: Scalar[][] = [];
  for (let r = ref.r1; r <= r2; r++) {
    const row: Scalar[] = [];
    for (let c = ref.c1; c <= c2; c++) row.push(cell(grid, r, c));
    rows.push(row);
  }
  return { rows };
}

const dims = (v: Value) => (isMatrix(v) ? [v.rows.length, v.rows[0]?.length ?? 0] : [1, 1]);
const asMatrix = (v: Value): Matrix => (isMatrix(v) ? v : { rows: [[v]] });

/** Applies a scalar operation cell by cell when either side is an array (dynamic-array behaviour). */
function lift2(a: Value, b: Value, f: (x: Scalar, y: Scalar) => Scalar): Value {
  if (!isMatrix(a) && !isMatrix(b)) return f(a, b);
  const [ar, ac] = dims(a);
  const [br, bc] = dims(b);
  const rows = Math.max(ar!, br!);
  const cols = Math.max(ac!, bc!);
  const at = (v: Value, r: number, c: number): Scalar => {
    if (!isMatrix(v)) return v;
    const row = v.rows.length === 1 ? v.rows[0]! : v.rows[r];
    if (!row) return err('#N/A');
    const x = row.length === 1 ? row[0] : row[c];
    return x === undefined ? err('#N/A') : x;
  };
  return {
    rows: Array.from({ length: rows }, (_, r) =>
      Array.from({ length: cols }, (_, c) => f(at(a, r, c), at(b, r, c))),
    ),
  };
}

function compareValues(x: Scalar, y: Scalar): number {
  // Excel orders numbers < text < booleans; blank counts as 0 or "" to match the other side.
  const rank = (v: Scalar) => (typeof v === 'number' ? 0 : typeof v === 'string' ? 1 : 2);
  if (x === null) x = typeof y === 'string' ? '' : typeof y === 'boolean' ? false : 0;
  if (y === null) y = typeof x === 'string' ? '' : typeof x === 'boolean' ? false : 0;
  if (rank(x) !== rank(y)) return rank(x) - rank(y);
  if (typeof x === 'string' && typeof y === 'string') {
    const a = x.toLowerCase();
    const b = y.toLowerCase();
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return Number(x) - Number(y);
}

function binary(op: string, a: Value, b: Value): Value {
  return lift2(a, b, (x, y) => {
    if (isError(x)) return x;
    if (isError(y)) return y;
    if (op === '&') {
      const s1 = toText(x);
      const s2 = toText(y);
      return isError(s1) ? s1 : isError(s2) ? s2 : s1 + s2;
    }
    if (['=', '<>', '<', '>', '<=', '>='].includes(op)) {
      const c = compareValues(x, y);
      return op === '='
        ? c === 0
        : op === '<>'
          ? c !== 0
          : op === '<'
            ? c < 0
            : op === '>'
              ? c > 0
              : op === '<='
                ? c <= 0
                : c >= 0;
    }
    const n1 = toNumber(x);
    const n2 = toNumber(y);
    if (isError(n1)) return n1;
    if (isError(n2)) return n2;
    switch (op) {
      case '+':
        return n1 + n2;
      case '-':
        return n1 - n2;
      case '*':
        return n1 * n2;
      case '/':
        return n2 === 0 ? err('#DIV/0!') : n1 / n2;
      case '^':
        return n1 ** n2;
    }
    return err('#VALUE!');
  });
}

const numbersIn = (v: Value): number[] => flatten(v).filter((x): x is number => typeof x === 'number');

/** Numbers from each argument: from ranges only the numeric cells, direct values coerced. */
function numericArgs(args: Node[], ctx: Context): number[] | import('./values').FormulaError {
  const out: number[] = [];
  for (const node of args) {
    const v = ctx.ev(node);
    if (isMatrix(v)) {
      const e = v.rows.flat().find(isError);
      if (e) return e;
      out.push(...numbersIn(v));
    } else {
      const n = toNumber(v);
      if (isError(n)) return n;
      out.push(n);
    }
  }
  return out;
}

const num = (
  node: Node | undefined,
  ctx: Context,
  fallback?: number,
): number | import('./values').FormulaError =>
  node === undefined ? (fallback ?? err('#VALUE!')) : toNumber(ctx.ev(node));
const text = (node: Node | undefined, ctx: Context) => (node === undefined ? '' : toText(ctx.ev(node)));

/** Pairs of (range, criteria) from the *IFS arguments starting at `from`, as one test per row. */
function ifsMask(
  args: Node[],
  from: number,
  ctx: Context,
  size?: [number, number],
): boolean[] | import('./values').FormulaError {
  let mask: boolean[] | null = null;
  let shape = size;
  for (let i = from; i < args.length; i += 2) {
    const range = ctx.ev(args[i]!);
    const critValue = single(ctx.ev(args[i + 1] ?? { type: 'string', value: '' }));
    if (isMatrix(critValue)) return err('#VALUE!');
    const d = dims(range) as [number, number];
    if (shape && (shape[0] !== d[0] || shape[1] !== d[1])) return err('#VALUE!');
    shape = d;
    const test = criteriaTest(critValue);
    const cells = flatten(range);
    mask = cells.map((c, k) => (mask ? mask[k]! : true) && test(c));
  }
  return mask ?? err('#VALUE!');
}

function exactIndex(needle: Scalar, hay: Scalar[]): number {
  if (typeof needle === 'string') {
    const re = wildcard(needle);
    return hay.findIndex((h) => typeof h === 'string' && re.test(h));
  }
  return hay.findIndex((h) => h !== null && compareValues(h, needle) === 0 && typeof h === typeof needle);
}

/** Position of the largest value ≤ needle in an ascending list (approximate match), or -1. */
function approxIndex(needle: Scalar, hay: Scalar[], descending = false): number {
  let found = -1;
  for (let i = 0; i < hay.length; i++) {
    const h = hay[i]!;
    if (h === null || typeof h !== typeof needle) continue;
    const c = compareValues(h, needle);
    if (descending ? c >= 0 : c <= 0) found = i;
    else if (!descending) break;
  }
  return found;
}

const row = (m: Matrix, r: number): Matrix => ({ rows: [m.rows[r]!] });
const column = (m: Matrix, c: number): Scalar[] => m.rows.map((r) => r[c] ?? null);

function datedif(start: number, end: number, unit: string): Value {
  if (start > end) return err('#NUM!');
  const a = fromSerial(start);
  const b = fromSerial(end);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  if (b.day < a.day) months--;
  switch (unit.toUpperCase()) {
    case 'D':
      return Math.floor(end) - Math.floor(start);
    case 'M':
      return months;
    case 'Y':
      return Math.floor(months / 12);
    case 'YM':
      return months % 12;
    case 'MD': {
      if (b.day >= a.day) return b.day - a.day;
      const daysInPrev = fromSerial(toSerial(b.year, b.month, 1) - 1).day;
      return daysInPrev - a.day + b.day;
    }
    case 'YD': {
      let anniversary = toSerial(b.year, a.month, a.day);
      if (anniversary > end) anniversary = toSerial(b.year - 1, a.month, a.day);
      return Math.floor(end) - anniversary;
    }
  }
  return err('#NUM!');
}

function networkdays(start: number, end: number, holidays: Set<number>): number {
  const sign = start <= end ? 1 : -1;
  const [lo, hi] = sign > 0 ? [start, end] : [end, start];
  let count = 0;
  for (let d = Math.floor(lo); d <= Math.floor(hi); d++) {
    const wd = fromSerial(d).weekday;
    if (wd !== 0 && wd !== 6 && !holidays.has(d)) count++;
  }
  return sign * count;
}

function proper(s: string): string {
  return s
    .toLowerCase()
    .replace(
      /(^|[^a-zA-Z\u00C0-\u024F])([a-z\u00E0-\u024F])/g,
      (_, p: string, c: string) => p + c.toUpperCase(),
    );
}

/** MINIFS and MAXIFS: the extreme of the matching numbers, 0 when none match (as Excel). */
function extremeIfs(a: Node[], c: Context, pick: (...n: number[]) => number): Value {
  const values = c.ev(a[0]!);
  const mask = ifsMask(a, 1, c, dims(values) as [number, number]);
  if (isError(mask)) return mask;
  const picked = flatten(values).filter((x, k): x is number => mask[k]! && typeof x === 'number');
  return picked.length ? pick(...picked) : 0;
}

function roundWith(a: Node[], c: Context, direction: (x: number) => number): Value {
  const n = num(a[0], c);
  const d = num(a[1], c, 0);
  if (isError(n)) return n;
  if (isError(d)) return d;
  const f = 10 ** Math.trunc(d);
  // Away from zero (ROUNDUP) or towards it (ROUNDDOWN), whatever the sign.
  return (Math.sign(n) * direction(Number((Math.abs(n) * f).toPrecision(15)))) / f;
}

/** SEARCH (any case, wildcards) and FIND (exact case): the 1-based position, or #VALUE!. */
function findText(a: Node[], c: Context, exact: boolean): Value {
  const needle = text(a[0], c);
  const hay = text(a[1], c);
  const from = num(a[2], c, 1);
  const bad = guard(needle, hay, from);
  if (bad) return bad;
  const start = (from as number) - 1;
  if (start < 0 || start > (hay as string).length) return err('#VALUE!');
  let i: number;
  if (exact) i = (hay as string).indexOf(needle as string, start);
  else {
    const re = new RegExp(wildcard(needle as string).source.slice(1, -1), 'i');
    const m = re.exec((hay as string).slice(start));
    i = m ? m.index + start : -1;
  }
  return i < 0 ? err('#VALUE!') : i + 1;
}

/** TEXTBEFORE and TEXTAFTER: split at the nth delimiter (from the end when negative), exact case. */
function textSplit(a: Node[], c: Context, after: boolean): Value {
  const s = text(a[0], c);
  const d = text(a[1], c);
  const n = num(a[2], c, 1);
  const bad = guard(s, d, n);
  if (bad) return bad;
  const hay = s as string;
  const delim = d as string;
  const k = Math.trunc(n as number);
  if (k === 0 || !delim) return err('#VALUE!');
  let at = -1;
  if (k > 0) {
    for (let i = 0, from = 0; i < k; i++, from = at + delim.length) {
      at = hay.indexOf(delim, from);
      if (at < 0) return err('#N/A');
    }
  } else {
    for (let i = 0, from = hay.length; i < -k; i++, from = at - 1) {
      at = from < 0 ? -1 : hay.lastIndexOf(delim, from);
      if (at < 0) return err('#N/A');
    }
  }
  return after ? hay.slice(at + delim.length) : hay.slice(0, at);
}

/** MROUND, CEILING and FLOOR: a multiple of the significance, nearest, above or below. */
function toMultiple(a: Node[], c: Context, how: (x: number) => number, signs: 'same' | 'any'): Value {
  const n = num(a[0], c);
  const m = num(a[1], c, 1);
  const bad = guard(n, m);
  if (bad) return bad;
  const x = n as number;
  const step = m as number;
  if (step === 0) return 0;
  // MROUND (and the older CEILING and FLOOR) refuse a multiple of the opposite sign.
  if (signs === 'same' && x !== 0 && Math.sign(x) !== Math.sign(step)) return err('#NUM!');
  const q = Number((x / step).toPrecision(15));
  return Number((how(q) * step).toPrecision(15));
}

const guard = (...values: unknown[]) => values.find(isError) as import('./values').FormulaError | undefined;

const FUNCTIONS: Record<string, Fn> = {
  SUM: (a, c) => {
    const n = numericArgs(a, c);
    return isError(n) ? n : n.reduce((s, x) => s + x, 0);
  },
  AVERAGE: (a, c) => {
    const n = numericArgs(a, c);
    return isError(n) ? n : n.length ? n.reduce((s, x) => s + x, 0) / n.length : err('#DIV/0!');
  },
  MIN: (a, c) => {
    const n = numericArgs(a, c);
    return isError(n) ? n : n.length ? Math.min(...n) : 0;
  },
  MAX: (a, c) => {
    const n = numericArgs(a, c);
    return isError(n) ? n : n.length ? Math.max(...n) : 0;
  },
  MEDIAN: (a, c) => {
    const n = numericArgs(a, c);
    if (isError(n)) return n;
    if (!n.length) return err('#NUM!');
    const sorted = [...n].sort((x, y) => x - y);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  },
  COUNT: (a, c) =>
    a.reduce((s, node) => s + flatten(c.ev(node)).filter((x) => typeof x === 'number').length, 0),
  COUNTA: (a, c) => a.reduce((s, node) => s + flatten(c.ev(node)).filter((x) => x !== null).length, 0),
  ABS: (a, c) => {
    const n = num(a[0], c);
    return isError(n) ? n : Math.abs(n);
  },
  ROUND: (a, c) => {
    const n = num(a[0], c);
    const d = num(a[1], c, 0);
    if (isError(n)) return n;
    if (isError(d)) return d;
    const f = 10 ** d;
    return (Math.sign(n) * Math.round(Math.abs(n) * f + 1e-9)) / f;
  },
  SUMIFS: (a, c) => {
    const sum = c.ev(a[0]!);
    const mask = ifsMask(a, 1, c, dims(sum) as [number, number]);
    if (isError(mask)) return mask;
    return flatten(sum).reduce<number>((s, x, k) => (mask[k] && typeof x === 'number' ? s + x : s), 0);
  },
  COUNTIFS: (a, c) => {
    const mask = ifsMask(a, 0, c);
    return isError(mask) ? mask : mask.filter(Boolean).length;
  },
  AVERAGEIFS: (a, c) => {
    const avg = c.ev(a[0]!);
    const mask = ifsMask(a, 1, c, dims(avg) as [number, number]);
    if (isError(mask)) return mask;
    const picked = flatten(avg).filter((x, k): x is number => mask[k]! && typeof x === 'number');
    return picked.length ? picked.reduce((s, x) => s + x, 0) / picked.length : err('#DIV/0!');
  },
  MINIFS: (a, c) => extremeIfs(a, c, Math.min),
  MAXIFS: (a, c) => extremeIfs(a, c, Math.max),
  AVERAGEIF: (a, c) => FUNCTIONS.AVERAGEIFS!([a[2] ?? a[0]!, a[0]!, a[1]!], c),
  COUNTBLANK: (a, c) => flatten(c.ev(a[0]!)).filter((x) => x === null || x === '').length,
  ROUNDUP: (a, c) => roundWith(a, c, Math.ceil),
  ROUNDDOWN: (a, c) => roundWith(a, c, Math.floor),
  ISNUMBER: (a, c) => typeof single(c.ev(a[0]!)) === 'number',
  ISBLANK: (a, c) => single(c.ev(a[0]!)) === null,
  ISERROR: (a, c) => isError(single(c.ev(a[0]!))),
  SEARCH: (a, c) => findText(a, c, false),
  FIND: (a, c) => findText(a, c, true),
  SUBSTITUTE: (a, c) => {
    const s = text(a[0], c);
    const from = text(a[1], c);
    const to = text(a[2], c);
    const nth = a[3] ? num(a[3], c) : null;
    const bad = guard(s, from, to, nth);
    if (bad) return bad;
    if (from === '') return s;
    const parts = (s as string).split(from as string);
    if (nth === null) return parts.join(to as string);
    if ((nth as number) < 1) return err('#VALUE!');
    if ((nth as number) >= parts.length) return s;
    return [
      parts.slice(0, nth as number).join(from as string),
      parts.slice(nth as number).join(from as string),
    ].join(to as string);
  },
  TEXT: (a, c) => {
    const v = single(c.ev(a[0]!));
    const code = text(a[1], c);
    if (isError(code)) return code;
    if (isMatrix(v)) return err('#VALUE!');
    if (typeof v === 'string' && !Number.isFinite(Number(v))) return v;
    const n = toNumber(v);
    return isError(n) ? n : textFormat(n, code);
  },
  CHAR: (a, c) => {
    const n = num(a[0], c);
    return isError(n) ? n : n < 1 || n > 255 ? err('#VALUE!') : String.fromCharCode(n);
  },
  EDATE: (a, c) => {
    const s = num(a[0], c);
    const m = num(a[1], c);
    const bad = guard(s, m);
    if (bad) return bad;
    const d = fromSerial(s as number);
    const target = d.month + Math.trunc(m as number);
    // The day is kept, or becomes the last day of a shorter month (31 Jan + 1 month = 28/29 Feb).
    const last = fromSerial(toSerial(d.year, target + 1, 1) - 1).day;
    return toSerial(d.year, target, Math.min(d.day, last));
  },
  WEEKDAY: (a, c) => {
    const s = num(a[0], c);
    const type = num(a[1], c, 1);
    const bad = guard(s, type);
    if (bad) return bad;
    const wd = fromSerial(s as number).weekday;
    if (type === 1) return wd + 1;
    if (type === 2) return ((wd + 6) % 7) + 1;
    if (type === 3) return (wd + 6) % 7;
    return err('#NUM!');
  },
  SUMIF: (a, c) => FUNCTIONS.SUMIFS!([a[2] ?? a[0]!, a[0]!, a[1]!], c),
  COUNTIF: (a, c) => FUNCTIONS.COUNTIFS!(a, c),
  IF: (a, c) => {
    const cond = toBool(c.ev(a[0]!));
    if (isError(cond)) return cond;
    return cond ? c.ev(a[1]!) : a[2] ? c.ev(a[2]) : false;
  },
  IFS: (a, c) => {
    for (let i = 0; i + 1 < a.length; i += 2) {
      const cond = toBool(c.ev(a[i]!));
      if (isError(cond)) return cond;
      if (cond) return c.ev(a[i + 1]!);
    }
    return err('#N/A');
  },
  IFERROR: (a, c) => {
    const v = c.ev(a[0]!);
    return isError(single(v)) ? c.ev(a[1]!) : v;
  },
  AND: (a, c) => {
    const all = a.flatMap((n) => flatten(c.ev(n))).filter((x) => x !== null);
    const e = all.find(isError);
    return e ?? (all.length ? all.every((x) => toBool(x) === true) : err('#VALUE!'));
  },
  OR: (a, c) => {
    const all = a.flatMap((n) => flatten(c.ev(n))).filter((x) => x !== null);
    const e = all.find(isError);
    return e ?? (all.length ? all.some((x) => toBool(x) === true) : err('#VALUE!'));
  },
  NOT: (a, c) => {
    const b = toBool(c.ev(a[0]!));
    return isError(b) ? b : !b;
  },
  XLOOKUP: (a, c) => {
    const needle = single(c.ev(a[0]!));
    const look = flatten(c.ev(a[1]!));
    const ret = asMatrix(c.ev(a[2]!));
    if (isMatrix(needle)) return err('#VALUE!');
    const mode = a[4] ? toNumber(c.ev(a[4])) : 0;
    if (isError(mode)) return mode;
    let i = exactIndex(needle, look);
    if (i < 0 && (mode === -1 || mode === 1)) {
      // Next smaller (-1) or next larger (1) item, in any order.
      let best = -1;
      look.forEach((h, k) => {
        if (h === null || typeof h !== typeof needle) return;
        const d = compareValues(h, needle);
        if (
          (mode === -1 && d < 0 && (best < 0 || compareValues(h, look[best]!) > 0)) ||
          (mode === 1 && d > 0 && (best < 0 || compareValues(h, look[best]!) < 0))
        )
          best = k;
      });
      i = best;
    }
    if (i < 0) return a[3] ? c.ev(a[3]) : err('#N/A');
    // A vertical lookup array returns that row of the return array; a horizontal one, that column.
    return ret.rows.length === look.length
      ? single(row(ret, i))
      : single({ rows: ret.rows.map((r) => [r[i] ?? null]) });
  },
  VLOOKUP: (a, c) => {
    const needle = single(c.ev(a[0]!));
    const table = asMatrix(c.ev(a[1]!));
    const col = num(a[2], c);
    const approx = a[3] ? toBool(c.ev(a[3])) : true;
    if (isError(col)) return col;
    if (isError(approx)) return approx;
    if (isMatrix(needle)) return err('#VALUE!');
    if (col < 1 || col > (table.rows[0]?.length ?? 0)) return err('#REF!');
    const first = column(table, 0);
    const i = approx ? approxIndex(needle, first) : exactIndex(needle, first);
    return i < 0 ? err('#N/A') : (table.rows[i]![col - 1] ?? null);
  },
  INDEX: (a, c) => {
    const m = asMatrix(c.ev(a[0]!));
    const r = num(a[1], c, 0);
    const k = num(a[2], c, 0);
    if (isError(r)) return r;
    if (isError(k)) return k;
    const oneColumn = (m.rows[0]?.length ?? 0) === 1;
    const oneRow = m.rows.length === 1;
    const rr = oneRow && a[2] === undefined ? 1 : r;
    const kk = oneColumn ? Math.max(k, 1) : oneRow && a[2] === undefined ? r : k;
    if (rr < 0 || kk < 0 || rr > m.rows.length || kk > (m.rows[0]?.length ?? 0)) return err('#REF!');
    if (rr === 0) return { rows: m.rows.map((x) => [x[kk - 1] ?? null]) };
    if (kk === 0) return row(m, rr - 1);
    return m.rows[rr - 1]![kk - 1] ?? null;
  },
  MATCH: (a, c) => {
    const needle = single(c.ev(a[0]!));
    const hay = flatten(c.ev(a[1]!));
    const type = num(a[2], c, 1);
    if (isError(type)) return type;
    if (isMatrix(needle)) return err('#VALUE!');
    const i = type === 0 ? exactIndex(needle, hay) : approxIndex(needle, hay, type < 0);
    return i < 0 ? err('#N/A') : i + 1;
  },
  CONCAT: (a, c) => {
    let out = '';
    for (const node of a)
      for (const x of flatten(c.ev(node))) {
        const t = toText(x);
        if (isError(t)) return t;
        out += t;
      }
    return out;
  },
  CONCATENATE: (a, c) => FUNCTIONS.CONCAT!(a, c),
  TEXTBEFORE: (a, c) => textSplit(a, c, false),
  TEXTAFTER: (a, c) => textSplit(a, c, true),
  REPT: (a, c) => {
    const s = text(a[0], c);
    const n = num(a[1], c);
    const e = guard(s, n);
    return e ?? (s as string).repeat(Math.max(0, Math.trunc(n as number)));
  },
  MROUND: (a, c) => toMultiple(a, c, (q) => Math.sign(q) * Math.round(Math.abs(q)), 'same'),
  CEILING: (a, c) => toMultiple(a, c, Math.ceil, 'same'),
  FLOOR: (a, c) => toMultiple(a, c, Math.floor, 'same'),
  'CEILING.MATH': (a, c) => toMultiple(a, c, Math.ceil, 'any'),
  'FLOOR.MATH': (a, c) => toMultiple(a, c, Math.floor, 'any'),
  LOOKUP: (a, c) => {
    // The vector form. Sorted data is searched for the last value not above the one sought;
    // errors are skipped, which is what makes LOOKUP(2,1/(A:A<>""),A:A) find the last filled cell.
    const needle = single(c.ev(a[0]!));
    const hay = flatten(c.ev(a[1]!));
    const result = a[2] ? flatten(c.ev(a[2])) : hay;
    if (isError(needle) || isMatrix(needle)) return isError(needle) ? needle : err('#VALUE!');
    let found = -1;
    hay.forEach((x, i) => {
      if (x === null || isError(x) || typeof x !== typeof needle) return;
      if (compareValues(x, needle) <= 0) found = i;
    });
    return found < 0 ? err('#N/A') : (result[found] ?? null);
  },
  TEXTJOIN: (a, c) => {
    const delim = text(a[0], c);
    const ignore = toBool(c.ev(a[1]!));
    const e = guard(delim, ignore);
    if (e) return e;
    const parts: string[] = [];
    for (const node of a.slice(2))
      for (const x of flatten(c.ev(node))) {
        const t = toText(x);
        if (isError(t)) return t;
        if (!(ignore && t === '')) parts.push(t);
      }
    return parts.join(delim as string);
  },
  LEFT: (a, c) => {
    const s = text(a[0], c);
    const n = num(a[1], c, 1);
    const e = guard(s, n);
    return e ?? (s as string).slice(0, Math.max(0, n as number));
  },
  RIGHT: (a, c) => {
    const s = text(a[0], c);
    const n = num(a[1], c, 1);
    const e = guard(s, n);
    return e ?? ((n as number) <= 0 ? '' : (s as string).slice(-(n as number)));
  },
  MID: (a, c) => {
    const s = text(a[0], c);
    const start = num(a[1], c);
    const n = num(a[2], c);
    const e = guard(s, start, n);
    if (e) return e;
    if ((start as number) < 1 || (n as number) < 0) return err('#VALUE!');
    return (s as string).slice((start as number) - 1, (start as number) - 1 + (n as number));
  },
  LEN: (a, c) => {
    const s = text(a[0], c);
    return isError(s) ? s : s.length;
  },
  TRIM: (a, c) => {
    const s = text(a[0], c);
    return isError(s) ? s : s.replace(/ +/g, ' ').trim();
  },
  PROPER: (a, c) => {
    const s = text(a[0], c);
    return isError(s) ? s : proper(s);
  },
  UPPER: (a, c) => {
    const s = text(a[0], c);
    return isError(s) ? s : s.toUpperCase();
  },
  LOWER: (a, c) => {
    const s = text(a[0], c);
    return isError(s) ? s : s.toLowerCase();
  },
  TODAY: (_, c) => c.today,
  DATE: (a, c) => {
    const y = num(a[0], c);
    const m = num(a[1], c);
    const d = num(a[2], c);
    const e = guard(y, m, d);
    return e ?? toSerial(y as number, m as number, d as number);
  },
  YEAR: (a, c) => {
    const n = num(a[0], c);
    return isError(n) ? n : fromSerial(n).year;
  },
  MONTH: (a, c) => {
    const n = num(a[0], c);
    return isError(n) ? n : fromSerial(n).month;
  },
  DAY: (a, c) => {
    const n = num(a[0], c);
    return isError(n) ? n : fromSerial(n).day;
  },
  DATEDIF: (a, c) => {
    const s = num(a[0], c);
    const e = num(a[1], c);
    const u = text(a[2], c);
    const bad = guard(s, e, u);
    return bad ?? datedif(s as number, e as number, u as string);
  },
  NETWORKDAYS: (a, c) => {
    const s = num(a[0], c);
    const e = num(a[1], c);
    const bad = guard(s, e);
    if (bad) return bad;
    const holidays = new Set(a[2] ? numbersIn(c.ev(a[2])).map(Math.floor) : []);
    return networkdays(s as number, e as number, holidays);
  },
  EOMONTH: (a, c) => {
    const s = num(a[0], c);
    const m = num(a[1], c);
    const bad = guard(s, m);
    if (bad) return bad;
    const d = fromSerial(s as number);
    return toSerial(d.year, d.month + Math.trunc(m as number) + 1, 1) - 1;
  },
  'RANK.EQ': (a, c) => {
    const n = num(a[0], c);
    const order = num(a[2], c, 0);
    const bad = guard(n, order);
    if (bad) return bad;
    const list = numbersIn(c.ev(a[1]!));
    if (!list.includes(n as number)) return err('#N/A');
    return 1 + list.filter((x) => (order === 0 ? x > (n as number) : x < (n as number))).length;
  },
  RANK: (a, c) => FUNCTIONS['RANK.EQ']!(a, c),
  UNIQUE: (a, c) => {
    const m = asMatrix(c.ev(a[0]!));
    const seen = new Set<string>();
    const rows = m.rows.filter((r) => {
      const key = JSON.stringify(r.map((x) => (typeof x === 'string' ? x.toLowerCase() : x)));
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return single({ rows });
  },
  FILTER: (a, c) => {
    const m = asMatrix(c.ev(a[0]!));
    const include = flatten(c.ev(a[1]!));
    if (include.length !== m.rows.length) return err('#VALUE!');
    const rows = m.rows.filter((_, i) => toBool(include[i] ?? false) === true);
    if (!rows.length) return a[2] ? c.ev(a[2]) : err('#CALC!');
    return single({ rows });
  },
  SORT: (a, c) => {
    const m = asMatrix(c.ev(a[0]!));
    const by = num(a[1], c, 1);
    const order = num(a[2], c, 1);
    const bad = guard(by, order);
    if (bad) return bad;
    const k = (by as number) - 1;
    if (k < 0 || k >= (m.rows[0]?.length ?? 0)) return err('#VALUE!');
    const rows = [...m.rows].sort(
      (x, y) => compareValues(x[k] ?? null, y[k] ?? null) * (order === -1 ? -1 : 1),
    );
    return single({ rows });
  },
};

export const SUPPORTED_FUNCTIONS = Object.keys(FUNCTIONS).sort();

export type EvalResult = { ok: true; value: Value } | { ok: false; message: string };

/** Evaluates a formula against the sample grid. Sheet names are ignored: the sample has one sheet. */
export function evaluateFormula(formula: string, options: EvalOptions): EvalResult {
  let tree: Node;
  try {
    tree = parseFormula(formula);
  } catch (error) {
    return {
      ok: false,
      message: error instanceof ParseError ? error.message : 'The formula could not be read.',
    };
  }
  let unknown: string | null = null;
  const ctx: Context = {
    ...options,
    ev: (node: Node): Value => {
      switch (node.type) {
        case 'number':
          return node.value;
        case 'string':
          return node.value;
        case 'boolean':
          return node.value;
        case 'ref':
          return node.range
            ? readRange(node.ref, options.grid)
            : cell(options.grid, node.ref.r1, node.ref.c1);
        case 'unary': {
          const v = ctx.ev(node.operand);
          if (node.op === '+') return v;
          return lift2(v, null, (x) => {
            const n = toNumber(x);
            return isError(n) ? n : node.op === '-' ? -n : n / 100;
          });
        }
        case 'binary':
          return binary(node.op, ctx.ev(node.left), ctx.ev(node.right));
        case 'call': {
          const fn = FUNCTIONS[node.name];
          if (!fn) {
            unknown ??= node.name;
            return err('#NAME?');
          }
          return fn(node.args, ctx);
        }
      }
    },
  };
  const value = ctx.ev(tree);
  if (unknown)
    return { ok: false, message: `The sample evaluator does not know ${unknown}; Excel may still.` };
  return { ok: true, value };
}

export { formatGeneral };
