import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputSchema } from '@/lib/converters/random-settings';
import { below, draw, possibleValues, problem, type RandomSource } from '@/lib/converters/random-numbers';

/** A source that replays the given 32-bit values, to test rejection exactly. */
function replay(values: number[]): RandomSource & { used: () => number } {
  let index = 0;
  const source = ((buffer: Uint32Array) => {
    for (let i = 0; i < buffer.length; i += 1) buffer[i] = values[index++ % values.length]!;
    return buffer;
  }) as RandomSource & { used: () => number };
  source.used = () => index;
  return source;
}

const settings = (overrides: Record<string, string | boolean> = {}) => {
  const parsed = inputSchema.safeParse({
    min: '1',
    max: '10',
    count: '5',
    kind: 'integer',
    decimals: '2',
    unique: false,
    sort: false,
    ...overrides,
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
};

describe('below(n): uniform integers by rejection sampling', () => {
  it('throws away draws from the uneven top of the 32-bit range', () => {
    // For n = 6, 2^32 mod 6 = 4, so the 4 largest values are rejected: 2^32 − 1 is refused, then 7 → 7 mod 6 = 1.
    const source = replay([2 ** 32 - 1, 7]);
    expect(below(6, source)).toBe(1);
    expect(source.used()).toBe(2);
  });

  it('accepts the largest value below the limit', () => {
    const limit = 2 ** 32 - (2 ** 32 % 6);
    expect(below(6, replay([limit - 1]))).toBe((limit - 1) % 6);
  });

  it('is exactly uniform over a whole cycle of the source', () => {
    // Feeding every value 0..(3 × 7 − 1) once gives each of 7 results exactly 3 times.
    const source = replay(Array.from({ length: 21 }, (_, i) => i));
    const counts = new Array(7).fill(0);
    for (let i = 0; i < 21; i += 1) counts[below(7, source)] += 1;
    expect(counts).toEqual([3, 3, 3, 3, 3, 3, 3]);
  });

  it('stays in range with the real generator, including ranges wider than 2^32', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const value = below(n);
        expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true);
      }),
    );
  });
});

describe('draw', () => {
  it('draws in range, with the decimals asked for', () => {
    const values = draw(settings({ min: '-1.5', max: '2.25', count: '200', kind: 'decimal', decimals: '2' }));
    expect(values).toHaveLength(200);
    for (const value of values) {
      expect(value).toBeGreaterThanOrEqual(-1.5);
      expect(value).toBeLessThanOrEqual(2.25);
      expect(Math.round(value * 100) / 100).toBe(value);
    }
  });

  it('draws every number once when asked for the whole range without repeats', () => {
    const values = draw(settings({ min: '1', max: '10', count: '10', unique: true, sort: true }));
    expect(values).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('never repeats when repeats are off', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (count) => {
        const values = draw(settings({ min: '1', max: '100', count: String(count), unique: true }));
        expect(new Set(values).size).toBe(count);
      }),
      { numRuns: 50 },
    );
  });
});

describe('messages for impossible requests', () => {
  it('says when the range is too small for the count without repeats', () => {
    expect(problem(settings({ count: '11', unique: true }))).toEqual({
      field: 'count',
      message:
        'Only 10 different whole numbers lie between 1 and 10, so 11 can’t all be different. Lower the count, widen the range or allow repeats.',
    });
    expect(problem(settings({ count: '11', unique: false }))).toBeUndefined();
  });

  it('counts the values a range holds', () => {
    expect(possibleValues(settings({ min: '0.5', max: '3.5' }))).toBe(3); // 1, 2, 3
    expect(possibleValues(settings({ min: '0', max: '1', kind: 'decimal', decimals: '1' }))).toBe(11);
    expect(problem(settings({ min: '0.2', max: '0.8' }))?.message).toBe(
      'There are no whole numbers between 0.2 and 0.8.',
    );
  });

  it('wants the maximum above the minimum', () => {
    const parsed = inputSchema.safeParse({
      min: '5',
      max: '5',
      count: '1',
      kind: 'integer',
      decimals: '2',
      unique: false,
      sort: false,
    });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['max'],
      message: 'The maximum must be larger than the minimum.',
    });
  });
});
