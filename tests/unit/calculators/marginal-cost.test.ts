// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, examples, explain, inputSchema } from '@/lib/calculators/marginal-cost';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

describe('marginal cost (spec formula: change in total cost ÷ change in quantity)', () => {
  it('worked by hand: $25,000 → $32,500 for 1,000 → 1,500 units is $15 per unit', () => {
    const r = compute(parseOk(inputSchema, examples[0]!.input));
    expect(r.marginal).toBe(15);
    expect(r.changeInQuantity).toBe(500);
    expect(r.changeInTotal).toBe(7500);
    expect(r.steps).toHaveLength(1);
  });

  it('worked by hand: a table gives one marginal cost per step (8, 7, 8) and 7.67 overall', () => {
    const r = compute(parseOk(inputSchema, examples[1]!.input));
    expect(r.steps.map((s) => s.marginal)).toEqual([8, 7, 8]);
    expect(r.marginal).toBeCloseTo(2300 / 300, 12);
  });

  it('skips blank rows and reads typed strings', () => {
    const r = compute(
      parseOk(inputSchema, {
        mode: 'table',
        rows: [
          { quantity: '10', total: '$1,000' },
          { quantity: '', total: '' },
          { quantity: '20', total: '1,400' },
        ],
      }),
    );
    expect(r.steps).toEqual([
      { fromQuantity: 10, toQuantity: 20, changeInQuantity: 10, changeInTotal: 400, marginal: 40 },
    ]);
  });

  it('a falling quantity still gives change over change: (800 − 1000) ÷ (5 − 10) = 40', () => {
    const r = compute(parseOk(inputSchema, { quantity1: 10, total1: 1000, quantity2: 5, total2: 800 }));
    expect(r.marginal).toBe(40);
  });

  it('ignores leftovers of the other mode', () => {
    const input = { mode: 'twoPoints', quantity1: 1, total1: 10, quantity2: 3, total2: 20, rows: 'garbage' };
    expect(compute(parseOk(inputSchema, input)).marginal).toBe(5);
  });

  it('explains with the visitor numbers', () => {
    const input = parseOk(inputSchema, examples[1]!.input);
    const e = explain(input, compute(input));
    expect(e.formula).toBe('Marginal cost = change in total cost ÷ change in quantity');
    expect(e.steps[0]).toBe('From 0 to 100 units: $800.00 ÷ 100 = $8.00 per unit');
    expect(e.steps.at(-1)).toBe('Over the whole table: $2,300.00 ÷ 300 = $7.67 per unit on average');
  });

  it.each([
    [
      { quantity1: 5, total1: 10, quantity2: 5, total2: 20 },
      'quantity2',
      "Quantity change can't be zero: the new quantity must differ from the starting one",
    ],
    [{ quantity1: '', total1: 10, quantity2: 5, total2: 20 }, 'quantity1', 'Starting quantity is required'],
    [{ quantity1: 1, total1: 10, quantity2: 5 }, 'total2', 'New total cost is required'],
    [{ quantity1: 1, total1: '-10', quantity2: 5, total2: 3 }, 'total1', "Total cost can't be negative"],
    [{ quantity1: 'ten', total1: 10, quantity2: 5, total2: 3 }, 'quantity1', 'Quantity must be a number'],
    [
      { mode: 'table', rows: [{ quantity: 1, total: 5 }] },
      'rows',
      'Enter at least two rows of quantity and total',
    ],
    [
      {
        mode: 'table',
        rows: [
          { quantity: 1, total: 5 },
          { quantity: 1, total: 9 },
        ],
      },
      'rows.1.quantity',
      "Quantity change can't be zero: this quantity must differ from the row above",
    ],
    [
      { mode: 'table', rows: [{ quantity: 1, total: 5 }, { quantity: 2 }] },
      'rows.1.total',
      'Total cost is required',
    ],
    [{ mode: 'table', rows: 'a table' }, 'rows', 'Enter the table as rows of quantity and total'],
    [
      { mode: 'table', rows: Array.from({ length: 101 }, (_, i) => ({ quantity: i, total: i })) },
      'rows',
      'Use at most 100 rows',
    ],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });

  it('property: never throws or returns a non-finite number for accepted input', () => {
    const row = fc.record({ quantity: fieldValue(0, 1e12), total: fieldValue(0, 1e13) });
    fc.assert(
      fc.property(
        fc.constantFrom('twoPoints', 'table', ''),
        fc.array(row, { maxLength: 8 }),
        fieldValue(0, 1e12),
        fieldValue(0, 1e13),
        fieldValue(0, 1e12),
        fieldValue(0, 1e13),
        (mode, rows, quantity1, total1, quantity2, total2) => {
          const parsed = inputSchema.safeParse({ mode, rows, quantity1, total1, quantity2, total2 });
          if (!parsed.success) return;
          const r = compute(parsed.data);
          expectAllFinite(r);
          explain(parsed.data, r);
        },
      ),
      propertyRuns,
    );
  });
});
