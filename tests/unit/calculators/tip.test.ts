// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, examples, explain, inputSchema } from '@/lib/calculators/tip';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

describe('tip compute', () => {
  it('worked by hand: $86.40 at 18% split three ways', () => {
    const r = compute(parseOk(inputSchema, { bill: '86.40', tipPercent: '18', people: '3' }));
    expect(r.tip).toBeCloseTo(15.552, 10);
    expect(r.total).toBeCloseTo(101.952, 10);
    expect(r.totalPerPerson).toBeCloseTo(33.984, 10);
    expect(r.tipPerPerson).toBeCloseTo(5.184, 10);
    expect(r.rounded).toBe(false);
  });

  it('worked by hand: rounding each share up moves the extra into the tip', () => {
    const r = compute(parseOk(inputSchema, { bill: '86.40', tipPercent: '18', people: '3', roundUp: 'on' }));
    expect(r.totalPerPerson).toBe(34);
    expect(r.total).toBe(102);
    expect(r.tip).toBeCloseTo(15.6, 10);
    expect(r.effectiveTipPercent).toBeCloseTo((15.6 / 86.4) * 100, 10);
    expect(r.exactTotalPerPerson).toBeCloseTo(33.984, 10);
  });

  it('worked by hand: a share that is already whole stays the same when rounding up', () => {
    const r = compute(parseOk(inputSchema, { bill: 100, tipPercent: 20, people: 4, roundUp: true }));
    expect(r.totalPerPerson).toBe(30);
  });

  it('defaults to one person and no rounding', () => {
    const input = parseOk(inputSchema, { bill: '50', tipPercent: '15', people: '' });
    expect(input).toEqual({ bill: 50, tipPercent: 15, people: 1, roundUp: false });
    expect(compute(input).total).toBeCloseTo(57.5, 10);
  });

  it('explains with the visitor numbers', () => {
    const input = parseOk(inputSchema, examples[1]!.input);
    const { formula, steps } = explain(input, compute(input));
    expect(formula).toContain('Tip = bill × tip %');
    expect(steps[0]).toBe('Tip = $86.40 × 18% = $15.55');
    expect(steps.at(-1)).toContain('$34.00 each, $102.00 in all');
  });
});

describe('tip schema messages', () => {
  it.each([
    [{ bill: '', tipPercent: 18 }, 'bill', 'Bill amount is required'],
    [{ bill: 'ten', tipPercent: 18 }, 'bill', 'Bill amount must be a number'],
    [{ bill: '0', tipPercent: 18 }, 'bill', "Bill amount can't be zero"],
    [{ bill: '-5', tipPercent: 18 }, 'bill', "Bill amount can't be negative"],
    [{ bill: '5000000', tipPercent: 18 }, 'bill', "Bill amount can't be more than 1,000,000"],
    [{ bill: 20, tipPercent: '150' }, 'tipPercent', "Tip percentage can't be more than 100%"],
    [{ bill: 20, tipPercent: 18, people: '2.5' }, 'people', 'Number of people must be a whole number'],
    [{ bill: 20, tipPercent: 18, people: '0' }, 'people', 'Number of people must be at least 1'],
    [{ bill: 20, tipPercent: 18, roundUp: 'maybe' }, 'roundUp', 'Choose yes or no'],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });

  it('accepts typed money with $ and commas', () => {
    expect(parseOk(inputSchema, { bill: '$1,250.00', tipPercent: '20%' }).bill).toBe(1250);
  });
});

describe('tip properties', () => {
  it('never throws or returns a non-finite number for accepted input', () => {
    fc.assert(
      fc.property(
        fieldValue(0, 1_000_000),
        fieldValue(0, 100),
        fieldValue(1, 100),
        fc.boolean(),
        (bill, tipPercent, people, roundUp) => {
          const parsed = inputSchema.safeParse({ bill, tipPercent, people, roundUp });
          if (!parsed.success) return;
          const r = compute(parsed.data);
          expectAllFinite(r);
          expectAllFinite(explain(parsed.data, r));
          expect(r.total).toBeGreaterThanOrEqual(parsed.data.bill - 1e-6);
          if (parsed.data.roundUp)
            expect(r.totalPerPerson).toBeGreaterThanOrEqual(r.exactTotalPerPerson - 1e-6);
        },
      ),
      propertyRuns,
    );
  });
});
