// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compute,
  examples,
  exactDecimal,
  explain,
  gcd,
  inputSchema,
  operations,
} from '@/lib/calculators/fraction';
import { expectAllFinite, messages, parseOk, propertyRuns } from './helpers';

const run = (a: string, op: string, b: string) => compute(parseOk(inputSchema, { a, op, b }));

describe('fraction compute (worked by hand)', () => {
  it('1 1/2 + 2/3 = 9/6 + 4/6 = 13/6 = 2 1/6 = 2.1(6)', () => {
    expect(run('1 1/2', 'add', '2/3')).toEqual({
      numerator: '13',
      denominator: '6',
      improper: '13/6',
      mixed: '2 1/6',
      decimal: 13 / 6,
      decimalText: '2.1(6)',
    });
  });
  it('5/6 − 1/3 = 5/6 − 2/6 = 3/6 = 1/2', () => {
    const r = run('5/6', 'subtract', '1/3');
    expect([r.improper, r.mixed, r.decimalText]).toEqual(['1/2', '1/2', '0.5']);
  });
  it('2/3 × 9/4 = 18/12 = 3/2', () => {
    expect(run('2/3', 'multiply', '9/4').mixed).toBe('1 1/2');
  });
  it('3/4 ÷ 1 1/8 = 3/4 × 8/9 = 24/36 = 2/3', () => {
    const r = run('3/4', 'divide', '1 1/8');
    expect([r.improper, r.decimalText]).toEqual(['2/3', '0.(6)']);
  });
  it('negative mixed numbers: −1 1/2 × 2 = −3, and 1/4 − 3/4 = −1/2', () => {
    expect(run('-1 1/2', 'multiply', '2').improper).toBe('-3');
    expect(run('1/4', 'subtract', '3/4').mixed).toBe('-1/2');
    expect(run('1/4', 'subtract', '1 3/4').mixed).toBe('-1 1/2');
  });
  it('decimals are read exactly: 0.75 + 1/4 = 1', () => {
    expect(run('0.75', 'add', '1/4').improper).toBe('1');
  });
  it('dividing by a negative keeps the sign on the numerator: 1/2 ÷ −1/4 = −2', () => {
    expect(run('1/2', 'divide', '-1/4').improper).toBe('-2');
  });
  it('zero results: 1/2 − 2/4 = 0', () => {
    expect(run('1/2', 'subtract', '2/4')).toMatchObject({ improper: '0', mixed: '0', decimalText: '0' });
  });
  it('large parts stay exact: 999999/1000000 × 999999/1000000', () => {
    const r = run('999999/1000000', 'multiply', '999999/1000000');
    expect(r.improper).toBe('999998000001/1000000000000');
  });
  it('long division finds repeating blocks', () => {
    expect(exactDecimal(1n, 7n)).toBe('0.(142857)');
    expect(exactDecimal(-22n, 7n)).toBe('-3.(142857)');
    expect(exactDecimal(1n, 8n)).toBe('0.125');
    expect(exactDecimal(1n, 97n)).toMatch(/…$/);
    expect(gcd(84n, -36n)).toBe(12n);
  });
  it('explains with the visitor fractions: improper, LCD, GCD, mixed, decimal', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    expect(explain(input, compute(input)).steps).toEqual([
      '1 1/2 as an improper fraction: (1 × 2 + 1) ÷ 2 = 3/2',
      'Lowest common denominator of 2 and 3: 6',
      '3/2 = 9/6 and 2/3 = 4/6',
      '9/6 + 4/6 = 13/6',
      '13/6 is already in lowest terms',
      'As a mixed number: 2 1/6',
      'As a decimal: 2.1(6)',
    ]);
    const div = parseOk(inputSchema, examples[1]!.input);
    expect(explain(div, compute(div)).steps).toContain(
      'Simplify: the greatest common divisor of 24 and 36 is 12, so 24/36 = 2/3',
    );
  });
});

describe('fraction schema messages', () => {
  it.each([
    [{ a: '', op: 'add', b: '1/2' }, 'a', 'First fraction is required'],
    [
      { a: '1/2', op: 'add', b: 'half' },
      'b',
      'Second fraction must be a fraction like 3/4, 1 1/2, 2 or 0.75',
    ],
    [{ a: '1/0', op: 'add', b: '1/2' }, 'a', "First fraction: the denominator can't be zero"],
    [{ a: '1/2', op: 'divide', b: '0/5' }, 'b', "Can't divide by zero: the second fraction is 0"],
    [{ a: '1/2', op: 'divide', b: '0' }, 'b', "Can't divide by zero: the second fraction is 0"],
    [
      { a: '1/2000000', op: 'add', b: '1' },
      'a',
      'First fraction is too large: keep each number at most 1,000,000',
    ],
    [{ a: '0.1234567', op: 'add', b: '1' }, 'a', 'First fraction can have at most 6 decimal places'],
    [{ a: '1/2', op: 'power', b: '1' }, 'op', 'Choose the operation from the list'],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });
  it('accepts spacing and sign variants', () => {
    for (const a of [' 1  1 / 2 ', '+3/2', '− 1 1/2', '1⁄2', 7])
      expect(inputSchema.safeParse({ a, b: '1' }).success).toBe(true);
  });
});

describe('fraction properties', () => {
  const part = fc.integer({ min: 0, max: 1_000_000 });
  const typed = fc.oneof(
    fc
      .tuple(fc.boolean(), part, part, fc.integer({ min: 0, max: 1_000_000 }))
      .map(([neg, w, n, d]) => `${neg ? '-' : ''}${w} ${n}/${d}`),
    fc.tuple(part, part).map(([n, d]) => `${n}/${d}`),
    fc.string({ maxLength: 8 }),
    fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
  );

  it('never throws or returns a non-finite number for accepted input', () => {
    fc.assert(
      fc.property(typed, fc.constantFrom(...operations), typed, (a, op, b) => {
        const parsed = inputSchema.safeParse({ a, op, b });
        if (!parsed.success) return;
        const r = compute(parsed.data);
        expectAllFinite(r);
        explain(parsed.data, r);
      }),
      propertyRuns,
    );
  });

  it('results are in lowest terms and (a + b) − b = a', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        (an, ad, bn, bd) => {
          const text = (n: number, d: number) => `${n < 0 ? '-' : ''}${Math.abs(n)}/${d}`;
          const sum = run(text(an, ad), 'add', text(bn, bd));
          expect(gcd(BigInt(sum.numerator), BigInt(sum.denominator))).toBe(1n);
          const back = run(
            sum.improper.includes('/') ? sum.improper : `${sum.improper}/1`,
            'subtract',
            text(bn, bd),
          );
          const expected = run(text(an, ad), 'multiply', '1');
          expect(back.improper).toBe(expected.improper);
        },
      ),
      propertyRuns,
    );
  });
});
