// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as reverse from '@/lib/calculators/reverse-sales-tax';
import * as salesTax from '@/lib/calculators/sales-tax';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

describe('reverse sales tax (worked by hand)', () => {
  it('$108.25 at 8.25% is $100.00 before tax and $8.25 tax', () => {
    const r = reverse.compute(parseOk(reverse.inputSchema, { total: '108.25', rate: '8.25' }));
    expect(r.price).toBeCloseTo(100, 10);
    expect(r.tax).toBeCloseTo(8.25, 10);
  });
  it('explains with the visitor numbers', () => {
    const input = parseOk(reverse.inputSchema, reverse.examples[0]!.input);
    expect(reverse.explain(input, reverse.compute(input)).steps).toEqual([
      '1 + 8.25% = 1.0825',
      'Sales tax = $108.25 × 8.25% ÷ 1.0825 = $8.25',
      'Price before tax = $108.25 − $8.25 = $100.00',
    ]);
  });
  it.each([
    [{ total: '', rate: 5 }, 'total', 'Total paid is required'],
    [{ total: '-3', rate: 5 }, 'total', "Total paid can't be negative"],
    [{ total: 3, rate: '-1' }, 'rate', "Sales tax rate can't be negative"],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(reverse.inputSchema, input)[path]).toBe(message);
  });
});

describe('reverse sales tax properties', () => {
  it('never throws or returns a non-finite number for accepted input', () => {
    fc.assert(
      fc.property(fieldValue(0, 1e9), fieldValue(0, 50), (total, rate) => {
        const parsed = reverse.inputSchema.safeParse({ total, rate });
        if (!parsed.success) return;
        expectAllFinite(reverse.compute(parsed.data));
      }),
      propertyRuns,
    );
  });
  it('reverse sales tax undoes sales tax, and the other way round', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (amount, rate) => {
          const forward = salesTax.compute({ price: amount, rate });
          const back = reverse.compute({ total: forward.total, rate });
          expect(back.price).toBeCloseTo(amount, 4);
          expect(back.tax).toBeCloseTo(forward.tax, 4);
          // Not every total is a price plus its tax in whole cents ($0.01 at 50% holds $0.00 of tax,
          // yet $0.01 at 50% is charged $0.01), so taxing the price found again lands within a cent.
          const undone = reverse.compute({ total: amount, rate });
          const again = salesTax.compute({ price: undone.price, rate }).total;
          expect(Math.abs(again - amount)).toBeLessThanOrEqual(0.01 + 1e-6);
        },
      ),
      propertyRuns,
    );
  });
});
