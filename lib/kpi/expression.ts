/**
 * A tiny arithmetic language for KPI formulas: numbers, input names, + - * / parentheses, unary
 * minus and abs/min/max. Parsed by hand because the Content Security Policy forbids eval, and so a
 * division by zero can name the inputs that made it zero.
 */
export type Expr =
  | { readonly kind: 'num'; readonly value: number }
  | { readonly kind: 'var'; readonly name: string }
  | { readonly kind: 'neg'; readonly arg: Expr }
  | { readonly kind: 'bin'; readonly op: '+' | '-' | '*' | '/'; readonly left: Expr; readonly right: Expr }
  | { readonly kind: 'call'; readonly fn: 'abs' | 'min' | 'max'; readonly args: readonly Expr[] };

type Token = { kind: 'num'; value: number } | { kind: 'id'; name: string } | { kind: 'sym'; sym: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z][A-Za-z0-9]*)|([-+*/(),]))/y;
  let index = 0;
  while (index < source.length) {
    if (/^\s*$/.test(source.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(source);
    if (!match) throw new Error(`Unexpected character at ${index} in "${source}"`);
    if (match[1] !== undefined) tokens.push({ kind: 'num', value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ kind: 'id', name: match[2] });
    else tokens.push({ kind: 'sym', sym: match[3] ?? '' });
    index = pattern.lastIndex;
  }
  return tokens;
}

const FUNCTIONS = new Set(['abs', 'min', 'max']);

export function parseExpression(source: string): Expr {
  const tokens = tokenize(source);
  let position = 0;
  const peek = () => tokens[position];
  const isSym = (sym: string) => {
    const token = peek();
    return token?.kind === 'sym' && token.sym === sym;
  };
  const expect = (sym: string) => {
    if (!isSym(sym)) throw new Error(`Expected "${sym}" in "${source}"`);
    position += 1;
  };

  function expression(): Expr {
    let left = term();
    while (isSym('+') || isSym('-')) {
      const op = (tokens[position++] as { sym: '+' | '-' }).sym;
      left = { kind: 'bin', op, left, right: term() };
    }
    return left;
  }
  function term(): Expr {
    let left = unary();
    while (isSym('*') || isSym('/')) {
      const op = (tokens[position++] as { sym: '*' | '/' }).sym;
      left = { kind: 'bin', op, left, right: unary() };
    }
    return left;
  }
  function unary(): Expr {
    if (isSym('-')) {
      position += 1;
      return { kind: 'neg', arg: unary() };
    }
    return primary();
  }
  function primary(): Expr {
    const token = peek();
    if (!token) throw new Error(`Unexpected end of "${source}"`);
    position += 1;
    if (token.kind === 'num') return { kind: 'num', value: token.value };
    if (token.kind === 'id') {
      if (!isSym('(')) return { kind: 'var', name: token.name };
      if (!FUNCTIONS.has(token.name)) throw new Error(`Unknown function "${token.name}" in "${source}"`);
      position += 1;
      const args = [expression()];
      while (isSym(',')) {
        position += 1;
        args.push(expression());
      }
      expect(')');
      if (token.name === 'abs' && args.length !== 1) throw new Error(`abs takes one argument in "${source}"`);
      return { kind: 'call', fn: token.name as 'abs' | 'min' | 'max', args };
    }
    if (token.sym === '(') {
      const inner = expression();
      expect(')');
      return inner;
    }
    throw new Error(`Unexpected "${token.sym}" in "${source}"`);
  }

  const result = expression();
  if (position !== tokens.length) throw new Error(`Unexpected text after the formula in "${source}"`);
  return result;
}

/** The input names an expression reads, in order of first use. */
export function variablesOf(expr: Expr): string[] {
  const names: string[] = [];
  const visit = (node: Expr) => {
    if (node.kind === 'var' && !names.includes(node.name)) names.push(node.name);
    if (node.kind === 'neg') visit(node.arg);
    if (node.kind === 'bin') {
      visit(node.left);
      visit(node.right);
    }
    if (node.kind === 'call') node.args.forEach(visit);
  };
  visit(expr);
  return names;
}

export type Evaluation =
  | { ok: true; value: number }
  /** A divisor came to zero; `inputs` are the names inside that divisor. */
  | { ok: false; reason: 'divide-by-zero'; inputs: string[] }
  | { ok: false; reason: 'missing'; inputs: string[] };

class DivideByZero extends Error {
  constructor(readonly inputs: string[]) {
    super('divide by zero');
  }
}

export function evaluate(expr: Expr, values: Readonly<Record<string, number>>): Evaluation {
  const missing = variablesOf(expr).filter((name) => !Number.isFinite(values[name]));
  if (missing.length) return { ok: false, reason: 'missing', inputs: missing };
  const run = (node: Expr): number => {
    switch (node.kind) {
      case 'num':
        return node.value;
      case 'var':
        return values[node.name] as number;
      case 'neg':
        return -run(node.arg);
      case 'call': {
        const args = node.args.map(run);
        return node.fn === 'abs' ? Math.abs(args[0] as number) : Math[node.fn](...args);
      }
      case 'bin': {
        const left = run(node.left);
        const right = run(node.right);
        if (node.op === '+') return left + right;
        if (node.op === '-') return left - right;
        if (node.op === '*') return left * right;
        if (right === 0) throw new DivideByZero(variablesOf(node.right));
        return left / right;
      }
    }
  };
  try {
    const value = run(expr);
    return Number.isFinite(value)
      ? { ok: true, value }
      : { ok: false, reason: 'divide-by-zero', inputs: variablesOf(expr) };
  } catch (error) {
    if (error instanceof DivideByZero) return { ok: false, reason: 'divide-by-zero', inputs: error.inputs };
    throw error;
  }
}
