/** A small parser for the formulas the builder writes: Excel's operators, references and calls. */

export type Ref = { sheet: string | null; c1: number; r1: number; c2: number; r2: number };

export type Node =
  | { type: 'number'; value: number }
  | { type: 'string'; value: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'ref'; ref: Ref; range: boolean }
  | { type: 'call'; name: string; args: Node[] }
  | { type: 'unary'; op: '-' | '+' | '%'; operand: Node }
  | { type: 'binary'; op: string; left: Node; right: Node };

export class ParseError extends Error {}

export const MAX_ROW = 1_048_576;
export const MAX_COL = 16_384;

/** "A" → 1, "XFD" → 16384. */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export function columnLetters(n: number): string {
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

const SHEET = String.raw`(?:('(?:[^']|'')+'|[A-Za-z_][A-Za-z0-9_.]*)!)?`;
const CELL = String.raw`\$?([A-Za-z]{1,3})\$?(\d{1,7})`;
const REF = new RegExp(
  String.raw`^${SHEET}(?:${CELL}(?::${CELL})?|\$?([A-Za-z]{1,3}):\$?([A-Za-z]{1,3})|\$?(\d{1,7}):\$?(\d{1,7}))(?![A-Za-z0-9_(!])`,
);

/** Reads a reference (A1, $A$1:B10, A:C, 2:5, Sheet1!A1, 'Pay data'!A:A) at the start of text. */
export function readRef(text: string): { ref: Ref; range: boolean; length: number } | null {
  const m = REF.exec(text);
  if (!m) return null;
  const sheet = m[1] ? m[1].replace(/^'|'$/g, '').replace(/''/g, "'") : null;
  let ref: Ref;
  let range = true;
  if (m[2]) {
    const c1 = columnNumber(m[2]);
    const r1 = Number(m[3]);
    const c2 = m[4] ? columnNumber(m[4]) : c1;
    const r2 = m[5] ? Number(m[5]) : r1;
    range = Boolean(m[4]);
    ref = { sheet, c1: Math.min(c1, c2), r1: Math.min(r1, r2), c2: Math.max(c1, c2), r2: Math.max(r1, r2) };
  } else if (m[6]) {
    const a = columnNumber(m[6]);
    const b = columnNumber(m[7]!);
    ref = { sheet, c1: Math.min(a, b), c2: Math.max(a, b), r1: 1, r2: MAX_ROW };
  } else {
    const a = Number(m[8]);
    const b = Number(m[9]);
    ref = { sheet, c1: 1, c2: MAX_COL, r1: Math.min(a, b), r2: Math.max(a, b) };
  }
  if (ref.c2 > MAX_COL || ref.r2 > MAX_ROW || ref.r1 < 1) return null;
  return { ref, range, length: m[0].length };
}

type Token =
  | { t: 'num'; v: number }
  | { t: 'str'; v: string }
  | { t: 'bool'; v: boolean }
  | { t: 'ref'; ref: Ref; range: boolean }
  | { t: 'fn'; name: string }
  | { t: 'op'; v: string }
  | { t: '(' | ')' | ',' };

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const rest = src.slice(i);
    const ch = src[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '"') {
      let value = '';
      let j = i + 1;
      for (;;) {
        if (j >= src.length) throw new ParseError('A text value has no closing quote.');
        if (src[j] === '"') {
          if (src[j + 1] === '"') {
            value += '"';
            j += 2;
            continue;
          }
          break;
        }
        value += src[j++];
      }
      tokens.push({ t: 'str', v: value });
      i = j + 1;
      continue;
    }
    const fn = /^(?:_xlfn\.)?([A-Za-z][A-Za-z0-9.]*)\(/.exec(rest);
    if (fn) {
      tokens.push({ t: 'fn', name: fn[1]!.toUpperCase() }, { t: '(' });
      i += fn[0].length;
      continue;
    }
    const bool = /^(TRUE|FALSE)(?![A-Za-z0-9_(!:])/i.exec(rest);
    if (bool) {
      tokens.push({ t: 'bool', v: bool[1]!.toUpperCase() === 'TRUE' });
      i += bool[0].length;
      continue;
    }
    const ref = readRef(rest);
    if (ref) {
      tokens.push({ t: 'ref', ref: ref.ref, range: ref.range });
      i += ref.length;
      continue;
    }
    const num = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/i.exec(rest);
    if (num) {
      tokens.push({ t: 'num', v: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const op = /^(<=|>=|<>|[-+*/^&=<>%])/.exec(rest);
    if (op) {
      tokens.push({ t: 'op', v: op[1]! });
      i += op[1]!.length;
      continue;
    }
    if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ t: ch });
      i++;
      continue;
    }
    throw new ParseError(`Unexpected “${ch}” at character ${i + 1}.`);
  }
  return tokens;
}

const BINARY: Record<string, number> = {
  '=': 1,
  '<>': 1,
  '<': 1,
  '>': 1,
  '<=': 1,
  '>=': 1,
  '&': 2,
  '+': 3,
  '-': 3,
  '*': 4,
  '/': 4,
  '^': 5,
};

/** Parses "=SUM(A1:A3)*2" (the leading = is optional). */
export function parseFormula(formula: string): Node {
  const tokens = tokenize(formula.trim().replace(/^=/, ''));
  let pos = 0;
  const peek = () => tokens[pos];

  const expression = (minPrec: number): Node => {
    let left = unary();
    for (;;) {
      const t = peek();
      if (!t || t.t !== 'op' || !(t.v in BINARY)) break;
      const prec = BINARY[t.v]!;
      if (prec < minPrec) break;
      pos++;
      // ^ is left-associative in Excel, like the others.
      const right = expression(prec + 1);
      left = { type: 'binary', op: t.v, left, right };
    }
    return left;
  };

  const unary = (): Node => {
    const t = peek();
    if (t && t.t === 'op' && (t.v === '-' || t.v === '+')) {
      pos++;
      return { type: 'unary', op: t.v, operand: unary() };
    }
    let node = primary();
    while (peek()?.t === 'op' && (peek() as { v: string }).v === '%') {
      pos++;
      node = { type: 'unary', op: '%', operand: node };
    }
    return node;
  };

  const primary = (): Node => {
    const t = tokens[pos++];
    if (!t) throw new ParseError('The formula ends too early.');
    switch (t.t) {
      case 'num':
        return { type: 'number', value: t.v };
      case 'str':
        return { type: 'string', value: t.v };
      case 'bool':
        return { type: 'boolean', value: t.v };
      case 'ref':
        return { type: 'ref', ref: t.ref, range: t.range };
      case '(': {
        const inner = expression(0);
        if (tokens[pos++]?.t !== ')') throw new ParseError('A parenthesis is not closed.');
        return inner;
      }
      case 'fn': {
        pos++; // the "(" emitted with the name
        const args: Node[] = [];
        if (peek()?.t === ')') {
          pos++;
          return { type: 'call', name: t.name, args };
        }
        for (;;) {
          args.push(expression(0));
          const sep = tokens[pos++];
          if (sep?.t === ')') break;
          if (sep?.t !== ',') throw new ParseError(`${t.name} is missing a closing parenthesis.`);
        }
        return { type: 'call', name: t.name, args };
      }
      default:
        throw new ParseError('Unexpected operator or separator.');
    }
  };

  const node = expression(0);
  if (pos < tokens.length) throw new ParseError('Unexpected text after the end of the formula.');
  return node;
}
