import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOOK_ALIKES } from '@/lib/utilities/password/charsets';
import { countPasswords, log2Big, passwordEntropy } from '@/lib/utilities/password/entropy';
import { DEFAULT_PASSWORD_OPTIONS, generatePasswords, planPassword } from '@/lib/utilities/password/generate';
import { drawPassphrase, passphraseEntropy } from '@/lib/utilities/password/passphrase';
import { createSampler, type RandomSource } from '@/lib/utilities/password/random';

/** A source that yields 0, 1, 2, … range-1 once each, in order, so every word is seen exactly once. */
function enumerating(range: number): { source: RandomSource; used: () => number } {
  let next = 0;
  return {
    source: (words) => {
      for (let i = 0; i < words.length; i++) words[i] = next++ % range;
    },
    used: () => next,
  };
}

/** A deterministic xorshift source: same numbers every run, so statistical bounds cannot flake. */
function seeded(seed: number): RandomSource {
  let s = seed >>> 0 || 1;
  return (words) => {
    for (let i = 0; i < words.length; i++) {
      s ^= s << 13;
      s >>>= 0;
      s ^= s >>> 17;
      s ^= s << 5;
      s >>>= 0;
      words[i] = s;
    }
  };
}

describe('the rejection sampler', () => {
  it('maps every word of a small range to each index exactly equally often (no modulo bias)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 256 }), (n) => {
        const range = 256;
        const limit = range - (range % n);
        const { source } = enumerating(range);
        const sample = createSampler(source, range);
        const counts = new Array<number>(n).fill(0);
        // `limit` accepted draws consume exactly the words 0..limit-1 of the first pass.
        for (let i = 0; i < limit; i++) counts[sample(n)]! += 1;
        expect(new Set(counts)).toEqual(new Set([limit / n]));
      }),
    );
  });

  it('skips words at or above the largest multiple of n', () => {
    // With range 10 and n 3, the word 9 would make index 0 more likely; it must be thrown away.
    const words = [9, 9, 4];
    const sample = createSampler((buffer) => buffer.set(words.slice(0, buffer.length)), 10);
    expect(sample(3)).toBe(1);
  });

  it('passes a chi-square test over 94 characters with a fixed seed', () => {
    const n = 94;
    const draws = 94_000;
    const sample = createSampler(seeded(20261122));
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < draws; i++) counts[sample(n)]! += 1;
    const expected = draws / n;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 93 degrees of freedom: the 99.9th percentile is about 140.
    expect(chi).toBeLessThan(140);
  });

  it('rejects impossible ranges', () => {
    expect(() => createSampler()(0)).toThrow(RangeError);
  });
});

describe('passwords', () => {
  it('has the requested length, uses only chosen sets and includes each one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 64 }),
        fc.record({ upper: fc.boolean(), lower: fc.boolean(), digits: fc.boolean(), symbols: fc.boolean() }),
        fc.boolean(),
        fc.integer(),
        (length, sets, excludeLookAlikes, seed) => {
          fc.pre(Object.values(sets).some(Boolean));
          const made = generatePasswords(
            { length, sets, excludeLookAlikes, requireEach: true },
            3,
            createSampler(seeded(seed)),
          );
          expect(made.ok).toBe(true);
          if (!made.ok) return;
          for (const pw of made.passwords) {
            expect(pw).toHaveLength(length);
            if (sets.upper) expect(pw).toMatch(/[A-Z]/);
            else expect(pw).not.toMatch(/[A-Z]/);
            if (sets.digits) expect(pw).toMatch(/\d/);
            else expect(pw).not.toMatch(/\d/);
            if (excludeLookAlikes) expect([...pw].some((c) => LOOK_ALIKES.has(c))).toBe(false);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('explains bad settings instead of generating', () => {
    expect(planPassword({ ...DEFAULT_PASSWORD_OPTIONS, length: 3 })).toEqual({
      ok: false,
      message: 'Choose a length from 4 to 128 characters.',
    });
    expect(planPassword({ ...DEFAULT_PASSWORD_OPTIONS, length: 129 }).ok).toBe(false);
    const none = { upper: false, lower: false, digits: false, symbols: false };
    expect(planPassword({ ...DEFAULT_PASSWORD_OPTIONS, sets: none })).toEqual({
      ok: false,
      message: 'Choose at least one kind of character.',
    });
  });
});

describe('entropy', () => {
  it('is length × log2(alphabet) for a single set', () => {
    expect(passwordEntropy([26], 10)).toBeCloseTo(10 * Math.log2(26), 9);
    expect(passwordEntropy([94], 128)).toBeCloseTo(128 * Math.log2(94), 6);
  });

  it('counts only passwords containing every required set', () => {
    // Length 2 over {a,b} ∪ {1}: a1, 1a, b1, 1b → 4 passwords.
    expect(countPasswords([2, 1], 2)).toBe(4n);
    // Brute force: length 3 over sizes 2 and 2.
    expect(countPasswords([2, 2], 3)).toBe(BigInt(4 ** 3 - 2 * 2 ** 3));
    const plan = planPassword(DEFAULT_PASSWORD_OPTIONS);
    expect(plan.ok && plan.entropy).toBeGreaterThan(130);
    expect(plan.ok && plan.entropy).toBeLessThan(20 * Math.log2(94));
  });

  it('takes the log of huge counts accurately', () => {
    expect(log2Big(2n ** 700n)).toBe(700);
    expect(log2Big(3n ** 200n)).toBeCloseTo(200 * Math.log2(3), 9);
  });

  it('gives passphrases log2(list) a word, plus the digit and its place', () => {
    const base = { words: 5, separator: '-', capitalize: true, addNumber: false };
    expect(passphraseEntropy(base, 7776)).toBeCloseTo(64.62, 2);
    expect(passphraseEntropy({ ...base, addNumber: true }, 7776)).toBeCloseTo(
      64.62 + Math.log2(10) + Math.log2(5),
      2,
    );
  });
});

describe('passphrases', () => {
  it('joins capitalised words with the separator and adds one digit', () => {
    const list = ['alpha', 'bravo', 'charlie', 'delta'];
    const phrase = drawPassphrase(
      { words: 4, separator: '.', capitalize: true, addNumber: true },
      list,
      createSampler(seeded(7)),
    );
    const parts = phrase.split('.');
    expect(parts).toHaveLength(4);
    for (const part of parts) expect(part).toMatch(/^(Alpha|Bravo|Charlie|Delta)\d?$/);
    expect(phrase.match(/\d/g)).toHaveLength(1);
  });
});
