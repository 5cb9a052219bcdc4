import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed, pick, shuffle } from '@/lib/kit/random';

describe('seeded random', () => {
  it('gives the same run for the same seed, text or number, and another for another seed', () => {
    const run = (seed: string | number) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(run('team')).toEqual(run('team'));
    expect(run('team')).toEqual(run(hashSeed('team')));
    expect(run('team')).not.toEqual(run('Team'));
    for (const value of run(7)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('keeps the mulberry32 sequence the tools were built on (same names, same pictures)', () => {
    expect(hashSeed('')).toBe(0x811c9dc5);
    expect(createRandom(1).next()).toBeCloseTo(0.6270739405881613, 15);
  });

  it('picks and shuffles without losing or repeating items', () => {
    const random = createRandom('x');
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(items).toContain(random.pick(items));
    expect([...shuffle(items, random.next)].sort()).toEqual(items);
    expect(new Set(random.sample(items, 3)).size).toBe(3);
    expect(random.sample(items, -1)).toEqual([]);
    expect(() => pick([], random.next)).toThrow();
  });
});
