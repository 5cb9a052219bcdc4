// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compute,
  examples,
  explain,
  inputSchema,
  letterScale,
  planSentence,
  readLetter,
} from '@/lib/calculators/gpa';
import runner from '@/lib/calculators/gpa';
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
    [{ courses: [] }, 'courses', 'Enter at least one graded course with a grade and credits'],
    [course('A', 0), 'courses', 'Enter at least one graded course with a grade and credits'],
    [course('G', 3), 'courses.0.grade', 'Use a letter grade from A+ to F (A, A-, B+, B...), or P for a pass'],
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

describe('GPA: optional boxes, scales, pass/fail and a target (issue 16)', () => {
  const courses = [
    { name: 'Calculus I', grade: 'A-', credits: '4' },
    { name: 'English', grade: 'B+', credits: '3' },
  ];

  it.each([
    [{ priorGpa: '', priorCredits: '30' }, 'Enter your previous GPA to see your cumulative GPA.'],
    [
      { priorGpa: '3.2', priorCredits: '' },
      'Enter the credits behind your previous GPA to see your cumulative GPA.',
    ],
  ])('%j still shows the term GPA and says what to add', (prior, note) => {
    const outcome = runner.run({ gradeType: 'letter', courses, ...prior });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // (3.7 × 4 + 3.3 × 3) ÷ 7 = 24.7 ÷ 7 = 3.528...
    expect(outcome.view.primary.value).toBe('3.53');
    expect(outcome.view.summary).toBe(note);
    expect(outcome.view.secondary.map((item) => item.label)).not.toContain('Cumulative GPA');
  });

  it('A+ is 4.0 on the standard scale and 4.3 on the 4.3 scale', () => {
    const aPlus = [
      { grade: 'A+', credits: 3 },
      { grade: 'B', credits: 3 },
    ];
    expect(run({ courses: aPlus }).termGpa).toBeCloseTo(3.5, 12);
    expect(run({ courses: aPlus, scale: 'plus' }).termGpa).toBeCloseTo(3.65, 12);
  });

  it('a pass earns credits but stays out of the GPA; a no-pass earns none', () => {
    const r = run({
      courses: [
        { grade: 'B', credits: 3 },
        { name: 'Seminar', grade: 'P', credits: 2 },
        { name: 'Studio', grade: 'NP', credits: 1 },
      ],
    });
    expect(r.termGpa).toBe(3);
    expect(r.termCredits).toBe(3);
    expect(r.passCredits).toBe(2);
    expect(r.creditsEarned).toBe(5);
  });

  it('only pass/fail courses is not a GPA', () => {
    expect(messages(inputSchema, { courses: [{ grade: 'P', credits: 3 }] }).courses).toBe(
      'Enter at least one graded course with a grade and credits',
    );
  });

  it('target planning: 3.0 over 30 credits, 3.3 wanted after 30 more needs a 3.6 average', () => {
    // (3.3 × 60 − 3.0 × 30) ÷ 30 = (198 − 90) ÷ 30 = 3.6
    const r = run({ courses: [{ grade: 'B', credits: 30 }], targetGpa: 3.3, remainingCredits: 30 });
    expect(r.plan).toMatchObject({ status: 'reachable', top: 4 });
    expect(r.plan!.needed).toBeCloseTo(3.6, 12);
    expect(planSentence(r.plan!)).toBe('To reach a 3.3 GPA, average at least 3.60 over the next 30 credits.');
  });

  it('says plainly when a target is out of reach, with the best GPA still possible', () => {
    // (3.9 × 45 − 2.5 × 30) ÷ 15 = (175.5 − 75) ÷ 15 = 6.7 > 4.0; best = (75 + 60) ÷ 45 = 3.0
    const outcome = runner.run({
      gradeType: 'letter',
      courses: [
        { grade: 'C+', credits: '15' },
        { grade: 'B-', credits: '15' },
      ],
      targetGpa: '3.9',
      remainingCredits: '15',
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const needed = outcome.view.secondary.find((item) => item.label.startsWith('Average needed'));
    expect(needed).toMatchObject({
      value: 'Not reachable',
      hint: 'Needs 6.70, above the 4.0 top of the scale',
    });
    expect(outcome.view.summary).toBe(
      'Not reachable: a 3.9 GPA would need a 6.70 average over the next 15 credits, above the 4.0 top of the scale. Straight top grades would bring you to 3.00.',
    );
  });

  it('an already-secured target, and the 4.3 scale raising the top', () => {
    // (2 × 120 − 4.0 × 90) ÷ 30 = −4: even all F keeps a 3.0.
    const secured = run({
      courses: [{ grade: 'A', credits: 30 }],
      priorGpa: 4,
      priorCredits: 60,
      targetGpa: 2,
      remainingCredits: 30,
    });
    expect(secured.plan!.status).toBe('secured');
    // (4.1 × 60 − 4.0 × 30) ÷ 30 = 4.2: out of reach at 4.0, within reach at 4.3.
    const input = { courses: [{ grade: 'A', credits: 30 }], targetGpa: 4.1, remainingCredits: 30 };
    expect(run(input).plan!.status).toBe('unreachable');
    expect(run({ ...input, scale: 'plus' }).plan!.status).toBe('reachable');
  });

  it('the target uses the cumulative GPA when a previous one is given', () => {
    // so far (3.0 × 30 + 4.0 × 10) = 130 over 40; (3.5 × 60 − 130) ÷ 20 = 4.0
    const r = run({
      courses: [{ grade: 'A', credits: 10 }],
      priorGpa: 3,
      priorCredits: 30,
      targetGpa: 3.5,
      remainingCredits: 20,
    });
    expect(r.plan!.needed).toBeCloseTo(4, 12);
    expect(r.plan!.status).toBe('reachable');
  });
});
