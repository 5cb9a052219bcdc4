// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, examples, explain, inputSchema } from '@/lib/calculators/sales-tax';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

describe('sales tax (worked by hand)', () => {
  it('$249.99 at 8.25% is $20.62 tax (20.624175), $270.61 total', () => {
    const r = compute(parseOk(inputSchema, { price: '249.99', rate: '8.25' }));
    // Tax is charged in whole cents: 20.624175 → 20.62.
    expect(r.tax).toBe(20.62);
    expect(r.total).toBe(270.61);
  });
  it('a zero rate adds nothing', () => {
    expect(compute({ price: 40, rate: 0 })).toEqual({ price: 40, tax: 0, total: 40 });
  });
  it('explains with the visitor numbers', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    expect(explain(input, compute(input)).steps).toEqual([
      'Sales tax = $249.99 × 8.25% = $20.62',
      'Total = $249.99 + $20.62 = $270.61',
    ]);
  });
  it.each([
    [{ price: '', rate: 5 }, 'price', 'Price before tax is required'],
    [{ price: '-1', rate: 5 }, 'price', "Price before tax can't be negative"],
    [{ price: 'x', rate: 5 }, 'price', 'Price before tax must be a number'],
    [{ price: 10, rate: '60' }, 'rate', "Sales tax rate can't be more than 50%"],
    [{ price: 10, rate: '' }, 'rate', 'Sales tax rate is required'],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });
});

describe('sales tax properties', () => {
  it('never throws or returns a non-finite number for accepted input', () => {
    fc.assert(
      fc.property(fieldValue(0, 1e9), fieldValue(0, 50), (price, rate) => {
        const parsed = inputSchema.safeParse({ price, rate });
        if (!parsed.success) return;
        expectAllFinite(compute(parsed.data));
      }),
      propertyRuns,
    );
  });
});
