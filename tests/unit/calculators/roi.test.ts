// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, examples, explain, inputSchema } from '@/lib/calculators/roi';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

describe('roi compute', () => {
  it('worked by hand: $10,000 to $14,500 over 3 years is 45% ROI, 13.19% a year', () => {
    const r = compute(parseOk(inputSchema, { invested: '10000', returned: '14,500', years: '3' }));
    expect(r.gain).toBe(4500);
    expect(r.roi).toBeCloseTo(45, 10);
    // 1.45^(1/3) = 1.131851... (cube root checked: 1.131851^3 = 1.45000)
    expect(r.annualizedRoi).toBeCloseTo(13.1851, 3);
  });

  it('worked by hand: a loss, $2,000 to $1,500 over 2 years is −25%, −13.40% a year', () => {
    const r = compute(parseOk(inputSchema, { invested: 2000, returned: 1500, years: 2 }));
    expect(r.roi).toBeCloseTo(-25, 10);
    expect(r.annualizedRoi).toBeCloseTo((Math.sqrt(0.75) - 1) * 100, 10);
    expect(r.annualizedRoi).toBeCloseTo(-13.397, 3);
  });

  it('a period under a year annualises upwards: 5% in 6 months is 10.25% a year', () => {
    expect(compute({ invested: 100, returned: 105, years: 0.5 }).annualizedRoi).toBeCloseTo(10.25, 10);
  });

  it('no period means no annualised figure', () => {
    const input = parseOk(inputSchema, { invested: 100, returned: 150, years: '' });
    expect(compute(input).annualizedRoi).toBeNull();
    expect(explain(input, compute(input)).steps).toHaveLength(2);
  });

  it('losing everything is −100%', () => {
    expect(compute({ invested: 100, returned: 0, years: 4 })).toEqual({
      gain: -100,
      roi: -100,
      annualizedRoi: -100,
    });
  });

  it('explains with the visitor numbers', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    expect(explain(input, compute(input)).steps).toEqual([
      'Gain = $14,500.00 − $10,000.00 = $4,500.00',
      'ROI = $4,500.00 ÷ $10,000.00 × 100 = 45%',
      'Annualised ROI = (1 + 0.45)^(1 ÷ 3) − 1 = 13.19% a year',
    ]);
  });

  it.each([
    [{ invested: '', returned: 1 }, 'invested', 'Amount invested is required'],
    [{ invested: '0', returned: 1 }, 'invested', "Amount invested can't be zero"],
    [{ invested: 5, returned: '-1' }, 'returned', "Amount returned can't be negative"],
    [{ invested: 5, returned: 6, years: '0' }, 'years', "Investment period can't be zero"],
    [{ invested: 5, returned: 6, years: '250' }, 'years', "Investment period can't be more than 100 years"],
    [{ invested: 5, returned: 6, years: 'two' }, 'years', 'Investment period must be a number'],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });

  it('property: never throws or returns a non-finite number for accepted input', () => {
    fc.assert(
      fc.property(
        fieldValue(0, 1e12),
        fieldValue(0, 1e13),
        fieldValue(0, 100),
        (invested, returned, years) => {
          const parsed = inputSchema.safeParse({ invested, returned, years });
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
