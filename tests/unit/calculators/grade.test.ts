// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, examples, explain, inputSchema, letterFor } from '@/lib/calculators/grade';
import runner from '@/lib/calculators/grade';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

const run = (input: Record<string, unknown>) => compute(parseOk(inputSchema, input));

describe('grade compute', () => {
  it('worked by hand: 92×20 + 85×15 + 78×25 = 5065 ÷ 60 = 84.42%; 85% wanted with a 40% final needs 85.875%', () => {
    const r = run(examples[0]!.input);
    expect(r.totalWeight).toBe(60);
    expect(r.currentGrade).toBeCloseTo(5065 / 60, 12);
    expect(r.letter).toBe('B');
    // (85 − 84.41667 × 0.6) ÷ 0.4 = (85 − 50.65) ÷ 0.4 = 85.875
    expect(r.neededOnFinal).toBeCloseTo(85.875, 10);
    expect(r.neededStatus).toBe('reachable');
  });

  it('weights summing to 100 are used as they are', () => {
    const r = run({
      categories: [
        { score: 90, weight: 50 },
        { score: 70, weight: 50 },
      ],
    });
    expect(r.currentGrade).toBe(80);
    expect(r.normalised).toBe(false);
    expect(r.neededOnFinal).toBeNull();
  });

  it('weights not summing to 100 are normalised: 80 (weight 1) and 100 (weight 3) is 95', () => {
    const r = run({
      categories: [
        { score: 80, weight: 1 },
        { score: 100, weight: 3 },
      ],
    });
    expect(r.currentGrade).toBe(95);
    expect(r.normalised).toBe(true);
    expect(r.categories.map((c) => c.share)).toEqual([25, 75]);
  });

  it('a single category works as "my current grade is X"', () => {
    const r = run({
      categories: [{ name: 'So far', score: 72, weight: 1 }],
      finalWeight: 25,
      targetGrade: 80,
    });
    // (80 − 72 × 0.75) ÷ 0.25 = (80 − 54) ÷ 0.25 = 104
    expect(r.neededOnFinal).toBeCloseTo(104, 10);
    expect(r.neededStatus).toBe('aboveMaximum');
  });

  it('already secured when the grade needs 0 or less on the final', () => {
    const r = run({ categories: [{ score: 95, weight: 80 }], finalWeight: 20, targetGrade: 70 });
    expect(r.neededOnFinal).toBeLessThan(0);
    expect(r.neededStatus).toBe('secured');
  });

  it('US 10-point letters', () => {
    expect([95, 89.99, 80, 79, 65, 59.9].map(letterFor)).toEqual(['A', 'B', 'B', 'C', 'D', 'F']);
  });

  it('explains with the visitor numbers, saying how the weights were handled', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    const { steps } = explain(input, compute(input));
    expect(steps[0]).toBe(
      "The weights add up to 60%; with the final's 40% that makes 100%. The current grade divides by 60 so it is the average over the work done so far.",
    );
    expect(steps[1]).toBe('Homework: 92% × 20 ÷ 60 = 30.67 points');
    expect(steps.at(-1)).toBe('Score at least 85.88% on the final to finish with 85%.');
  });
});

describe('grade schema messages', () => {
  it.each([
    [{ categories: [] }, 'categories', 'Enter at least one category with a score and a weight'],
    [{ categories: [{ score: 90, weight: 0 }] }, 'categories', "The weights can't all be zero"],
    [{ categories: [{ score: 90 }] }, 'categories.0.weight', 'Weight is required'],
    [{ categories: [{ weight: 10 }] }, 'categories.0.score', 'Score is required'],
    [{ categories: [{ score: 190, weight: 10 }] }, 'categories.0.score', "Score can't be more than 150%"],
    [{ categories: [{ score: 90, weight: 110 }] }, 'categories.0.weight', "Weight can't be more than 100%"],
    [
      { categories: [{ score: 90, weight: 10 }], finalWeight: 0, targetGrade: 30 },
      'finalWeight',
      "Final exam weight can't be zero",
    ],
    [{ categories: ['Homework 90'] }, 'categories.0', 'Each category needs a score and a weight'],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });
});

describe('grade properties', () => {
  it('never throws or returns a non-finite number; the current grade lies between the lowest and highest score', () => {
    const row = fc.record({
      name: fc.string({ maxLength: 5 }),
      score: fieldValue(0, 150),
      weight: fieldValue(0, 100),
    });
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 8 }),
        fieldValue(0, 100),
        fieldValue(0, 150),
        (categories, finalWeight, targetGrade) => {
          const parsed = inputSchema.safeParse({ categories, finalWeight, targetGrade });
          if (!parsed.success) return;
          const r = compute(parsed.data);
          expectAllFinite(r);
          const scores = parsed.data.categories.filter((c) => c.weight > 0).map((c) => c.score);
          expect(r.currentGrade).toBeGreaterThanOrEqual(Math.min(...scores) - 1e-9);
          expect(r.currentGrade).toBeLessThanOrEqual(Math.max(...scores) + 1e-9);
          explain(parsed.data, r);
        },
      ),
      propertyRuns,
    );
  });

  it('scoring exactly what is needed on the final gives the grade wanted', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (current, finalWeight, target) => {
          const r = compute({
            categories: [{ name: '', score: current, weight: 1 }],
            final: { weight: finalWeight, target },
            finalMissing: null,
          });
          const f = finalWeight / 100;
          expect(current * (1 - f) + (r.neededOnFinal ?? NaN) * f).toBeCloseTo(target, 6);
        },
      ),
      propertyRuns,
    );
  });
});

describe('grade: an empty optional box never hides the result (issue 16)', () => {
  it.each([
    [
      { finalWeight: '', targetGrade: '85' },
      'Enter the final exam’s weight to see the score you need on it.',
    ],
    [
      { finalWeight: '40', targetGrade: '' },
      'Enter the grade you want to see the score you need on the final.',
    ],
  ])('%j still shows the current grade and says what to add', (final, note) => {
    const outcome = runner.run({
      categories: [
        { name: 'Homework', score: '92', weight: '20' },
        { name: 'Midterm', score: '78', weight: '25' },
      ],
      ...final,
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // (92 × 20 + 78 × 25) ÷ 45 = 84.22%
    expect(outcome.view.primary.value).toBe('84.22% (B)');
    expect(outcome.view.summary).toBe(note);
    expect(outcome.view.secondary.map((item) => item.label)).not.toContain(
      expect.stringMatching(/^Needed on the final/),
    );
  });
});
