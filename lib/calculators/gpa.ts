import '@/lib/zod-jitless';
import { z } from 'zod';
import { choiceField, optionalNumberField, readNumber, textField } from './fields';
import { num } from './format';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { rows, text } from '@/lib/tools/fields';
import { fixed, number } from '@/lib/kit/numbers';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

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

/**
 * Scales: `standard` is the table above (A+ = 4.0, top 4.0); `plus` gives A+ 4.3, as some colleges do
 * (for example the University of Pennsylvania and Cornell registrars' 4.3 A+), with every other letter
 * unchanged and a top of 4.3.
 */
export const gpaScales = ['standard', 'plus'] as const;
export type GpaScale = (typeof gpaScales)[number];
export const scaleTop: Record<GpaScale, number> = { standard: 4.0, plus: 4.3 };

export function pointsFor(letter: LetterGrade, scale: GpaScale): number {
  return letter === 'A+' && scale === 'plus' ? 4.3 : letterScale[letter];
}

/**
 * Pass/fail marks: a pass earns the credits but is left out of the GPA; a no-pass earns nothing and is
 * left out too (the usual registrar rule: only graded courses carry quality points).
 */
export const passFail = { P: 'pass', NP: 'no pass' } as const;
export type PassFailMark = keyof typeof passFail;

/** "a-", "A−" (Unicode minus), " B + " all read as the letter grade; anything else gives undefined. */
export function readLetter(value: unknown): LetterGrade | undefined {
  const key = normalise(value);
  return key !== undefined && key in letterScale ? (key as LetterGrade) : undefined;
}

/** "P", "pass", "NP", "no pass" read as a pass/fail mark. */
export function readPassFail(value: unknown): PassFailMark | undefined {
  const key = normalise(value);
  if (key === 'P' || key === 'PASS') return 'P';
  if (key === 'NP' || key === 'NOPASS') return 'NP';
  return undefined;
}

function normalise(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return value
    .replace(/\s+/g, '')
    .replace(/[\u2212\u2013]/g, '-')
    .toUpperCase();
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
    /** What A+ is worth for letter grades, and the top of the scale for the target check. */
    scale: choiceField(gpaScales, 'grading scale', 'standard'),
    /** The cumulative GPA wanted; with remainingCredits, gives the average needed. */
    targetGpa: optionalNumberField({ label: 'Target GPA', max: maxGradePoints }),
    /** Graded credits still to take. */
    remainingCredits: optionalNumberField({ label: 'Credits still to take', max: 1000 }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    let counted = 0;
    v.courses.forEach((c, i) => {
      if (isBlank(c.grade) && c.credits === undefined) return;
      if (isBlank(c.grade)) issue(['courses', i, 'grade'], 'Grade is required');
      else if (readPassFail(c.grade)) {
        // Counts toward credits earned only; the GPA needs at least one graded course.
        if (c.credits === undefined) issue(['courses', i, 'credits'], 'Credits is required');
        return;
      } else if (v.gradeType === 'letter' && !readLetter(c.grade))
        issue(['courses', i, 'grade'], 'Use a letter grade from A+ to F (A, A-, B+, B...), or P for a pass');
      else if (v.gradeType === 'points') {
        const n = readNumber(c.grade);
        if (n === undefined || Number.isNaN(n) || n < 0 || n > maxGradePoints)
          issue(['courses', i, 'grade'], `Grade points must be a number from 0 to ${maxGradePoints}`);
      }
      if (c.credits === undefined) issue(['courses', i, 'credits'], 'Credits is required');
      else if (c.credits > 0) counted += 1;
    });
    if (counted === 0) issue(['courses'], 'Enter at least one graded course with a grade and credits');
    // The previous GPA and its credits are optional together: with either one empty the term GPA still
    // shows and the result says what would add the cumulative GPA, rather than hiding everything.
  })
  .transform((v) => {
    const entered = v.courses.filter((c) => !(isBlank(c.grade) && c.credits === undefined));
    return {
      gradeType: v.gradeType,
      scale: v.scale,
      courses: entered
        .filter((c) => !readPassFail(c.grade))
        .map((c) => {
          const letter = v.gradeType === 'letter' ? readLetter(c.grade) : undefined;
          const points = letter ? pointsFor(letter, v.scale) : (readNumber(c.grade) ?? 0);
          return { name: c.name, grade: letter ?? num(points, 2), points, credits: c.credits ?? 0 };
        }),
      passFail: entered.flatMap((c) => {
        const mark = readPassFail(c.grade);
        return mark ? [{ name: c.name, mark, credits: c.credits ?? 0 }] : [];
      }),
      prior:
        v.priorGpa !== undefined && v.priorCredits !== undefined && v.priorCredits > 0
          ? { gpa: v.priorGpa, credits: v.priorCredits }
          : null,
      /** Set when only one of the pair was given, so the result can say what else it needs. */
      priorMissing:
        v.priorGpa !== undefined && v.priorCredits === undefined
          ? ('credits' as const)
          : v.priorGpa === undefined && v.priorCredits !== undefined && v.priorCredits > 0
            ? ('gpa' as const)
            : null,
      target:
        v.targetGpa !== undefined && v.remainingCredits !== undefined && v.remainingCredits > 0
          ? { gpa: v.targetGpa, credits: v.remainingCredits }
          : null,
      targetMissing:
        v.targetGpa !== undefined && !(v.remainingCredits !== undefined && v.remainingCredits > 0)
          ? ('credits' as const)
          : v.targetGpa === undefined && v.remainingCredits !== undefined && v.remainingCredits > 0
            ? ('gpa' as const)
            : null,
    };
  });

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
  /** Credits from passed pass/fail courses: earned, but outside the GPA. */
  passCredits: number;
  /** Graded plus passed credits, this term. */
  creditsEarned: number;
  /** The plan to a target GPA; null without a target and credits still to take. */
  plan: {
    target: number;
    remainingCredits: number;
    /** Average grade points needed over the remaining credits. */
    needed: number;
    /** The top of the chosen scale (4.0 or 4.3). */
    top: number;
    /** secured: reached even with all F; reachable: 0 to top; unreachable: above the top. */
    status: 'secured' | 'reachable' | 'unreachable';
    /** The GPA with the remaining credits all at the top of the scale. */
    best: number;
  } | null;
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
  const passCredits = input.passFail.reduce((s, c) => s + (c.mark === 'P' ? c.credits : 0), 0);
  let plan: Result['plan'] = null;
  if (input.target) {
    // The target is for the cumulative GPA when a previous one is given, otherwise for these courses.
    const soFarCredits = input.prior ? cumulativeCredits : termCredits;
    const soFarPoints = termQualityPoints + (input.prior ? input.prior.gpa * input.prior.credits : 0);
    const { gpa: target, credits: remaining } = input.target;
    const needed = (target * (soFarCredits + remaining) - soFarPoints) / remaining;
    const top = scaleTop[input.scale];
    plan = {
      target,
      remainingCredits: remaining,
      needed,
      top,
      // A hair of tolerance so a target hit exactly (needed = 4.0000000000000004) is not called unreachable.
      status: needed <= 0 ? 'secured' : needed <= top + 1e-9 ? 'reachable' : 'unreachable',
      best: (soFarPoints + top * remaining) / (soFarCredits + remaining),
    };
  }
  return {
    termGpa,
    termCredits,
    termQualityPoints,
    cumulativeGpa,
    cumulativeCredits,
    courses,
    passCredits,
    creditsEarned: termCredits + passCredits,
    plan,
  };
}

/** The target plan in one plain sentence. */
export function planSentence(plan: NonNullable<Result['plan']>): string {
  const credits = `${num(plan.remainingCredits)} credit${plan.remainingCredits === 1 ? '' : 's'}`;
  if (plan.status === 'secured')
    return `A ${num(plan.target, 2)} GPA is already secured: even all F grades in the next ${credits} keep you at or above it.`;
  if (plan.status === 'unreachable')
    return `Not reachable: a ${num(plan.target, 2)} GPA would need a ${plan.needed.toFixed(2)} average over the next ${credits}, above the ${plan.top.toFixed(1)} top of the scale. Straight top grades would bring you to ${plan.best.toFixed(2)}.`;
  // Rounded up: averaging the rounded-down figure would fall just short of the target.
  return `To reach a ${num(plan.target, 2)} GPA, average at least ${(Math.ceil(plan.needed * 100 - 1e-9) / 100).toFixed(2)} over the next ${credits}.`;
}

/** What to add to see the cumulative GPA or the target plan, when only half of a pair was given. */
export function missingNotes(input: Input): string[] {
  const notes: string[] = [];
  if (input.priorMissing === 'credits')
    notes.push('Enter the credits behind your previous GPA to see your cumulative GPA.');
  if (input.priorMissing === 'gpa') notes.push('Enter your previous GPA to see your cumulative GPA.');
  if (input.targetMissing === 'credits')
    notes.push('Enter the credits you still have to take to see the average your target needs.');
  if (input.targetMissing === 'gpa') notes.push('Enter a target GPA to see the average it needs.');
  return notes;
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
  if (input.passFail.length)
    steps.push(
      `Pass/fail: ${num(r.passCredits)} passed credit${r.passCredits === 1 ? '' : 's'} count toward credits earned (${num(r.creditsEarned)} in all) but not toward the GPA.`,
    );
  if (r.plan) {
    const soFar = input.prior ? 'cumulative' : 'term';
    steps.push(
      `Needed = (${num(r.plan.target, 2)} × (${num(input.prior ? r.cumulativeCredits : r.termCredits)} + ${num(r.plan.remainingCredits)}) − ${soFar} quality points) ÷ ${num(r.plan.remainingCredits)} = ${num(r.plan.needed, 3)}`,
      planSentence(r.plan),
    );
  }
  if (input.gradeType === 'letter')
    steps.push(
      input.scale === 'plus'
        ? 'Letters use the 4.3 scale: A+ = 4.3, A = 4.0, A− = 3.7, B+ = 3.3, B = 3.0 … D− = 0.7, F = 0.'
        : 'Letters use the standard 4.0 scale: A+ and A = 4.0, A− = 3.7, B+ = 3.3, B = 3.0 … D− = 0.7, F = 0.',
    );
  steps.push(...missingNotes(input));
  return {
    formula:
      'GPA = Σ(grade points × credits) ÷ Σ graded credits; average needed = (target × (credits so far + credits to take) − quality points so far) ÷ credits to take',
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

/** Letter grades and grade points are entered in two lists (a choice box or a number box per course). */
const listKey = (gradeType: string) => (gradeType === 'points' ? 'pointCourses' : 'courses');

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => ({
    gradeType: text(values, 'gradeType'),
    courses: rows(values, listKey(text(values, 'gradeType'))),
    priorGpa: text(values, 'priorGpa'),
    priorCredits: text(values, 'priorCredits'),
    scale: text(values, 'scale'),
    targetGpa: text(values, 'targetGpa'),
    remainingCredits: text(values, 'remainingCredits'),
  }),
  fieldOf: (path, values) => {
    const [first, ...rest] = path.map(String);
    return [first === 'courses' ? listKey(text(values, 'gradeType')) : first, ...rest].join('.');
  },
  present(input, result, explain) {
    const primary = { label: 'Term GPA', value: fixed(result.termGpa, 2) };
    const plan = result.plan;
    const secondary = [
      ...(plan
        ? [
            {
              label: `Average needed for a ${fixed(plan.target, 2)} GPA`,
              value:
                plan.status === 'secured'
                  ? 'Already secured'
                  : plan.status === 'unreachable'
                    ? 'Not reachable'
                    : fixed(Math.ceil(plan.needed * 100 - 1e-9) / 100, 2),
              hint:
                plan.status === 'unreachable'
                  ? `Needs ${fixed(plan.needed, 2)}, above the ${fixed(plan.top, 1)} top of the scale`
                  : `Over the next ${number(plan.remainingCredits, 1)} credits`,
              tone:
                plan.status === 'unreachable'
                  ? ('bad' as const)
                  : plan.status === 'secured'
                    ? ('good' as const)
                    : undefined,
            },
          ]
        : []),
      ...(result.cumulativeGpa !== null
        ? [
            {
              label: 'Cumulative GPA',
              value: fixed(result.cumulativeGpa, 2),
              hint: `Over ${number(result.cumulativeCredits, 1)} credits`,
            },
          ]
        : []),
      { label: 'Credits this term', value: number(result.termCredits, 1) },
      ...(result.passCredits > 0
        ? [
            {
              label: 'Credits earned',
              value: number(result.creditsEarned, 1),
              hint: `Includes ${number(result.passCredits, 1)} pass/fail, outside the GPA`,
            },
          ]
        : []),
      { label: 'Quality points', value: number(result.termQualityPoints, 2) },
    ];
    const summary = [...(plan ? [planSentence(plan)] : []), ...missingNotes(input)].join(' ');
    return {
      primary,
      secondary,
      summary: summary || undefined,
      summaryTone: plan?.status === 'unreachable' ? 'bad' : plan?.status === 'secured' ? 'good' : undefined,
      tables: [
        {
          id: 'courses',
          caption: 'Quality points by course',
          columns: [
            { label: 'Course' },
            { label: 'Grade' },
            { label: 'Points', numeric: true },
            { label: 'Credits', numeric: true },
            { label: 'Quality points', numeric: true },
          ],
          rows: result.courses.map((course, index) => [
            course.name || `Course ${index + 1}`,
            course.grade,
            fixed(course.points, 1),
            number(course.credits, 1),
            number(course.qualityPoints, 2),
          ]),
        },
      ],
      explain,
      copyText: copyTextOf('GPA', [primary, ...secondary], summary || undefined),
    };
  },
});
