// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, examples, explain, inputSchema, letterScale, readLetter } from '@/lib/calculators/gpa';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

const run = (input: Record<string, unknown>) => compute(parseOk(inputSchema, input));

describe('GPA compute', () => {
  it('worked by hand: A− 4cr, B+ 3cr, A 3cr, B 1cr = 39.7 ÷ 11 = 3.609; with 3.2 over 30 credits = 3.310', () => {
    const r = run(examples[0]!.input);
    expect(r.termQualityPoints).toBeCloseTo(39.7, 12);
    expect(r.termCredits).toBe(11);
    expect(r.termGpa).toBeCloseTo(3.60909, 5);
    expect(r.cumulativeCredits).toBe(41);
    expect(r.cumulativeGpa).toBeCloseTo((39.7 + 96) / 41, 12);
    expect(r.cumulativeGpa).toBeCloseTo(3.30976, 5);
  });

  it('College Board 4.0 scale values, with A+ = 4.0 and D− = 0.7', () => {
    expect(letterScale['A+']).toBe(4);
    expect(letterScale['A-']).toBe(3.7);
    expect(letterScale['C+']).toBe(2.3);
    expect(letterScale['D-']).toBe(0.7);
    expect(letterScale.F).toBe(0);
  });

  it('reads letters loosely: lower case, spaces, Unicode minus', () => {
    expect(readLetter(' b + ')).toBe('B+');
    expect(readLetter('a−')).toBe('A-');
    expect(readLetter('E')).toBeUndefined();
  });

  it('grade points mode, with blank rows skipped and 0-credit courses left out of the average', () => {
    const r = run({
      gradeType: 'points',
      courses: [
        { grade: '3.5', credits: '3' },
        { grade: '', credits: '' },
        { grade: 4.5, credits: 2 },
        { name: 'Seminar (pass/fail)', grade: 4, credits: 0 },
      ],
    });
    // (10.5 + 9) ÷ 5 = 3.9
    expect(r.termGpa).toBeCloseTo(3.9, 12);
    expect(r.courses).toHaveLength(3);
    expect(r.cumulativeGpa).toBeNull();
  });

  it('explains with the visitor courses', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    const { steps } = explain(input, compute(input));
    expect(steps[0]).toBe('Calculus I: A- = 3.7 points × 4 credits = 14.8 quality points');
    expect(steps[4]).toBe('GPA = 39.7 ÷ 11 credits = 3.61');
    expect(steps[5]).toBe('Cumulative = (3.2 × 30 + 39.7) ÷ 41 credits = 3.31');
  });
});

describe('GPA schema messages', () => {
  const course = (grade: unknown, credits: unknown) => ({ courses: [{ grade, credits }] });
  it.each([
    [{ courses: [] }, 'courses', 'Enter at least one course with a grade and credits'],
    [course('A', 0), 'courses', 'Enter at least one course with a grade and credits'],
    [course('G', 3), 'courses.0.grade', 'Use a letter grade from A+ to F (A, A-, B+, B...)'],
    [course('', 3), 'courses.0.grade', 'Grade is required'],
    [course('A', ''), 'courses.0.credits', 'Credits is required'],
    [course('A', -1), 'courses.0.credits', "Credits can't be negative"],
    [course('A', 45), 'courses.0.credits', "Credits can't be more than 30"],
    [
      { gradeType: 'points', ...course('5.5', 3) },
      'courses.0.grade',
      'Grade points must be a number from 0 to 5',
    ],
    [
      { gradeType: 'points', ...course('A', 3) },
      'courses.0.grade',
      'Grade points must be a number from 0 to 5',
    ],
    [{ ...course('A', 3), priorGpa: 3 }, 'priorCredits', 'Previous credits is required with a previous GPA'],
    [{ ...course('A', 3), priorCredits: 20 }, 'priorGpa', 'Previous GPA is required with previous credits'],
    [{ ...course('A', 3), priorGpa: 6, priorCredits: 20 }, 'priorGpa', "Previous GPA can't be more than 5"],
    [{ courses: 'A, B' }, 'courses', 'Enter the courses as rows of grade and credits'],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });
});

describe('GPA properties', () => {
  it('never throws or returns a non-finite number; the GPA stays within the grade range', () => {
    const letters = Object.keys(letterScale);
    const row = fc.record({
      grade: fc.oneof(fc.constantFrom(...letters, 'a-', 'Z', ''), fieldValue(0, 5)),
      credits: fieldValue(0, 30),
    });
    fc.assert(
      fc.property(
        fc.constantFrom('letter', 'points'),
        fc.array(row, { maxLength: 10 }),
        fieldValue(0, 5),
        fieldValue(0, 1000),
        (gradeType, courses, priorGpa, priorCredits) => {
          const parsed = inputSchema.safeParse({ gradeType, courses, priorGpa, priorCredits });
          if (!parsed.success) return;
          const r = compute(parsed.data);
          expectAllFinite(r);
          expect(r.termGpa).toBeGreaterThanOrEqual(0);
          expect(r.termGpa).toBeLessThanOrEqual(5 + 1e-9);
          explain(parsed.data, r);
        },
      ),
      propertyRuns,
    );
  });
});
