// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, examples, explain, inputSchema } from '@/lib/calculators/profit-margin';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

describe('profit margin', () => {
  it('worked by hand: 500k revenue, 300k COGS, 120k opex, 10k interest, 15k tax', () => {
    const r = compute(parseOk(inputSchema, examples[0]!.input));
    expect(r).toEqual({
      grossProfit: 200_000,
      grossMargin: 40,
      operatingProfit: 80_000,
      operatingMargin: 16,
      netProfit: 55_000,
      netMargin: 11,
    });
  });

  it('empty optional costs count as zero, so all three margins match', () => {
    const r = compute(
      parseOk(inputSchema, { revenue: '1,000', cogs: '250', operatingExpenses: '', interest: '' }),
    );
    expect(r.grossMargin).toBe(75);
    expect(r.netMargin).toBe(75);
  });

  it('a loss gives negative margins', () => {
    expect(
      compute(parseOk(inputSchema, { revenue: 100, cogs: 80, operatingExpenses: 40 })).operatingMargin,
    ).toBe(-20);
  });

  it('explains with the visitor numbers', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    expect(explain(input, compute(input)).steps[2]).toBe(
      'Net profit = $80,000.00 − $10,000.00 − $15,000.00 = $55,000.00; net margin = 11%',
    );
  });

  it.each([
    [{ revenue: '', cogs: 1 }, 'revenue', 'Revenue is required'],
    [{ revenue: '0', cogs: 1 }, 'revenue', "Revenue can't be zero"],
    [{ revenue: 10, cogs: '' }, 'cogs', 'Cost of goods sold is required'],
    [
      { revenue: 10, cogs: 1, operatingExpenses: '-2' },
      'operatingExpenses',
      "Operating expenses can't be negative",
    ],
    [{ revenue: 10, cogs: 1, taxes: 'n/a' }, 'taxes', 'Taxes must be a number'],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });

  it('property: never throws or returns a non-finite number for accepted input', () => {
    fc.assert(
      fc.property(
        fieldValue(0, 1e13),
        fieldValue(0, 1e13),
        fieldValue(0, 1e13),
        fieldValue(0, 1e13),
        fieldValue(0, 1e13),
        (revenue, cogs, operatingExpenses, interest, taxes) => {
          const parsed = inputSchema.safeParse({ revenue, cogs, operatingExpenses, interest, taxes });
          if (!parsed.success) return;
          const r = compute(parsed.data);
          expectAllFinite(r);
          expect(r.netMargin).toBeLessThanOrEqual(r.grossMargin);
        },
      ),
      propertyRuns,
    );
  });
});
