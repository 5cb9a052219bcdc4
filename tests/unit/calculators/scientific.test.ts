// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, tokenize } from '@/lib/calculators/expression';
import {
  addToHistory,
  compute,
  examples,
  explain,
  formatNumber,
  inputSchema,
  memoryAdd,
  memoryClear,
  memoryRecall,
  memorySubtract,
  runAndRecord,
  type HistoryEntry,
} from '@/lib/calculators/scientific';
import { expectAllFinite, messages, parseOk, propertyRuns } from './helpers';

const calc = (expression: string, angleMode: 'deg' | 'rad' = 'deg', ans = 0) =>
  compute(parseOk(inputSchema, { expression, angleMode, ans }));
const value = (expression: string, angleMode: 'deg' | 'rad' = 'deg', ans = 0) => {
  const r = calc(expression, angleMode, ans);
  if (!r.ok) throw new Error(`${expression}: ${r.message}`);
  return r.value;
};

describe('scientific: arithmetic and precedence (worked by hand)', () => {
  it.each([
    ['1 + 2 × 3', 7],
    ['(1 + 2) × 3', 9],
    ['10 − 4 − 3', 3],
    ['2^3^2', 512],
    ['-2^2', -4],
    ['(-2)^2', 4],
    ['2^-1', 0.5],
    ['12 ÷ 4 ÷ 3', 1],
    ['5!', 120],
    ['3!^2', 36],
    ['0!', 1],
    ['2x3', 6],
    ['4²', 16],
    ['2³', 8],
    ['[1+1]*3', 6],
    ['1.5e3 + 2', 1502],
    ['.5 + .25', 0.75],
    ['--3', 3],
    ['(-8)^(1/3)', -2],
  ])('%s = %s', (expression, expected) => {
    expect(value(expression)).toBeCloseTo(expected, 12);
  });

  it('implicit multiplication: 2pi, 3(4+5), (1+1)(2+2), 2 sqrt(9), 2e = 2 × e', () => {
    expect(value('2pi')).toBeCloseTo(2 * Math.PI, 12);
    expect(value('3(4+5)')).toBe(27);
    expect(value('(1+1)(2+2)')).toBe(8);
    expect(value('2 sqrt(9)')).toBe(6);
    expect(value('2e')).toBeCloseTo(2 * Math.E, 12);
    expect(value('2pie')).toBeCloseTo(2 * Math.PI * Math.E, 12);
    expect(value('π')).toBeCloseTo(Math.PI, 12);
    expect(value('√16 + √(9)')).toBe(7);
  });

  it('functions: roots and logs', () => {
    expect(value('sqrt(2)^2')).toBeCloseTo(2, 12);
    expect(value('cbrt(-27)')).toBe(-3);
    expect(value('ln(e^3)')).toBeCloseTo(3, 12);
    expect(value('log(1000)')).toBeCloseTo(3, 12);
    expect(value('log2(1024)')).toBe(10);
    expect(value('log 2')).toBeCloseTo(Math.log10(2), 12);
    expect(value('abs(-7.5)')).toBe(7.5);
    expect(value('exp(1)')).toBeCloseTo(Math.E, 12);
    expect(value('sqrt 16')).toBe(4);
  });

  it('trigonometry in degrees, exact at multiples of 90°', () => {
    expect(value('sin(30)')).toBeCloseTo(0.5, 12);
    expect(value('sin(180)')).toBe(0);
    expect(value('cos(90)')).toBe(0);
    expect(value('cos(-180)')).toBe(-1);
    expect(value('tan(45)')).toBeCloseTo(1, 12);
    expect(value('tan(360)')).toBe(0);
    expect(value('asin(1)')).toBeCloseTo(90, 12);
    expect(value('acos(0.5)')).toBeCloseTo(60, 12);
    expect(value('atan(1)')).toBeCloseTo(45, 12);
  });

  it('trigonometry in radians', () => {
    expect(value('sin(pi/6)', 'rad')).toBeCloseTo(0.5, 12);
    expect(value('cos(pi)', 'rad')).toBeCloseTo(-1, 12);
    expect(value('asin(1)', 'rad')).toBeCloseTo(Math.PI / 2, 12);
  });

  it('ans is the previous answer', () => {
    expect(value('ans × 2', 'deg', 21)).toBe(42);
    expect(value('ans', 'deg', 1e-12)).toBe(1e-12);
  });

  it('shows results as a calculator does: 0.1 + 0.2 shows 0.3', () => {
    const r = calc('0.1 + 0.2');
    expect(r).toEqual({ ok: true, value: 0.30000000000000004, display: '0.3' });
    expect(formatNumber(2 ** 60)).toBe('1.15292150461e+18');
    expect(value(formatNumber(2 ** 60))).toBe(1.15292150461e18);
    expect(formatNumber(1 / 3)).toBe('0.333333333333');
    expect(formatNumber(-1.5e-12)).toBe('-1.5e-12');
  });
});

describe('scientific: errors are results with a position, never throws', () => {
  it.each([
    ['1/0', 'Division by zero at character 2', 1],
    ['2 + (3', 'Missing ) to close the ( at character 5', 4],
    ['2 + 3)', 'Unexpected ) at character 6: there is no ( to close', 5],
    ['2 +', 'The expression ends too soon: a number or ( is missing at the end', 3],
    ['2 # 3', 'Unexpected character “#” at character 3', 2],
    ['foo(2)', 'Unknown name “foo” at character 1', 0],
    ['sqrt(-4)', 'The square root of a negative number has no real result (at character 1)', 0],
    ['ln(0)', 'ln is only defined for numbers above 0 (at character 1)', 0],
    ['asin(2)', 'asin needs a value from −1 to 1 (at character 1)', 0],
    ['tan(90)', 'tan is undefined at 90° (at character 1)', 0],
    ['2.5!', 'Factorial needs a whole number from 0 to 170 (at character 4)', 3],
    ['171!', 'Factorial needs a whole number from 0 to 170 (at character 4)', 3],
    ['10^400', 'The result is too large to show (at character 3)', 2],
    ['(-2)^0.5', 'A negative number to a fractional power has no real result (at character 5)', 4],
    ['0^-1', '0 to a negative power is division by zero (at character 2)', 1],
    ['2 3', 'Missing operator between 2 and 3 at character 3', 2],
    ['sin', 'sin needs a value after it, like sin(30)', 3],
    ['*2', 'Unexpected * at character 1', 0],
  ])('%s -> %s', (expression, message, position) => {
    expect(calc(expression)).toEqual({ ok: false, message, position });
  });

  it('explains an error by pointing at it', () => {
    const input = parseOk(inputSchema, { expression: '2 + (3' });
    expect(explain(input, compute(input)).steps).toEqual([
      'Missing ) to close the ( at character 5.',
      '2 +  ⟶ (3',
    ]);
  });
});

describe('scientific: schema', () => {
  it.each([
    [{ expression: '' }, 'expression', 'Enter an expression, like 2^10 or sin(30)'],
    [{ expression: '   ' }, 'expression', 'Enter an expression, like 2^10 or sin(30)'],
    [{ expression: '1+'.repeat(300) + '1' }, 'expression', 'Keep the expression under 500 characters'],
    [{ expression: '1', angleMode: 'grad' }, 'angleMode', 'Choose the angle unit from the list'],
    [{ expression: '1', ans: 'abc' }, 'ans', 'Previous answer must be a number'],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });
});

describe('scientific: explain', () => {
  it('shows how the expression was read and each function value', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    const r = compute(input);
    expect(r).toMatchObject({ ok: true, display: '37' });
    expect(explain(input, r).steps).toEqual([
      'Read as: 2 × sin(30) + sqrt(16) × 3^2',
      'sin(30°) = 0.5',
      'sqrt(16) = 4',
      '= 37',
    ]);
  });
});

describe('scientific: memory and history helpers', () => {
  it('M+, M−, MR, MC', () => {
    let m = memoryClear();
    m = memoryAdd(m, 12);
    m = memoryAdd(m, 3.5);
    m = memorySubtract(m, 20);
    expect(m).toBe(-4.5);
    expect(memoryRecall(m)).toBe('(-4.5)');
    expect(memoryRecall(7)).toBe('7');
    expect(memoryAdd(Number.MAX_VALUE, Number.MAX_VALUE)).toBe(Number.MAX_VALUE);
    expect(memoryClear()).toBe(0);
    // Recalled memory drops straight into an expression.
    expect(value(`2${memoryRecall(-4.5)}`)).toBe(-9);
  });

  it('history keeps the newest first, skips repeats and keeps at most 20', () => {
    const entry = (expression: string, v: number): HistoryEntry => ({
      expression,
      display: String(v),
      value: v,
      angleMode: 'deg',
    });
    let history: HistoryEntry[] = [];
    history = addToHistory(history, entry('1+1', 2));
    history = addToHistory(history, entry('1+1', 2));
    history = addToHistory(history, entry('2*3', 6));
    expect(history.map((h) => h.expression)).toEqual(['2*3', '1+1']);
    for (let i = 0; i < 30; i++) history = addToHistory(history, entry(`${i}`, i));
    expect(history).toHaveLength(20);
    expect(history[0]!.expression).toBe('29');
  });

  it('runAndRecord updates ans and history only when the expression works', () => {
    const ok = runAndRecord([], parseOk(inputSchema, { expression: '6*7' }));
    expect(ok.ans).toBe(42);
    expect(ok.history).toHaveLength(1);
    const next = runAndRecord(ok.history, parseOk(inputSchema, { expression: 'ans/0', ans: ok.ans }));
    expect(next.result.ok).toBe(false);
    expect(next.ans).toBe(42);
    expect(next.history).toHaveLength(1);
  });
});

describe('scientific: properties', () => {
  const pieces = [
    '1',
    '2',
    '0',
    '10',
    '0.5',
    '3.14',
    '1e3',
    '171',
    'pi',
    'e',
    'ans',
    'x',
    '+',
    '-',
    '−',
    '*',
    '×',
    '/',
    '÷',
    '^',
    '!',
    '²',
    '(',
    ')',
    ' ',
    'sin',
    'cos',
    'tan',
    'asin',
    'acos',
    'atan',
    'sqrt',
    'cbrt',
    'ln',
    'log',
    'log2',
    'abs',
    'exp',
    '√',
    'π',
    '#',
    '.',
  ];
  const expressions = fc.oneof(
    fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 25 }).map((p) => p.join('')),
    fc.string({ minLength: 1, maxLength: 40 }),
  );

  it('never throws, and a result is either finite or an error with a position inside the text', () => {
    fc.assert(
      fc.property(
        expressions,
        fc.constantFrom('deg', 'rad'),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (expression, angleMode, ans) => {
          const parsed = inputSchema.safeParse({ expression, angleMode, ans });
          if (!parsed.success) return;
          const r = compute(parsed.data);
          expectAllFinite(r);
          if (!r.ok) {
            expect(r.position).toBeGreaterThanOrEqual(0);
            expect(r.position).toBeLessThanOrEqual(parsed.data.expression.length);
            expect(r.message.length).toBeGreaterThan(0);
          }
          explain(parsed.data, r);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with JavaScript arithmetic on + − × ÷ of integers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.constantFrom('+', '-', '*', '/'),
        fc.integer({ min: 1, max: 1000 }),
        (a, op, b) => {
          const expected = op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : a / b;
          expect(value(`${a} ${op} ${b}`)).toBeCloseTo(expected, 10);
        },
      ),
      propertyRuns,
    );
  });

  it('parses what it tokenizes without eval or Function', () => {
    expect(tokenize('2pi').map((t) => t.kind)).toEqual(['number', 'name', 'end']);
    expect(parse('1+2').kind).toBe('binary');
  });
});

describe('scientific: logarithms and function names are read as written (issue 16)', () => {
  it.each([
    ['log10(100)', 2],
    ['log10 1000', 3],
    ['lg(0.01)', -2],
    ['log2(8)', 3],
    ['log2 1024', 10],
    ['log(100)', 2],
    ['log100', 2],
    ['log25', Math.log10(25)],
    ['ln(e^2)', 2],
    ['log(100, 10)', 2],
    ['log(8, 2)', 3],
    ['log(81, 3)', 4],
    ['log(1000, 10)', 3],
    ['2log10(100)', 4],
    ['log10(100)log10(1000)', 6],
    ['arcsin(1)', 90],
    ['sinh(0)', 0],
    ['cosh(0)', 1],
    ['floor(2.7) + ceil(2.1)', 5],
    ['round(-2.5)', -3],
  ])('%s = %s', (expression, expected) => {
    expect(value(expression)).toBeCloseTo(expected, 12);
  });

  it('log(8, 2) is exactly 3 and the explanation shows the change of base', () => {
    const input = parseOk(inputSchema, { expression: 'log(8, 2)' });
    const r = compute(input);
    expect(r).toEqual({ ok: true, value: 3, display: '3' });
    expect(explain(input, r).steps).toContain('log(8, 2) = ln 8 ÷ ln 2 = 3');
  });

  it.each([
    ['log 10(100)', /^Unclear at character 7: log without brackets/, 6],
    ['sin 30 cos 30', /^Unclear at character 8: sin without brackets/, 7],
    ['sine(30)', /^Unknown name “sine” at character 1 \(to apply sin to e, write sin\(e\)\)/, 0],
    ['logx', /^Unknown name “logx”/, 0],
    ['log(8, 1)', /base must be above 0 and not 1/, 0],
    ['log(-8, 2)', /log is only defined for numbers above 0/, 0],
    ['sqrt(4, 2)', /^sqrt takes one value; only log takes a second one/, 6],
    ['1,000 + 1', /^Unexpected comma at character 2: .*write thousands without commas/, 1],
    ['log10', /^log10 needs a value after it, like log10\(100\)/, 5],
    ['acosh(0)', /acosh needs a value of 1 or more/, 0],
  ])('%s is refused and says why', (expression, message, position) => {
    const r = calc(expression);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toMatch(message);
    expect(r.position).toBe(position);
  });
});
