import { isError, type Scalar } from './values';

type Op = '=' | '<>' | '<' | '>' | '<=' | '>=';

/** Turns a criteria like ">40", "Sales", "<>Closed", "Eng*" into a test on one cell, as COUNTIFS does. */
export function criteriaTest(criteria: Scalar): (cell: Scalar) => boolean {
  if (typeof criteria === 'number') return (cell) => typeof cell === 'number' && cell === criteria;
  if (typeof criteria === 'boolean') return (cell) => cell === criteria;
  if (criteria === null || isError(criteria)) return (cell) => cell === null || cell === '';
  const m = /^(<=|>=|<>|<|>|=)?([\s\S]*)$/.exec(criteria)!;
  const op = (m[1] ?? '=') as Op;
  const rest = m[2]!;
  const num = rest.trim() !== '' && Number.isFinite(Number(rest)) ? Number(rest) : null;
  if (num !== null) {
    return (cell) => {
      const value = typeof cell === 'number' ? cell : null;
      if (value === null) return op === '<>';
      return compare(value, num, op);
    };
  }
  if (/^(true|false)$/i.test(rest)) {
    const b = /^true$/i.test(rest);
    return (cell) => (op === '<>' ? cell !== b : op === '=' ? cell === b : false);
  }
  if (op === '=' || op === '<>') {
    const pattern = wildcard(rest);
    const equal = (cell: Scalar) =>
      rest === '' ? cell === null || cell === '' : typeof cell === 'string' && pattern.test(cell);
    return op === '=' ? equal : (cell) => !equal(cell);
  }
  const target = rest.toLowerCase();
  return (cell) => typeof cell === 'string' && compare(cell.toLowerCase(), target, op);
}

function compare<T extends number | string>(a: T, b: T, op: Op): boolean {
  switch (op) {
    case '=':
      return a === b;
    case '<>':
      return a !== b;
    case '<':
      return a < b;
    case '>':
      return a > b;
    case '<=':
      return a <= b;
    case '>=':
      return a >= b;
  }
}

/** Excel wildcards: * any run, ? one character, ~ escapes the next; case-insensitive, whole cell. */
export function wildcard(text: string): RegExp {
  let source = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '~' && i + 1 < text.length) source += escape(text[++i]!);
    else if (ch === '*') source += '[\\s\\S]*';
    else if (ch === '?') source += '[\\s\\S]';
    else source += escape(ch);
  }
  return new RegExp(`^${source}$`, 'i');
}

const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
