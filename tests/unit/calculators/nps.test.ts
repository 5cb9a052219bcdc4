// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, examples, explain, inputSchema } from '@/lib/calculators/nps';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

describe('NPS', () => {
  it('worked by hand: 120 promoters, 50 passives, 30 detractors is 60% − 15% = 45', () => {
    const r = compute(parseOk(inputSchema, examples[0]!.input));
    expect(r.responses).toBe(200);
    expect(r.promoterPercent).toBe(60);
    expect(r.passivePercent).toBe(25);
    expect(r.detractorPercent).toBe(15);
    expect(r.nps).toBe(45);
  });

  it('worked by hand: ten raw scores give 5 promoters, 3 passives, 2 detractors, NPS 30', () => {
    const input = parseOk(inputSchema, examples[1]!.input);
    expect(input).toEqual({ mode: 'scores', promoters: 5, passives: 3, detractors: 2 });
    expect(compute(input).nps).toBe(30);
  });

  it('reads scores in any layout, or as numbers', () => {
    expect(parseOk(inputSchema, { mode: 'scores', scores: '10\n9;0  7,\n' })).toEqual({
      mode: 'scores',
      promoters: 2,
      passives: 1,
      detractors: 1,
    });
    expect(compute(parseOk(inputSchema, { mode: 'scores', scores: [0, 0, 0] })).nps).toBe(-100);
  });

  it('explains with the visitor numbers', () => {
    const input = parseOk(inputSchema, examples[1]!.input);
    expect(explain(input, compute(input)).steps).toEqual([
      'Of 10 scores: 5 are 9–10 (promoters), 3 are 7–8 (passives), 2 are 0–6 (detractors)',
      'Promoters: 5 ÷ 10 = 50%',
      'Detractors: 2 ÷ 10 = 20%',
      'NPS = 50% − 20% = 30',
    ]);
  });

  it.each([
    [{ mode: 'counts', promoters: '', passives: 1, detractors: 1 }, 'promoters', 'Promoters is required'],
    [
      { mode: 'counts', promoters: 1, passives: 1.5, detractors: 1 },
      'passives',
      'Passives must be a whole number',
    ],
    [
      { mode: 'counts', promoters: 1, passives: 1, detractors: -1 },
      'detractors',
      "Detractors can't be negative",
    ],
    [
      { mode: 'counts', promoters: 0, passives: 0, detractors: 0 },
      'promoters',
      'Enter at least one response',
    ],
    [{ mode: 'scores', scores: '' }, 'scores', 'Enter at least one score from 0 to 10'],
    [
      { mode: 'scores', scores: '9, 11, 3' },
      'scores',
      "“11” isn't a score: each answer must be a whole number from 0 to 10",
    ],
    [
      { mode: 'scores', scores: '9, great' },
      'scores',
      "“great” isn't a score: each answer must be a whole number from 0 to 10",
    ],
    [{ mode: 'scores', scores: Array(10_001).fill(9) }, 'scores', 'Paste at most 10,000 scores'],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });

  it('property: NPS stays within −100…100 and is finite for accepted input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('counts', 'scores'),
        fieldValue(0, 1e8),
        fieldValue(0, 1e8),
        fieldValue(0, 1e8),
        fc.oneof(fc.array(fc.integer({ min: -2, max: 12 }), { maxLength: 40 }), fc.string()),
        (mode, promoters, passives, detractors, scores) => {
          const parsed = inputSchema.safeParse({ mode, promoters, passives, detractors, scores });
          if (!parsed.success) return;
          const r = compute(parsed.data);
          expectAllFinite(r);
          expect(r.nps).toBeGreaterThanOrEqual(-100);
          expect(r.nps).toBeLessThanOrEqual(100);
          expect(r.promoterPercent + r.passivePercent + r.detractorPercent).toBeCloseTo(100, 6);
        },
      ),
      propertyRuns,
    );
  });
});
