// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as margin from '@/lib/calculators/margin';
import { compute, examples, explain, inputSchema, solveForOptions } from '@/lib/calculators/markup';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

const run = (input: Record<string, unknown>) => compute(parseOk(inputSchema, input));

describe('markup compute (worked by hand)', () => {
  it('cost $36 with a 50% markup sells for $54 (margin 33.33%)', () => {
    const r = run({ solveFor: 'price', cost: '36', markup: '50' });
    expect(r.price).toBeCloseTo(54, 10);
    expect(r.profit).toBeCloseTo(18, 10);
    expect(r.margin).toBeCloseTo(100 / 3, 10);
  });
  it('price $54 with a 50% markup cost $36', () => {
    expect(run({ solveFor: 'cost', price: 54, markup: 50 }).cost).toBeCloseTo(36, 10);
  });
  it('cost $80, price $100 is a 25% markup and a 20% margin', () => {
    const r = run({ solveFor: 'markup', cost: 80, price: 100 });
    expect(r.markup).toBeCloseTo(25, 10);
    expect(r.margin).toBeCloseTo(20, 10);
  });
  it('explains with the visitor numbers', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    expect(explain(input, compute(input)).steps[0]).toBe(
      'Price = $36.00 × (1 + 50%) = $36.00 × 1.5 = $54.00',
    );
    expect(explain(input, compute(input)).steps.at(-1)).toBe('Markup = $18.00 ÷ $36.00 × 100 = 50%');
  });
});

describe('markup schema messages', () => {
  it.each([
    [{ solveFor: 'price', markup: 40 }, 'cost', 'Cost is required'],
    [{ solveFor: 'markup', cost: 3 }, 'price', 'Selling price is required'],
    [{ solveFor: 'cost', price: 3 }, 'markup', 'Markup is required'],
    [{ solveFor: 'price', cost: 5, markup: '-100' }, 'markup', 'Markup must be more than -100%'],
    [{ solveFor: 'price', cost: 5, markup: '2000000' }, 'markup', "Markup can't be more than 1,000,000%"],
    [{ solveFor: 'cost', price: '0', markup: 5 }, 'price', "Selling price can't be zero"],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });
});

describe('markup properties', () => {
  it('never throws or returns a non-finite number for accepted input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...solveForOptions),
        fieldValue(0, 1e12),
        fieldValue(0, 1e12),
        fieldValue(-100, 1_000_000),
        (solveFor, cost, price, markup) => {
          const parsed = inputSchema.safeParse({ solveFor, cost, price, markup });
          if (!parsed.success) return;
          const r = compute(parsed.data);
          expectAllFinite(r);
          explain(parsed.data, r);
        },
      ),
      propertyRuns,
    );
  });

  it('markup ↔ margin: the margin the markup module reports gives back the same price in the margin module', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e9, noNaN: true }),
        fc.double({ min: -99, max: 10_000, noNaN: true }),
        (cost, k) => {
          const viaMarkup = compute({ solveFor: 'price', cost, price: 0, markup: k });
          const viaMargin = margin.compute({ solveFor: 'price', cost, price: 0, margin: viaMarkup.margin });
          expect(viaMargin.price / viaMarkup.price).toBeCloseTo(1, 8);
          expect(viaMargin.markup).toBeCloseTo(k, 4);
        },
      ),
      propertyRuns,
    );
  });
});
