// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, examples, explain, inputSchema, returnUnits } from '@/lib/calculators/opportunity-cost';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

describe('opportunity cost (worked by hand)', () => {
  it('$20,000: 4.5% chosen vs 7% foregone costs $500, 2.5 points', () => {
    const r = compute(parseOk(inputSchema, examples[0]!.input));
    expect(r.chosenValue).toBeCloseTo(900, 10);
    expect(r.foregoneValue).toBeCloseTo(1400, 10);
    expect(r.opportunityCost).toBeCloseTo(500, 10);
    expect(r.opportunityCostPoints).toBeCloseTo(2.5, 10);
    expect(r.better).toBe('foregone');
  });

  it('returns typed in dollars are turned into percentages of the amount', () => {
    const r = compute(
      parseOk(inputSchema, {
        unit: 'value',
        amount: '50,000',
        chosenReturn: '6000',
        foregoneReturn: '$4,000',
      }),
    );
    expect(r.chosenPercent).toBeCloseTo(12, 10);
    expect(r.foregonePercent).toBeCloseTo(8, 10);
    expect(r.opportunityCost).toBe(-2000);
    expect(r.better).toBe('chosen');
  });

  it('explains with the visitor numbers and names', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    const { steps } = explain(input, compute(input));
    expect(steps[0]).toBe('Paying down the car loan: 4.5% of $20,000.00 = $900.00');
    expect(steps[3]).toBe(
      'Choosing paying down the car loan costs $500.00 (2.5 percentage points) compared with an index fund.',
    );
  });

  it.each([
    [{ amount: '', chosenReturn: 1, foregoneReturn: 2 }, 'amount', 'Amount committed is required'],
    [{ amount: 0, chosenReturn: 1, foregoneReturn: 2 }, 'amount', "Amount committed can't be zero"],
    [
      { amount: 10, chosenReturn: '', foregoneReturn: 2 },
      'chosenReturn',
      'Return of the option chosen is required',
    ],
    [
      { unit: 'percent', amount: 10, chosenReturn: 1, foregoneReturn: -150 },
      'foregoneReturn',
      "Return of the best alternative can't be below -100%: that loses more than everything",
    ],
    [
      { amount: 10, chosenReturn: 1, foregoneReturn: 2, chosenName: 'x'.repeat(61) },
      'chosenName',
      "Name of the option chosen can't be longer than 60 characters",
    ],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });

  it('a dollar loss bigger than -100% of the amount is allowed when entered as a value (leverage)', () => {
    expect(
      inputSchema.safeParse({ unit: 'value', amount: 10, chosenReturn: -15, foregoneReturn: 0 }).success,
    ).toBe(true);
  });

  it('property: never throws or returns a non-finite number for accepted input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...returnUnits),
        fieldValue(0, 1e12),
        fieldValue(-100, 10_000),
        fieldValue(-1e13, 1e13),
        (unit, amount, chosenReturn, foregoneReturn) => {
          const parsed = inputSchema.safeParse({ unit, amount, chosenReturn, foregoneReturn });
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
