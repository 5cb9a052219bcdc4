// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, examples, explain, inputSchema } from '@/lib/calculators/marginal-revenue';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

describe('marginal revenue (change in total revenue ÷ change in quantity)', () => {
  it('worked by hand: $9,000 → $10,750 for 200 → 250 units is $35 per unit', () => {
    const r = compute(parseOk(inputSchema, examples[0]!.input));
    expect(r.marginal).toBe(35);
  });

  it('worked by hand: revenue table 0/0, 10/500, 20/900, 30/1200 gives 50, 40, 30', () => {
    const r = compute(parseOk(inputSchema, examples[1]!.input));
    expect(r.steps.map((s) => s.marginal)).toEqual([50, 40, 30]);
    expect(r.marginal).toBe(40);
  });

  it('revenue can fall as quantity rises (negative marginal revenue)', () => {
    expect(
      compute(parseOk(inputSchema, { quantity1: 30, total1: 1200, quantity2: 40, total2: 1100 })).marginal,
    ).toBe(-10);
  });

  it('explains with revenue wording', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    const e = explain(input, compute(input));
    expect(e.formula).toBe('Marginal revenue = change in total revenue ÷ change in quantity');
    expect(e.steps).toEqual(['From 200 to 250 units: $1,750.00 ÷ 50 = $35.00 per unit']);
  });

  it.each([
    [
      { quantity1: 5, total1: 10, quantity2: 5, total2: 20 },
      'quantity2',
      "Quantity change can't be zero: the new quantity must differ from the starting one",
    ],
    [{ quantity1: 1, total1: '', quantity2: 5, total2: 20 }, 'total1', 'Starting total revenue is required'],
    [
      { mode: 'table', rows: [{ quantity: 1, total: 5 }, { total: 4 }] },
      'rows.1.quantity',
      'Quantity is required',
    ],
    [
      { quantity1: 1, total1: 1e14, quantity2: 5, total2: 20 },
      'total1',
      "Total revenue can't be more than 10,000,000,000,000",
    ],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });

  it('property: never throws or returns a non-finite number for accepted input', () => {
    const row = fc.record({ quantity: fieldValue(0, 1e12), total: fieldValue(0, 1e13) });
    fc.assert(
      fc.property(fc.constantFrom('twoPoints', 'table'), fc.array(row, { maxLength: 8 }), (mode, rows) => {
        const parsed = inputSchema.safeParse({
          mode,
          rows,
          quantity1: rows[0]?.quantity,
          total1: rows[0]?.total,
          quantity2: rows[1]?.quantity,
          total2: rows[1]?.total,
        });
        if (!parsed.success) return;
        expectAllFinite(compute(parsed.data));
      }),
      propertyRuns,
    );
  });
});
