// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, examples, explain, inputSchema } from '@/lib/calculators/cost-of-goods-sold';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

describe('cost of goods sold', () => {
  it('worked by hand: 45,000 + 120,000 − 38,500 = 126,500', () => {
    const r = compute(
      parseOk(inputSchema, { beginningInventory: '45,000', purchases: '120000', endingInventory: '$38,500' }),
    );
    expect(r).toEqual({ goodsAvailable: 165_000, costOfGoodsSold: 126_500 });
  });

  it('explains with the visitor numbers', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    expect(explain(input, compute(input)).steps).toEqual([
      'Goods available for sale = $45,000.00 + $120,000.00 = $165,000.00',
      'Cost of goods sold = $165,000.00 − $38,500.00 = $126,500.00',
    ]);
  });

  it.each([
    [
      { beginningInventory: '', purchases: 1, endingInventory: 1 },
      'beginningInventory',
      'Beginning inventory is required',
    ],
    [
      { beginningInventory: 1, purchases: '-4', endingInventory: 1 },
      'purchases',
      "Purchases can't be negative",
    ],
    [
      { beginningInventory: 1, purchases: 4, endingInventory: 'abc' },
      'endingInventory',
      'Ending inventory must be a number',
    ],
    [
      { beginningInventory: 100, purchases: 50, endingInventory: 151 },
      'endingInventory',
      "Ending inventory can't be more than beginning inventory plus purchases: that would make the cost of goods sold negative",
    ],
    [
      { beginningInventory: 1e13, purchases: 4, endingInventory: 1 },
      'beginningInventory',
      "Beginning inventory can't be more than 1,000,000,000,000",
    ],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });

  it('property: never throws, never non-finite, never negative for accepted input', () => {
    fc.assert(
      fc.property(fieldValue(0, 1e12), fieldValue(0, 1e12), fieldValue(0, 1e12), (b, p, e) => {
        const parsed = inputSchema.safeParse({ beginningInventory: b, purchases: p, endingInventory: e });
        if (!parsed.success) return;
        const r = compute(parsed.data);
        expectAllFinite(r);
        expect(r.costOfGoodsSold).toBeGreaterThanOrEqual(0);
      }),
      propertyRuns,
    );
  });
});
