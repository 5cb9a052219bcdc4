import { number } from '../kit/numbers';

/**
 * Fair random numbers from the browser's cryptographic generator. A uniform integer below n comes
 * from rejection sampling: 32-bit draws at or above the largest multiple of n are thrown away, so
 * every value is equally likely (plain `draw % n` would favor small values). Decimals are integers
 * counted in steps of 10^−d. Ranges wider than 2^32 steps combine two draws (53 bits).
 */
export type RandomSource = (buffer: Uint32Array) => Uint32Array;

export const cryptoSource: RandomSource = (buffer) => crypto.getRandomValues(buffer);

/** The settings once read and checked (random-settings.ts does that with zod). */
export type Input = {
  min: number;
  max: number;
  count: number;
  kind: 'integer' | 'decimal';
  decimals: number;
  unique: boolean;
  sort: boolean;
};

const TWO_32 = 2 ** 32;
export const MAX_COUNT = 10_000;
/** Largest span in steps that two 32-bit draws can cover uniformly. */
const MAX_STEPS = 2 ** 53;

/** A uniform integer in [0, n), n ≤ 2^53. */
export function below(n: number, source: RandomSource = cryptoSource): number {
  if (!Number.isInteger(n) || n < 1 || n > MAX_STEPS) throw new RangeError(`below(${n})`);
  if (n === 1) return 0;
  const one = new Uint32Array(1);
  if (n <= TWO_32) {
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const draw = source(one)[0]!;
      if (draw < limit) return draw % n;
    }
  }
  const two = new Uint32Array(2);
  // 53 random bits: 21 from the first draw, 32 from the second.
  const limit = MAX_STEPS - (MAX_STEPS % n);
  for (;;) {
    const [high, low] = source(two);
    const draw = (high! >>> 11) * TWO_32 + low!;
    if (draw < limit) return draw % n;
  }
}

/** How many distinct values the range holds, in steps of 1 or 10^−decimals. */
export function possibleValues(input: Pick<Input, 'min' | 'max' | 'kind' | 'decimals'>): number {
  const scale = input.kind === 'integer' ? 1 : 10 ** input.decimals;
  const low = Math.ceil(input.min * scale - 1e-9);
  const high = Math.floor(input.max * scale + 1e-9);
  return Math.max(0, high - low + 1);
}

/** A message when the request is impossible or too large; undefined when it can be drawn. */
export function problem(input: Input): { field: keyof Input; message: string } | undefined {
  const size = possibleValues(input);
  const unit = input.kind === 'integer' ? 'whole numbers' : `numbers with ${input.decimals} decimal places`;
  if (size === 0)
    return {
      field: 'max',
      message: `There are no ${unit} between ${number(input.min, 6)} and ${number(input.max, 6)}.`,
    };
  if (size > MAX_STEPS)
    return {
      field: 'max',
      message: 'That range is too wide to draw from evenly. Narrow it or use fewer decimal places.',
    };
  if (input.unique && input.count > size) {
    return {
      field: 'count',
      message: `Only ${number(size, 0)} different ${unit} lie between ${number(input.min, 6)} and ${number(input.max, 6)}, so ${number(input.count, 0)} can’t all be different. Lower the count, widen the range or allow repeats.`,
    };
  }
  return undefined;
}

/** Draws the numbers; call only when `problem(input)` is undefined. */
export function draw(input: Input, source: RandomSource = cryptoSource): number[] {
  const scale = input.kind === 'integer' ? 1 : 10 ** input.decimals;
  const low = Math.ceil(input.min * scale - 1e-9);
  const size = possibleValues(input);
  const toValue = (step: number) => (low + step) / scale;
  const values: number[] = [];
  if (!input.unique) {
    for (let i = 0; i < input.count; i += 1) values.push(toValue(below(size, source)));
  } else if (input.count * 2 > size) {
    // Nearly the whole range: shuffle its first `count` places (Fisher–Yates) instead of retrying.
    const steps = Array.from({ length: size }, (_, i) => i);
    for (let i = 0; i < input.count; i += 1) {
      const j = i + below(size - i, source);
      [steps[i], steps[j]] = [steps[j]!, steps[i]!];
      values.push(toValue(steps[i]!));
    }
  } else {
    const seen = new Set<number>();
    while (values.length < input.count) {
      const step = below(size, source);
      if (seen.has(step)) continue;
      seen.add(step);
      values.push(toValue(step));
    }
  }
  return input.sort ? values.sort((a, b) => a - b) : values;
}
