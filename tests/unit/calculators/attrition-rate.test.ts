// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, examples, explain, inputSchema } from '@/lib/calculators/attrition-rate';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

describe('attrition rate', () => {
  it('worked by hand: 9 leavers, 120 → 130 in a quarter is 7.2%, 28.8% a year simple, 25.88% compound', () => {
    const r = compute(parseOk(inputSchema, examples[0]!.input));
    expect(r.averageHeadcount).toBe(125);
    expect(r.rate).toBeCloseTo(7.2, 12);
    expect(r.annualizedSimple).toBeCloseTo(28.8, 12);
    // 1 − 0.928^4 = 1 − 0.74164... = 0.25836
    expect(r.annualizedCompound).toBeCloseTo(25.836, 3);
  });

  it('a full year is its own annual rate, by either method', () => {
    const r = compute(
      parseOk(inputSchema, { separations: 15, startHeadcount: 100, endHeadcount: 100, periodMonths: '' }),
    );
    expect(r.rate).toBe(15);
    expect(r.annualizedSimple).toBe(15);
    expect(r.annualizedCompound).toBeCloseTo(15, 12);
  });

  it('a period rate of 100% or more has no compound figure', () => {
    const r = compute(
      parseOk(inputSchema, { separations: 12, startHeadcount: 10, endHeadcount: 10, periodMonths: 1 }),
    );
    expect(r.rate).toBe(120);
    expect(r.annualizedCompound).toBeNull();
    expect(
      explain(
        parseOk(inputSchema, { separations: 12, startHeadcount: 10, endHeadcount: 10, periodMonths: 1 }),
        r,
      ).steps.at(-1),
    ).toContain('not meaningful');
  });

  it('explains with the visitor numbers', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    expect(explain(input, compute(input)).steps.slice(0, 3)).toEqual([
      'Average headcount = (120 + 130) ÷ 2 = 125',
      'Attrition = 9 ÷ 125 × 100 = 7.2% over 3 months',
      'Annualised by simple scaling: 7.2% × 12 ÷ 3 = 28.8% a year',
    ]);
  });

  it.each([
    [
      { separations: '', startHeadcount: 1, endHeadcount: 1 },
      'separations',
      'Employees who left is required',
    ],
    [
      { separations: 2.5, startHeadcount: 1, endHeadcount: 1 },
      'separations',
      'Employees who left must be a whole number',
    ],
    [
      { separations: 1, startHeadcount: -1, endHeadcount: 1 },
      'startHeadcount',
      "Headcount at the start can't be negative",
    ],
    [
      { separations: 1, startHeadcount: 0, endHeadcount: 0 },
      'endHeadcount',
      "Average headcount can't be zero: enter the headcount at the start or the end",
    ],
    [
      { separations: 1, startHeadcount: 5, endHeadcount: 5, periodMonths: 0 },
      'periodMonths',
      'Period length must be at least 1 month',
    ],
    [
      { separations: 1, startHeadcount: 5, endHeadcount: 5, periodMonths: 61 },
      'periodMonths',
      "Period length can't be more than 60 months",
    ],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });

  it('property: never throws or returns a non-finite number; compound never exceeds simple', () => {
    fc.assert(
      fc.property(
        fieldValue(0, 1e7),
        fieldValue(0, 1e7),
        fieldValue(0, 1e7),
        fieldValue(1, 60),
        (separations, startHeadcount, endHeadcount, periodMonths) => {
          const parsed = inputSchema.safeParse({ separations, startHeadcount, endHeadcount, periodMonths });
          if (!parsed.success) return;
          const r = compute(parsed.data);
          expectAllFinite(r);
          if (r.annualizedCompound !== null && parsed.data.periodMonths <= 12)
            expect(r.annualizedCompound).toBeLessThanOrEqual(r.annualizedSimple + 1e-9);
        },
      ),
      propertyRuns,
    );
  });
});
