import '@/lib/zod-jitless';
import { z } from 'zod';
import { choiceField, optionalNumberField, readNumber, textField } from './fields';
import { num } from './format';
import type { Example, Explanation } from './types';

export const gradeTypes = ['letter', 'points'] as const;
export const maxCourses = 100;
export const maxGradePoints = 5;

/**
 * The standard (unweighted) 4.0 scale: A+ counts as 4.0, not 4.3. Values as in the College Board's
 * conversion table ("How to Convert Your GPA to a 4.0 Scale": A+ and A 4.0, A- 3.7, B+ 3.3 ... D 1.0,
 * F 0), which stops at D; D- = 0.7 follows the same 0.3 steps, as most US colleges use. Checked 2026.
 * Schools that give A+ 4.3 or weight honours courses can enter grade points instead.
 */
export const letterScale = {
  'A+': 4.0,
  A: 4.0,
  'A-': 3.7,
  'B+': 3.3,
  B: 3.0,
  'B-': 2.7,
  'C+': 2.3,
  C: 2.0,
  'C-': 1.7,
  'D+': 1.3,
  D: 1.0,
  'D-': 0.7,
  F: 0.0,
} as const satisfies Record<string, number>;

export type LetterGrade = keyof typeof letterScale;

/** "a-", "A−" (Unicode minus), " B + " all read as the letter grade; anything else gives undefined. */
export function readLetter(value: unknown): LetterGrade | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value
    .replace(/\s+/g, '')
    .replace(/[\u2212\u2013]/g, '-')
    .toUpperCase();
  return key in letterScale ? (key as LetterGrade) : undefined;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const courseRow = z.object(
  {
    /** Optional course name, only for display. */
    name: textField('Course name', 80),
    /** A letter (A+ to F) or grade points (0 to 5), by gradeType. */
    grade: z.unknown(),
    /** Credit hours (0 to 30; 0 leaves the course out of the average). */
    credits: optionalNumberField({ label: 'Credits', max: 30 }),
  },
  { error: 'Each course needs a grade and credits' },
);

export const inputSchema = z
  .object({
    gradeType: choiceField(gradeTypes, 'grade type', 'letter'),
    courses: z.preprocess(
      (v) => (isBlank(v) ? [] : v),
      z
        .array(courseRow, { error: 'Enter the courses as rows of grade and credits' })
        .max(maxCourses, `Use at most ${maxCourses} courses`),
    ),
    /** GPA before this term (0 to 5); leave empty with priorCredits for a term GPA only. */
    priorGpa: optionalNumberField({ label: 'Previous GPA', max: maxGradePoints }),
    /** Credits behind the previous GPA. */
    priorCredits: optionalNumberField({ label: 'Previous credits', max: 1000 }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    let counted = 0;
    v.courses.forEach((c, i) => {
      if (isBlank(c.grade) && c.credits === undefined) return;
      if (isBlank(c.grade)) issue(['courses', i, 'grade'], 'Grade is required');
      else if (v.gradeType === 'letter' && !readLetter(c.grade))
        issue(['courses', i, 'grade'], 'Use a letter grade from A+ to F (A, A-, B+, B...)');
      else if (v.gradeType === 'points') {
        const n = readNumber(c.grade);
        if (n === undefined || Number.isNaN(n) || n < 0 || n > maxGradePoints)
          issue(['courses', i, 'grade'], `Grade points must be a number from 0 to ${maxGradePoints}`);
      }
      if (c.credits === undefined) issue(['courses', i, 'credits'], 'Credits is required');
      else if (c.credits > 0) counted += 1;
    });
    if (counted === 0) issue(['courses'], 'Enter at least one course with a grade and credits');
    if (v.priorGpa !== undefined && v.priorCredits === undefined)
      issue(['priorCredits'], 'Previous credits is required with a previous GPA');
    if (v.priorCredits !== undefined && v.priorCredits > 0 && v.priorGpa === undefined)
      issue(['priorGpa'], 'Previous GPA is required with previous credits');
  })
  .transform((v) => ({
    gradeType: v.gradeType,
    courses: v.courses
      .filter((c) => !(isBlank(c.grade) && c.credits === undefined))
      .map((c) => {
        const letter = v.gradeType === 'letter' ? readLetter(c.grade) : undefined;
        const points = letter ? letterScale[letter] : (readNumber(c.grade) ?? 0);
        return { name: c.name, grade: letter ?? num(points, 2), points, credits: c.credits ?? 0 };
      }),
    prior:
      v.priorGpa !== undefined && v.priorCredits !== undefined && v.priorCredits > 0
        ? { gpa: v.priorGpa, credits: v.priorCredits }
        : null,
  }));

export type Input = z.output<typeof inputSchema>;

export interface Result {
  /** GPA of the courses entered. */
  termGpa: number;
  termCredits: number;
  termQualityPoints: number;
  /** Including the previous GPA; null without one. */
  cumulativeGpa: number | null;
  cumulativeCredits: number;
  courses: { name: string; grade: string; points: number; credits: number; qualityPoints: number }[];
}

export function compute(input: Input): Result {
  const courses = input.courses.map((c) => ({ ...c, qualityPoints: c.points * c.credits }));
  const termCredits = courses.reduce((s, c) => s + c.credits, 0);
  const termQualityPoints = courses.reduce((s, c) => s + c.qualityPoints, 0);
  const termGpa = termCredits > 0 ? termQualityPoints / termCredits : 0;
  const cumulativeCredits = termCredits + (input.prior?.credits ?? 0);
  const cumulativeGpa =
    input.prior && cumulativeCredits > 0
      ? (termQualityPoints + input.prior.gpa * input.prior.credits) / cumulativeCredits
      : null;
  return { termGpa, termCredits, termQualityPoints, cumulativeGpa, cumulativeCredits, courses };
}

export function explain(input: Input, r: Result): Explanation {
  const steps = r.courses.map(
    (c, i) =>
      `${c.name || `Course ${i + 1}`}: ${c.grade}${input.gradeType === 'letter' ? ` = ${num(c.points, 1)} points` : ' points'} × ${num(c.credits)} credit${c.credits === 1 ? '' : 's'} = ${num(c.qualityPoints, 2)} quality points`,
  );
  steps.push(`GPA = ${num(r.termQualityPoints, 2)} ÷ ${num(r.termCredits)} credits = ${num(r.termGpa, 2)}`);
  if (input.prior && r.cumulativeGpa !== null)
    steps.push(
      `Cumulative = (${num(input.prior.gpa, 2)} × ${num(input.prior.credits)} + ${num(r.termQualityPoints, 2)}) ÷ ${num(r.cumulativeCredits)} credits = ${num(r.cumulativeGpa, 2)}`,
    );
  if (input.gradeType === 'letter')
    steps.push(
      'Letters use the standard 4.0 scale: A+ and A = 4.0, A− = 3.7, B+ = 3.3, B = 3.0 … D− = 0.7, F = 0.',
    );
  return {
    formula: 'GPA = Σ(grade points × credits) ÷ Σ credits',
    steps,
  };
}

export const examples: Example[] = [
  {
    input: {
      gradeType: 'letter',
      courses: [
        { name: 'Calculus I', grade: 'A-', credits: 4 },
        { name: 'English Composition', grade: 'B+', credits: 3 },
        { name: 'Intro to Psychology', grade: 'A', credits: 3 },
        { name: 'Chemistry Lab', grade: 'B', credits: 1 },
      ],
      priorGpa: 3.2,
      priorCredits: 30,
    },
    note: 'A term of four courses on top of a 3.2 GPA over 30 credits',
  },
];
