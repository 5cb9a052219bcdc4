// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, examples, explain, inputSchema, modes } from '@/lib/calculators/percentage';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

const run = (input: Record<string, unknown>) => compute(parseOk(inputSchema, input));

describe('percentage compute (worked by hand)', () => {
  it('15% of 80 is 12', () => {
    expect(run({ mode: 'percentOf', x: '15', y: '80' }).value).toBeCloseTo(12, 12);
  });
  it('18 is 25% of 72', () => {
    expect(run({ mode: 'whatPercent', x: '18', y: '72' }).value).toBeCloseTo(25, 12);
  });
  it('48,000 to 52,800 is a 10% increase', () => {
    const r = run({ mode: 'change', x: '48,000', y: '52,800' });
    expect(r.value).toBeCloseTo(10, 12);
    expect(r.difference).toBe(4800);
    expect(r.direction).toBe('increase');
  });
  it('80 to 60 is a 25% decrease', () => {
    const r = run({ mode: 'change', x: 80, y: 60 });
    expect(r.value).toBeCloseTo(-25, 12);
    expect(r.direction).toBe('decrease');
  });
  it('a negative start uses its size as the base: -50 to -25 is +50%', () => {
    expect(run({ mode: 'change', x: -50, y: -25 }).value).toBeCloseTo(50, 12);
  });
  it('defaults to "X% of Y" when no mode is given', () => {
    expect(run({ x: 50, y: 9 }).value).toBeCloseTo(4.5, 12);
  });
  it('explains with the visitor numbers', () => {
    const input = parseOk(inputSchema, examples[2]!.input);
    const e = explain(input, compute(input));
    expect(e.formula).toBe('Percent change = (new − starting) ÷ |starting| × 100');
    expect(e.steps).toContain('From 48,000 to 52,800 is a 10% increase.');
    const first = parseOk(inputSchema, examples[0]!.input);
    const of = explain(first, compute(first));
    expect(of.steps[1]).toBe('15% of 80 is 12');
  });
});

describe('percentage schema messages', () => {
  it.each([
    [{ mode: 'percentOf', x: '', y: 5 }, 'x', 'Percentage is required'],
    [{ mode: 'whatPercent', x: 5 }, 'y', 'Whole is required'],
    [{ mode: 'change', y: 5 }, 'x', 'Starting value is required'],
    [{ mode: 'whatPercent', x: 5, y: '0' }, 'y', "Whole can't be zero"],
    [
      { mode: 'change', x: '0', y: 5 },
      'x',
      "Starting value can't be zero: a change from zero has no percentage",
    ],
    [{ mode: 'percentOf', x: 'lots', y: 5 }, 'x', 'This value must be a number'],
    [{ mode: 'percentOf', x: 5, y: '1e13' }, 'y', "This value can't be more than 1,000,000,000,000"],
    [{ mode: 'sideways', x: 5, y: 5 }, 'mode', 'Choose the calculation from the list'],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });
  it('accepts negative values where they mean something', () => {
    expect(inputSchema.safeParse({ mode: 'percentOf', x: -20, y: 50 }).success).toBe(true);
  });
});

describe('percentage properties', () => {
  it('never throws or returns a non-finite number for accepted input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...modes),
        fieldValue(-1e12, 1e12),
        fieldValue(-1e12, 1e12),
        (mode, x, y) => {
          const parsed = inputSchema.safeParse({ mode, x, y });
          if (!parsed.success) return;
          const r = compute(parsed.data);
          expectAllFinite(r);
          explain(parsed.data, r);
        },
      ),
      propertyRuns,
    );
  });
  it('"X is what % of Y" undoes "X% of Y"', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        (p, y) => {
          const part = compute({ mode: 'percentOf', x: p, y }).value;
          expect(compute({ mode: 'whatPercent', x: part, y }).value).toBeCloseTo(p, 6);
        },
      ),
      propertyRuns,
    );
  });
});
