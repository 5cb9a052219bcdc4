// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, examples, explain, inputSchema, solveForOptions } from '@/lib/calculators/margin';
import * as markup from '@/lib/calculators/markup';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

const run = (input: Record<string, unknown>) => compute(parseOk(inputSchema, input));

describe('margin compute (worked by hand)', () => {
  it('cost $36 at a 40% margin sells for $60 (markup 66.67%)', () => {
    const r = run({ solveFor: 'price', cost: '36', margin: '40' });
    expect(r.price).toBeCloseTo(60, 10);
    expect(r.profit).toBeCloseTo(24, 10);
    expect(r.markup).toBeCloseTo(66.6667, 4);
  });
  it('price $60 at a 40% margin costs $36', () => {
    expect(run({ solveFor: 'cost', price: '60', margin: '40%' }).cost).toBeCloseTo(36, 10);
  });
  it('cost $36, price $60 is a 40% margin and a 66.67% markup', () => {
    const r = run({ solveFor: 'margin', cost: 36, price: 60 });
    expect(r.margin).toBeCloseTo(40, 10);
    expect(r.markup).toBeCloseTo(200 / 3, 10);
  });
  it('selling below cost gives a negative margin', () => {
    expect(run({ solveFor: 'margin', cost: 50, price: 40 }).margin).toBeCloseTo(-25, 10);
  });
  it('ignores whatever is left in the field being worked out', () => {
    expect(run({ solveFor: 'price', cost: 36, margin: 40, price: 'half-typed' }).price).toBeCloseTo(60, 10);
    expect(run({ cost: 36, margin: 40, price: '' }).price).toBeCloseTo(60, 10);
  });
  it('explains with the visitor numbers', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    expect(explain(input, compute(input)).steps).toEqual([
      'Price = $36.00 ÷ (1 − 40%) = $36.00 ÷ 0.6 = $60.00',
      'Profit = $60.00 − $36.00 = $24.00',
      'Margin = $24.00 ÷ $60.00 × 100 = 40%',
      'Markup = $24.00 ÷ $36.00 × 100 = 66.67%',
    ]);
  });
});

describe('margin schema messages', () => {
  it.each([
    [{ solveFor: 'price', margin: 40 }, 'cost', 'Cost is required'],
    [{ solveFor: 'cost', margin: 40 }, 'price', 'Selling price is required'],
    [{ solveFor: 'price', cost: 10 }, 'margin', 'Margin is required'],
    [{ solveFor: 'price', cost: '0', margin: 40 }, 'cost', "Cost can't be zero"],
    [{ solveFor: 'margin', cost: 5, price: '-5' }, 'price', "Selling price can't be negative"],
    [
      { solveFor: 'price', cost: 5, margin: '100' },
      'margin',
      'Margin must be less than 100%: at 100% the cost would be zero',
    ],
    [{ solveFor: 'price', cost: 5, margin: '120' }, 'margin', "Margin can't be more than 100%"],
    [{ solveFor: 'price', cost: 'abc', margin: 10 }, 'cost', 'Cost must be a number'],
    [{ solveFor: 'profit', cost: 1, margin: 10 }, 'solveFor', 'Choose the value to work out from the list'],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });
});

describe('margin properties', () => {
  it('never throws or returns a non-finite number for accepted input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...solveForOptions),
        fieldValue(0, 1e12),
        fieldValue(0, 1e12),
        fieldValue(-1000, 100),
        (solveFor, cost, price, margin) => {
          const parsed = inputSchema.safeParse({ solveFor, cost, price, margin });
          if (!parsed.success) return;
          const r = compute(parsed.data);
          expectAllFinite(r);
          explain(parsed.data, r);
        },
      ),
      propertyRuns,
    );
  });

  it('margin ↔ markup: the markup the margin module reports gives back the same price in the markup module', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e9, noNaN: true }),
        fc.double({ min: -500, max: 99, noNaN: true }),
        (cost, margin) => {
          const viaMargin = compute({ solveFor: 'price', cost, price: 0, margin });
          const viaMarkup = markup.compute({ solveFor: 'price', cost, price: 0, markup: viaMargin.markup });
          expect(viaMarkup.price).toBeCloseTo(viaMargin.price, 4);
          expect(viaMarkup.margin).toBeCloseTo(margin, 6);
          // The textbook identity: markup = margin ÷ (1 − margin).
          expect(viaMargin.markup / 100).toBeCloseTo(margin / 100 / (1 - margin / 100), 6);
        },
      ),
      propertyRuns,
    );
  });

  it('solving for price then for margin returns the margin entered', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e9, noNaN: true }),
        fc.double({ min: -500, max: 99, noNaN: true }),
        (cost, margin) => {
          const { price } = compute({ solveFor: 'price', cost, price: 0, margin });
          expect(compute({ solveFor: 'margin', cost, price, margin: 0 }).margin).toBeCloseTo(margin, 6);
          expect(compute({ solveFor: 'cost', cost: 0, price, margin }).cost).toBeCloseTo(cost, 4);
        },
      ),
      propertyRuns,
    );
  });
});
