import '@/lib/zod-jitless';
import { z } from 'zod';
import { choiceField } from './fields';
import { num } from './format';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { number } from '@/lib/kit/numbers';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

export const operations = ['add', 'subtract', 'multiply', 'divide'] as const;
export type Operation = (typeof operations)[number];

const symbols: Record<Operation, string> = { add: '+', subtract: '−', multiply: '×', divide: '÷' };

/** Largest whole part, numerator or denominator accepted in a typed fraction. */
export const maxPart = 1_000_000;
const maxDecimals = 6;

/** A typed value as sign, whole part and a proper or improper fraction: −1 1/2 is {-1, 1, 1, 2}. */
export interface TypedFraction {
  sign: 1 | -1;
  whole: number;
  numerator: number;
  denominator: number;
  /** As typed, tidied: "1 1/2". */
  text: string;
}

/**
 * Reads "3/4", "1 1/2" (a mixed number), "-2 3/8", "5" or "0.75". Returns the fraction, or a
 * message saying what is wrong.
 */
export function readFraction(value: unknown, label: string): TypedFraction | { error: string } {
  const example = 'like 3/4, 1 1/2, 2 or 0.75';
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return { error: `${label} is required` };
  const text = (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '')
    .trim()
    .replace(/\u2212/g, '-')
    .replace(/\u2044/g, '/')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .replace(/^([+-]) /, '$1');
  const m =
    /^([+-]?)(\d+) (\d+)\/(\d+)$/.exec(text) ??
    /^([+-]?)()(\d+)\/(\d+)$/.exec(text) ??
    /^([+-]?)(\d+)()()$/.exec(text);
  const d = /^([+-]?)(\d*)\.(\d+)$/.exec(text);
  if (!m && !d) return { error: `${label} must be a fraction ${example}` };
  if (d) {
    const decimals = d[3] ?? '';
    if (decimals.length > maxDecimals)
      return { error: `${label} can have at most ${maxDecimals} decimal places` };
    const whole = Number(d[2] || '0');
    if (whole > maxPart) return { error: `${label} is too large: keep each number at most ${num(maxPart)}` };
    return {
      sign: d[1] === '-' ? -1 : 1,
      whole,
      numerator: Number(decimals),
      denominator: 10 ** decimals.length,
      text,
    };
  }
  const [, sign, whole, numerator, denominator] = m!;
  const parts = [whole, numerator, denominator].map((p) => (p ? Number(p) : 0));
  if (parts.some((p) => p > maxPart))
    return { error: `${label} is too large: keep each number at most ${num(maxPart)}` };
  if (denominator !== '' && Number(denominator) === 0)
    return { error: `${label}: the denominator can't be zero` };
  return {
    sign: sign === '-' ? -1 : 1,
    whole: parts[0] ?? 0,
    numerator: parts[1] ?? 0,
    denominator: denominator ? (parts[2] ?? 1) : 1,
    text,
  };
}

const fractionField = (label: string) =>
  z
    .preprocess((v) => (v === undefined ? '' : v), z.unknown())
    .transform((value, ctx): TypedFraction => {
      const read = readFraction(value, label);
      if ('error' in read) {
        ctx.issues.push({ code: 'custom', message: read.error, input: value });
        return z.NEVER;
      }
      return read;
    });

export const inputSchema = z
  .object({
    /** The first fraction, as typed: "3/4", "1 1/2", "-2", "0.75". */
    a: fractionField('First fraction'),
    op: choiceField(operations, 'operation', 'add'),
    /** The second fraction, same forms. */
    b: fractionField('Second fraction'),
  })
  .superRefine((v, ctx) => {
    if (v.op === 'divide' && v.b.whole === 0 && v.b.numerator === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['b'],
        message: "Can't divide by zero: the second fraction is 0",
      });
  });

export type Input = z.output<typeof inputSchema>;

export interface Result {
  /** Simplified, as decimal-digit strings (they can outgrow a JavaScript number's exact range). */
  numerator: string;
  denominator: string;
  /** "7/4" (or "2" when whole). */
  improper: string;
  /** "1 3/4" (or "2", or "3/4" when under one). */
  mixed: string;
  decimal: number;
  /** Exact decimal with the repeating part in brackets: 1/6 = "0.1(6)"; long expansions end in "…". */
  decimalText: string;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

export function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [abs(a), abs(b)];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function improperOf(f: TypedFraction): { n: bigint; d: bigint } {
  const d = BigInt(f.denominator);
  return { n: BigInt(f.sign) * (BigInt(f.whole) * d + BigInt(f.numerator)), d };
}

interface Worked {
  a: { n: bigint; d: bigint };
  b: { n: bigint; d: bigint };
  lcd: bigint | null;
  raw: { n: bigint; d: bigint };
  g: bigint;
  n: bigint;
  d: bigint;
}

function work(input: Input): Worked {
  const a = improperOf(input.a);
  const b = improperOf(input.b);
  let raw: { n: bigint; d: bigint };
  let lcd: bigint | null = null;
  if (input.op === 'add' || input.op === 'subtract') {
    lcd = (a.d / gcd(a.d, b.d)) * b.d;
    const an = a.n * (lcd / a.d);
    const bn = b.n * (lcd / b.d);
    raw = { n: input.op === 'add' ? an + bn : an - bn, d: lcd };
  } else if (input.op === 'multiply') raw = { n: a.n * b.n, d: a.d * b.d };
  else raw = { n: a.n * b.d, d: a.d * b.n };
  // Keep the sign on the numerator.
  if (raw.d < 0n) raw = { n: -raw.n, d: -raw.d };
  // The schema rules out dividing by zero; a zero denominator can't reach here.
  if (raw.d === 0n) raw = { n: 0n, d: 1n };
  const g = raw.n === 0n ? raw.d : gcd(raw.n, raw.d);
  return { a, b, lcd, raw, g, n: raw.n / g, d: raw.d / g };
}

function mixedText(n: bigint, d: bigint): string {
  if (d === 1n) return n.toString();
  const sign = n < 0n ? '-' : '';
  const whole = abs(n) / d;
  const rest = abs(n) % d;
  return whole === 0n ? `${sign}${rest}/${d}` : `${sign}${whole} ${rest}/${d}`;
}

/** Long division that spots the repeating block. */
export function exactDecimal(n: bigint, d: bigint, maxDigits = 40): string {
  const sign = n < 0n ? '-' : '';
  let r = abs(n) % d;
  const whole = abs(n) / d;
  if (r === 0n) return `${sign}${whole}`;
  const seen = new Map<bigint, number>();
  let digits = '';
  while (r !== 0n && digits.length < maxDigits) {
    const at = seen.get(r);
    if (at !== undefined) return `${sign}${whole}.${digits.slice(0, at)}(${digits.slice(at)})`;
    seen.set(r, digits.length);
    r *= 10n;
    digits += (r / d).toString();
    r %= d;
  }
  return `${sign}${whole}.${digits}${r === 0n ? '' : '…'}`;
}

export function compute(input: Input): Result {
  const w = work(input);
  return {
    numerator: w.n.toString(),
    denominator: w.d.toString(),
    improper: w.d === 1n ? w.n.toString() : `${w.n}/${w.d}`,
    mixed: mixedText(w.n, w.d),
    decimal: Number(w.n) / Number(w.d),
    decimalText: exactDecimal(w.n, w.d),
  };
}

const frac = ({ n, d }: { n: bigint; d: bigint }) => `${n}/${d}`;

export function explain(input: Input, result: Result): Explanation {
  const w = work(input);
  const steps: string[] = [];
  for (const [typed, f] of [
    [input.a, w.a],
    [input.b, w.b],
  ] as const) {
    if (typed.whole !== 0 && typed.denominator !== 1)
      steps.push(
        `${typed.text} as an improper fraction: (${typed.whole} × ${typed.denominator} + ${typed.numerator}) ÷ ${typed.denominator} = ${frac(f)}`,
      );
    else if (typed.text.includes('.')) steps.push(`${typed.text} = ${frac(f)}`);
  }
  const op = symbols[input.op];
  if (w.lcd !== null) {
    steps.push(`Lowest common denominator of ${w.a.d} and ${w.b.d}: ${w.lcd}`);
    steps.push(
      `${frac(w.a)} = ${w.a.n * (w.lcd / w.a.d)}/${w.lcd} and ${frac(w.b)} = ${w.b.n * (w.lcd / w.b.d)}/${w.lcd}`,
    );
    steps.push(
      `${w.a.n * (w.lcd / w.a.d)}/${w.lcd} ${op} ${w.b.n * (w.lcd / w.b.d)}/${w.lcd} = ${frac(w.raw)}`,
    );
  } else if (input.op === 'multiply') {
    steps.push(`Multiply across: (${w.a.n} × ${w.b.n}) / (${w.a.d} × ${w.b.d}) = ${frac(w.raw)}`);
  } else {
    steps.push(`Dividing by ${frac(w.b)} is multiplying by its reciprocal ${w.b.d}/${w.b.n}`);
    steps.push(`(${w.a.n} × ${w.b.d}) / (${w.a.d} × ${w.b.n}) = ${w.a.n * w.b.d}/${w.a.d * w.b.n}`);
  }
  if (w.g !== 1n)
    steps.push(
      `Simplify: the greatest common divisor of ${abs(w.raw.n)} and ${w.raw.d} is ${w.g}, so ${frac(w.raw)} = ${result.improper}`,
    );
  else steps.push(`${result.improper} is already in lowest terms`);
  if (result.mixed !== result.improper) steps.push(`As a mixed number: ${result.mixed}`);
  steps.push(`As a decimal: ${result.decimalText}`);
  return {
    formula:
      input.op === 'add' || input.op === 'subtract'
        ? `a/b ${op} c/d = (a × (L ÷ b) ${op} c × (L ÷ d)) / L, where L is the lowest common denominator; then divide top and bottom by their greatest common divisor`
        : input.op === 'multiply'
          ? 'a/b × c/d = (a × c) / (b × d); then divide top and bottom by their greatest common divisor'
          : 'a/b ÷ c/d = a/b × d/c = (a × d) / (b × c); then divide top and bottom by their greatest common divisor',
    steps,
  };
}

export const examples: Example[] = [
  { input: { a: '1 1/2', op: 'add', b: '2/3' }, note: 'One and a half plus two thirds' },
  { input: { a: '3/4', op: 'divide', b: '1 1/8' }, note: 'Three quarters divided by one and an eighth' },
];

const SYMBOL = { add: '+', subtract: '−', multiply: '×', divide: '÷' } as const;

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => pick(values, ['a', 'op', 'b']),
  present(input, result, explain) {
    const primary = {
      label: `${input.a.text} ${SYMBOL[input.op]} ${input.b.text} =`,
      value: result.improper,
    };
    const secondary = [
      ...(result.mixed !== result.improper ? [{ label: 'As a mixed number', value: result.mixed }] : []),
      {
        label: 'As a decimal',
        value: result.decimalText.length <= 24 ? result.decimalText : number(result.decimal, 10),
      },
    ];
    return {
      primary,
      secondary,
      tables: [],
      explain,
      copyText: copyTextOf('Fraction', [primary, ...secondary]),
    };
  },
});
