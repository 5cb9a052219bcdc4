/*
 * A small, safe arithmetic language for the scientific calculator: a tokenizer and a
 * recursive-descent parser that builds a tree, then an evaluator over that tree. Nothing here uses
 * eval or Function; a mistake in the expression becomes a message with its position, never a throw.
 *
 * Grammar, loosest binding first:
 *   expr    := term (("+" | "-") term)*
 *   term    := unary (("*" | "/") unary | unary-without-sign)*      (the second form: 2pi, 3(4+1))
 *   unary   := ("-" | "+") unary | power
 *   power   := postfix ("^" unary)?                                  (right-associative: 2^3^2 = 2^9)
 *   postfix := primary ("!" | "²" | "³")*
 *   primary := number | constant | "ans" | function (  "(" expr ("," expr)? ")" | postfix ) | "(" expr ")"
 * So -2^2 = -4, 2^-1 = 0.5, 2pi/2 = pi, sin 30 = sin(30), 5!^2 = 14400.
 *
 * Function names are never split or guessed at: log10(100) is the base-10 logarithm of 100, not
 * log(10) × 100, and "sine" is an unknown name rather than sin(e). A function written without
 * brackets takes only the value right after it, so anything implied to multiply it ("log 10(100)")
 * is refused with a message asking for brackets, instead of being read one of two ways silently.
 */

export type AngleMode = 'deg' | 'rad';

export const functionNames = [
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'sinh',
  'cosh',
  'tanh',
  'asinh',
  'acosh',
  'atanh',
  'sqrt',
  'cbrt',
  'ln',
  'log',
  'log10',
  'log2',
  'abs',
  'exp',
  'floor',
  'ceil',
  'round',
] as const;
export type FunctionName = (typeof functionNames)[number];

export const constantNames = ['pi', 'e', 'ans'] as const;
type ConstantName = (typeof constantNames)[number];

/** Other spellings people type for the same functions. */
const aliases: Readonly<Record<string, FunctionName>> = {
  arcsin: 'asin',
  arccos: 'acos',
  arctan: 'atan',
  lg: 'log10',
};

const isFunctionName = (name: string): name is FunctionName =>
  (functionNames as readonly string[]).includes(name);

const knownNames: readonly string[] = [...functionNames, ...constantNames, ...Object.keys(aliases)];

export const maxExpressionLength = 500;
const maxDepth = 100;

type OpValue = '+' | '-' | '*' | '/' | '^' | '!' | '²' | '³' | '(' | ')' | ',';

type Token =
  | { kind: 'number'; value: number; text: string; pos: number }
  | { kind: 'name'; value: string; pos: number }
  | { kind: 'op'; value: OpValue; pos: number }
  | { kind: 'end'; pos: number };

export type Node =
  | { kind: 'number'; value: number; text: string }
  | { kind: 'constant'; name: ConstantName }
  | { kind: 'negate'; arg: Node; pos: number }
  | {
      kind: 'binary';
      op: '+' | '-' | '*' | '/' | '^';
      left: Node;
      right: Node;
      pos: number;
      implicit: boolean;
    }
  | {
      kind: 'call';
      name: FunctionName;
      arg: Node;
      /** log(x, base): the base given after a comma. */
      base?: Node;
      /** Written with brackets, log(100), rather than log 100. */
      bracketed: boolean;
      pos: number;
    }
  | { kind: 'factorial'; arg: Node; pos: number }
  | { kind: 'group'; inner: Node };

export class ExpressionError {
  constructor(
    readonly message: string,
    /** 0-based index into the expression where the problem is. */
    readonly position: number,
  ) {}
}

const charAt = (pos: number) => `character ${pos + 1}`;

/**
 * Splits an unknown run of letters into constants ("pie" = pi e, "eans" = e ans), longest first; a
 * function may only end the run ("2pisin(30)"). Reading "sine" as sin(e) or "logx" as log × x would
 * quietly compute something nobody typed, so such runs stay unknown and are reported.
 */
function splitNames(run: string): string[] | null {
  if (run === '') return [];
  if (knownNames.includes(run)) return [run];
  const candidates = (constantNames as readonly string[])
    .filter((n) => run.startsWith(n))
    .sort((a, b) => b.length - a.length);
  for (const name of candidates) {
    const rest = splitNames(run.slice(name.length));
    if (rest) return [name, ...rest];
  }
  return null;
}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const single: Record<string, OpValue> = {
    '+': '+',
    '-': '-',
    '\u2212': '-',
    '\u2013': '-',
    '*': '*',
    '×': '*',
    '·': '*',
    '/': '/',
    '÷': '/',
    '^': '^',
    '!': '!',
    '²': '²',
    '³': '³',
    '(': '(',
    ')': ')',
    '[': '(',
    ']': ')',
    ',': ',',
  };
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    const numberMatch = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(source.slice(i));
    if (numberMatch) {
      const text = numberMatch[0];
      tokens.push({ kind: 'number', value: Number(text), text, pos: i });
      i += text.length;
      continue;
    }
    if (ch === 'π') {
      tokens.push({ kind: 'name', value: 'pi', pos: i });
      i += 1;
      continue;
    }
    if (ch === '√') {
      tokens.push({ kind: 'name', value: 'sqrt', pos: i });
      i += 1;
      continue;
    }
    const letters = /^[a-zA-Z]+/.exec(source.slice(i));
    if (letters) {
      let run = letters[0].toLowerCase();
      // "log10" and "log2" written together are the base-10 and base-2 logarithms; "log 2", "log25"
      // and "log100" (more digits follow) are the common logarithm of that number.
      const digits = run.endsWith('log') ? /^(10|2)(?![\d.])/.exec(source.slice(i + run.length)) : null;
      if (digits) run += digits[1];
      // A lone "x" between numbers is a multiplication sign, as people type 2x3.
      if (run === 'x') {
        tokens.push({ kind: 'op', value: '*', pos: i });
        i += 1;
        continue;
      }
      const names = splitNames(run);
      if (!names) throw new ExpressionError(unknownName(source.slice(i, i + run.length), i), i);
      let at = i;
      for (const name of names) {
        tokens.push({ kind: 'name', value: aliases[name] ?? name, pos: at });
        at += name.length;
      }
      i += run.length;
      continue;
    }
    const op = single[ch];
    if (op) {
      tokens.push({ kind: 'op', value: op, pos: i });
      i += 1;
      continue;
    }
    throw new ExpressionError(`Unexpected character “${ch}” at ${charAt(i)}`, i);
  }
  tokens.push({ kind: 'end', pos: source.length });
  return tokens;
}

/** "Unknown name" with a hint when the run starts with a function: "sine" → write sin(e). */
function unknownName(typed: string, pos: number): string {
  const lower = typed.toLowerCase();
  const fn = [...functionNames, ...Object.keys(aliases)]
    .filter((name) => lower.startsWith(name) && lower.length > name.length)
    .sort((a, b) => b.length - a.length)[0];
  const hint = fn
    ? ` (to apply ${fn} to ${lower.slice(fn.length)}, write ${fn}(${lower.slice(fn.length)}))`
    : '';
  return `Unknown name “${typed}” at ${charAt(pos)}${hint}`;
}

export function parse(source: string): Node {
  const tokens = tokenize(source);
  let index = 0;
  let depth = 0;
  const peek = () => tokens[index]!;
  const next = () => tokens[index++]!;
  const isOp = (t: Token, ...values: string[]) => t.kind === 'op' && values.includes(t.value);

  const describe = (t: Token) =>
    t.kind === 'end' ? 'the end' : t.kind === 'number' ? t.text : t.kind === 'name' ? t.value : t.value;

  const startsOperand = (t: Token) => t.kind === 'number' || t.kind === 'name' || isOp(t, '(');

  function enter(pos: number) {
    depth += 1;
    if (depth > maxDepth) throw new ExpressionError(`Too deeply nested at ${charAt(pos)}`, pos);
  }

  function expr(): Node {
    enter(peek().pos);
    let left = term();
    while (isOp(peek(), '+', '-')) {
      const t = next() as Extract<Token, { kind: 'op' }>;
      left = { kind: 'binary', op: t.value as '+' | '-', left, right: term(), pos: t.pos, implicit: false };
    }
    depth -= 1;
    return left;
  }

  function term(): Node {
    let left = unary();
    for (;;) {
      const t = peek();
      if (isOp(t, '*', '/')) {
        next();
        left = {
          kind: 'binary',
          op: (t as Extract<Token, { kind: 'op' }>).value as '*' | '/',
          left,
          right: unary(),
          pos: t.pos,
          implicit: false,
        };
      } else if (startsOperand(t)) {
        const previous = tokens[index - 1];
        const bare = unbracketedCall(left);
        if (bare)
          throw new ExpressionError(
            `Unclear at ${charAt(t.pos)}: ${bare.name} without brackets applies only to the value right after it. Add brackets, like ${bare.name}(…) × …, or put everything it applies to inside ${bare.name}(…)`,
            t.pos,
          );
        if (t.kind === 'number' && previous?.kind === 'number')
          throw new ExpressionError(
            `Missing operator between ${previous.text} and ${t.text} at ${charAt(t.pos)}`,
            t.pos,
          );
        left = { kind: 'binary', op: '*', left, right: power(), pos: t.pos, implicit: true };
      } else return left;
    }
  }

  function unary(): Node {
    const t = peek();
    if (isOp(t, '-', '+')) {
      next();
      enter(t.pos);
      const arg = unary();
      depth -= 1;
      return isOp(t, '-') ? { kind: 'negate', arg, pos: t.pos } : arg;
    }
    return power();
  }

  function power(): Node {
    const base = postfix();
    const t = peek();
    if (isOp(t, '^')) {
      next();
      enter(t.pos);
      const exponent = unary();
      depth -= 1;
      return { kind: 'binary', op: '^', left: base, right: exponent, pos: t.pos, implicit: false };
    }
    return base;
  }

  function postfix(): Node {
    let node = primary();
    for (;;) {
      const t = peek();
      if (isOp(t, '!')) {
        next();
        node = { kind: 'factorial', arg: node, pos: t.pos };
      } else if (isOp(t, '²', '³')) {
        next();
        const text = isOp(t, '²') ? '2' : '3';
        node = {
          kind: 'binary',
          op: '^',
          left: node,
          right: { kind: 'number', value: Number(text), text },
          pos: t.pos,
          implicit: false,
        };
      } else return node;
    }
  }

  /** The rightmost call written without brackets at the end of `node` (so "2 log 10" finds log). */
  function unbracketedCall(node: Node): Extract<Node, { kind: 'call' }> | undefined {
    if (node.kind === 'call') return node.bracketed ? undefined : node;
    if (node.kind === 'binary' && node.op !== '^') return unbracketedCall(node.right);
    if (node.kind === 'negate') return unbracketedCall(node.arg);
    return undefined;
  }

  function primary(): Node {
    const t = next();
    if (t.kind === 'number') {
      if (!Number.isFinite(t.value)) throw new ExpressionError(`The number ${t.text} is too large`, t.pos);
      return { kind: 'number', value: t.value, text: t.text };
    }
    if (t.kind === 'name') {
      if (isFunctionName(t.value)) {
        const name = t.value;
        if (isOp(peek(), '(')) {
          const open = next();
          const inner = expr();
          let base: Node | undefined;
          if (isOp(peek(), ',')) {
            const comma = next();
            if (name !== 'log')
              throw new ExpressionError(
                `${name} takes one value; only log takes a second one, the base, as in log(8, 2) (comma at ${charAt(comma.pos)})`,
                comma.pos,
              );
            base = expr();
          }
          if (!isOp(peek(), ')'))
            throw new ExpressionError(
              `Missing ) to close the ( after ${name} at ${charAt(open.pos)}`,
              open.pos,
            );
          next();
          return { kind: 'call', name, arg: inner, base, bracketed: true, pos: t.pos };
        }
        if (!startsOperand(peek()))
          throw new ExpressionError(
            `${name} needs a value after it, like ${name}(${name.startsWith('log') ? '100' : '30'})`,
            peek().pos,
          );
        enter(t.pos);
        const arg = postfix();
        depth -= 1;
        return { kind: 'call', name, arg, bracketed: false, pos: t.pos };
      }
      return { kind: 'constant', name: t.value as ConstantName };
    }
    if (isOp(t, '(')) {
      const inner = expr();
      if (!isOp(peek(), ')'))
        throw new ExpressionError(`Missing ) to close the ( at ${charAt(t.pos)}`, t.pos);
      next();
      return { kind: 'group', inner };
    }
    if (t.kind === 'end')
      throw new ExpressionError('The expression ends too soon: a number or ( is missing at the end', t.pos);
    if (isOp(t, ',')) throw new ExpressionError(commaMessage(t.pos), t.pos);
    throw new ExpressionError(`Unexpected ${describe(t)} at ${charAt(t.pos)}`, t.pos);
  }

  // A comma outside log( , ) is most often a thousands separator, which would be misread.
  const commaMessage = (pos: number) =>
    `Unexpected comma at ${charAt(pos)}: commas only separate log’s number and base, as in log(8, 2); write thousands without commas (1000)`;

  const tree = expr();
  const rest = peek();
  if (rest.kind !== 'end') {
    if (isOp(rest, ')'))
      throw new ExpressionError(`Unexpected ) at ${charAt(rest.pos)}: there is no ( to close`, rest.pos);
    if (isOp(rest, ',')) throw new ExpressionError(commaMessage(rest.pos), rest.pos);
    throw new ExpressionError(`Unexpected ${describe(rest)} at ${charAt(rest.pos)}`, rest.pos);
  }
  return tree;
}

export interface EvaluateOptions {
  angleMode: AngleMode;
  /** The value of `ans` (the previous answer). */
  ans: number;
  /** Called with each function result, for the explanation. */
  onCall?: (text: string) => void;
}

const DEG = Math.PI / 180;

/** sin and cos of whole multiples of 90° are exact, so sin(180°) is 0 and not 1.2e-16. */
function trigDegrees(name: 'sin' | 'cos' | 'tan', degrees: number, pos: number): number {
  const r = ((degrees % 360) + 360) % 360;
  if (Number.isInteger(r) && r % 90 === 0) {
    const quarter = r / 90;
    const sin = [0, 1, 0, -1][quarter]!;
    const cos = [1, 0, -1, 0][quarter]!;
    if (name === 'sin') return sin;
    if (name === 'cos') return cos;
    if (cos === 0) throw new ExpressionError(`tan is undefined at ${r}° (at ${charAt(pos)})`, pos);
    return sin / cos;
  }
  return Math[name](degrees * DEG);
}

function factorial(n: number, pos: number): number {
  if (!Number.isInteger(n) || n < 0 || n > 170)
    throw new ExpressionError(`Factorial needs a whole number from 0 to 170 (at ${charAt(pos)})`, pos);
  let out = 1;
  for (let k = 2; k <= n; k++) out *= k;
  return out;
}

function checked(value: number, pos: number, what: string): number {
  if (Number.isNaN(value)) throw new ExpressionError(`${what} has no real result (at ${charAt(pos)})`, pos);
  if (!Number.isFinite(value))
    throw new ExpressionError(`The result is too large to show (at ${charAt(pos)})`, pos);
  return value === 0 ? 0 : value;
}

export function evaluate(node: Node, options: EvaluateOptions): number {
  const ev = (n: Node) => evaluate(n, options);
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'constant':
      return node.name === 'pi' ? Math.PI : node.name === 'e' ? Math.E : options.ans;
    case 'group':
      return ev(node.inner);
    case 'negate':
      return -ev(node.arg);
    case 'factorial':
      return checked(factorial(ev(node.arg), node.pos), node.pos, 'The factorial');
    case 'binary': {
      const a = ev(node.left);
      const b = ev(node.right);
      if (node.op === '+') return checked(a + b, node.pos, 'The sum');
      if (node.op === '-') return checked(a - b, node.pos, 'The difference');
      if (node.op === '*') return checked(a * b, node.pos, 'The product');
      if (node.op === '/') {
        if (b === 0) throw new ExpressionError(`Division by zero at ${charAt(node.pos)}`, node.pos);
        return checked(a / b, node.pos, 'The division');
      }
      if (a === 0 && b < 0)
        throw new ExpressionError(
          `0 to a negative power is division by zero (at ${charAt(node.pos)})`,
          node.pos,
        );
      const raised = Math.pow(a, b);
      // A negative base to 1/3, 1/5...: use the real odd root, as a calculator does.
      if (Number.isNaN(raised) && a < 0) {
        const inverse = 1 / b;
        if (Math.abs(inverse - Math.round(inverse)) < 1e-9 && Math.round(inverse) % 2 !== 0)
          return checked(-Math.pow(-a, b), node.pos, 'The power');
        throw new ExpressionError(
          `A negative number to a fractional power has no real result (at ${charAt(node.pos)})`,
          node.pos,
        );
      }
      return checked(raised, node.pos, 'The power');
    }
    case 'call': {
      const x = ev(node.arg);
      if (node.base) {
        const base = ev(node.base);
        const value = logBase(x, base, node.pos);
        options.onCall?.(
          `log(${formatNumber(x)}, ${formatNumber(base)}) = ln ${formatNumber(x)} ÷ ln ${formatNumber(base)} = ${formatNumber(value)}`,
        );
        return value;
      }
      const value = call(node.name, x, node.pos, options.angleMode);
      options.onCall?.(
        `${node.name}(${formatNumber(x)}${isTrig(node.name) && options.angleMode === 'deg' ? '°' : ''}) = ${formatNumber(value)}${isInverseTrig(node.name) && options.angleMode === 'deg' ? '°' : ''}`,
      );
      return value;
    }
  }
}

function logBase(x: number, base: number, pos: number): number {
  if (!(x > 0)) throw new ExpressionError(`log is only defined for numbers above 0 (at ${charAt(pos)})`, pos);
  if (!(base > 0) || base === 1)
    throw new ExpressionError(`A logarithm’s base must be above 0 and not 1 (at ${charAt(pos)})`, pos);
  // Exact powers come out exact: log(1000, 10) is 3, not 2.9999999999999996.
  if (base === 10) return Math.log10(x);
  if (base === 2) return Math.log2(x);
  const value = Math.log(x) / Math.log(base);
  const whole = Math.round(value);
  return Math.abs(value - whole) < 1e-12 && Math.pow(base, whole) === x ? whole : checked(value, pos, 'log');
}

const isTrig = (name: FunctionName) => name === 'sin' || name === 'cos' || name === 'tan';
const isInverseTrig = (name: FunctionName) => name === 'asin' || name === 'acos' || name === 'atan';

function call(name: FunctionName, x: number, pos: number, mode: AngleMode): number {
  const domain = (ok: boolean, message: string) => {
    if (!ok) throw new ExpressionError(`${message} (at ${charAt(pos)})`, pos);
  };
  switch (name) {
    case 'sin':
    case 'cos':
    case 'tan':
      if (mode === 'deg') return checked(trigDegrees(name, x, pos), pos, name);
      return checked(Math[name](x), pos, name);
    case 'asin':
    case 'acos':
      domain(x >= -1 && x <= 1, `${name} needs a value from −1 to 1`);
      return Math[name](x) / (mode === 'deg' ? DEG : 1);
    case 'atan':
      return Math.atan(x) / (mode === 'deg' ? DEG : 1);
    case 'sqrt':
      domain(x >= 0, 'The square root of a negative number has no real result');
      return Math.sqrt(x);
    case 'cbrt':
      return Math.cbrt(x);
    case 'ln':
    case 'log':
    case 'log10':
    case 'log2':
      domain(x > 0, `${name} is only defined for numbers above 0`);
      return name === 'ln' ? Math.log(x) : name === 'log2' ? Math.log2(x) : Math.log10(x);
    case 'sinh':
    case 'cosh':
    case 'tanh':
    case 'asinh':
      return checked(Math[name](x), pos, name);
    case 'acosh':
      domain(x >= 1, 'acosh needs a value of 1 or more');
      return Math.acosh(x);
    case 'atanh':
      domain(x > -1 && x < 1, 'atanh needs a value between −1 and 1');
      return Math.atanh(x);
    case 'abs':
      return Math.abs(x);
    case 'exp':
      return checked(Math.exp(x), pos, 'exp');
    case 'floor':
    case 'ceil':
      return Math[name](x);
    case 'round':
      // Half away from zero, as people round by hand (Math.round sends −2.5 to −2).
      return Math.sign(x) * Math.round(Math.abs(x));
  }
}

/**
 * A result as a calculator shows it: 12 significant digits (hiding binary noise such as
 * 0.1 + 0.2 = 0.30000000000000004), scientific notation for very large or small values.
 */
export function formatNumber(value: number): string {
  if (value === 0) return '0';
  const size = Math.abs(value);
  if (size >= 1e15 || size < 1e-9) {
    const [mantissa, exponent] = value.toExponential(11).split('e');
    return `${String(Number(mantissa))}e${exponent}`;
  }
  return String(Number(value.toPrecision(12)));
}

/** The tree written back out with every operation explicit: "2pi(3+4)" reads "2 × pi × (3 + 4)". */
export function describeTree(node: Node): string {
  switch (node.kind) {
    case 'number':
      return node.text;
    case 'constant':
      return node.name;
    case 'group':
      return `(${describeTree(node.inner)})`;
    case 'negate':
      return `−${describeTree(node.arg)}`;
    case 'factorial':
      return `${describeTree(node.arg)}!`;
    case 'call':
      return `${node.name}(${node.arg.kind === 'group' ? describeTree(node.arg.inner) : describeTree(node.arg)}${node.base ? `, ${describeTree(node.base)}` : ''})`;
    case 'binary': {
      const symbol = { '+': '+', '-': '−', '*': '×', '/': '÷', '^': '^' }[node.op];
      return node.op === '^'
        ? `${describeTree(node.left)}^${describeTree(node.right)}`
        : `${describeTree(node.left)} ${symbol} ${describeTree(node.right)}`;
    }
  }
}
