// Sources: College Board, "How to Convert Your GPA to a 4.0 Scale" (A 4.0, A− 3.7, B+ 3.3, B 3.0,
// B− 2.7, C+ 2.3, C 2.0, C− 1.7, D+ 1.3, D 1.0, F 0; A+ 4.0 on the unweighted scale; D− 0.7 by the same
// 0.3 steps); registrars' 4.3 scales (A+ = 4.3); the GPA definition, Σ(points × credits) ÷ Σ graded
// credits, with pass/fail credits earned but not graded. Every expected figure is worked by hand.
// @vitest-environment node
import { describe, it } from 'vitest';
import runner from '@/lib/calculators/gpa';
import { expectVector, type CardVector } from './everyday-kit';

type Course = [grade: string, credits: string];
const letters = (courses: Course[], extra: Record<string, string> = {}) => ({
  gradeType: 'letter',
  courses: courses.map(([grade, credits]) => ({ name: '', grade, credits })),
  priorGpa: '',
  priorCredits: '',
  ...extra,
});

const vectors: CardVector[] = [
  {
    // (4.0 × 3 + 3.0 × 3) ÷ 6 = 21 ÷ 6 = 3.50.
    name: 'A and B, equal credits',
    values: letters([
      ['A', '3'],
      ['B', '3'],
    ]),
    primary: ['Term GPA', '3.50'],
    figures: { 'Quality points': '21', 'Credits this term': '6' },
  },
  {
    // 3.7 × 4 + 3.3 × 3 + 4.0 × 3 + 3.0 × 1 = 14.8 + 9.9 + 12 + 3 = 39.7; ÷ 11 = 3.609 → 3.61.
    // Cumulative with 3.2 over 30: (96 + 39.7) ÷ 41 = 3.3098 → 3.31.
    name: 'a term on top of a previous GPA',
    values: letters(
      [
        ['A-', '4'],
        ['B+', '3'],
        ['A', '3'],
        ['B', '1'],
      ],
      { priorGpa: '3.2', priorCredits: '30' },
    ),
    primary: ['Term GPA', '3.61'],
    figures: { 'Cumulative GPA': '3.31', 'Quality points': '39.7' },
  },
  {
    // (2.0 × 3 + 1.0 × 3 + 0 × 3) ÷ 9 = 9 ÷ 9 = 1.00.
    name: 'C, D and F',
    values: letters([
      ['C', '3'],
      ['D', '3'],
      ['F', '3'],
    ]),
    primary: ['Term GPA', '1.00'],
  },
  {
    // (2.7 × 3 + 2.3 × 4) ÷ 7 = (8.1 + 9.2) ÷ 7 = 17.3 ÷ 7 = 2.4714 → 2.47.
    name: 'B− and C+, unequal credits',
    values: letters([
      ['B-', '3'],
      ['C+', '4'],
    ]),
    primary: ['Term GPA', '2.47'],
    figures: { 'Quality points': '17.3' },
  },
  {
    // Standard scale: A+ = A = 4.0, so (12 + 12) ÷ 6 = 4.00.
    name: 'A+ on the standard scale',
    values: letters([
      ['A+', '3'],
      ['A', '3'],
    ]),
    primary: ['Term GPA', '4.00'],
  },
  {
    // 4.3 scale: (4.3 × 3 + 4.0 × 3) ÷ 6 = 24.9 ÷ 6 = 4.15.
    name: 'A+ on the 4.3 scale',
    values: letters(
      [
        ['A+', '3'],
        ['A', '3'],
      ],
      { scale: 'plus' },
    ),
    primary: ['Term GPA', '4.15'],
  },
  {
    // (1.3 × 3 + 0.7 × 3) ÷ 6 = (3.9 + 2.1) ÷ 6 = 1.00.
    name: 'D+ and D−',
    values: letters([
      ['D+', '3'],
      ['D-', '3'],
    ]),
    primary: ['Term GPA', '1.00'],
  },
  {
    // Pass/fail: the P's 2 credits are earned but not graded: 3.0 × 3 ÷ 3 = 3.00; earned 3 + 2 = 5.
    name: 'a pass counts for credits only',
    values: letters([
      ['B', '3'],
      ['P', '2'],
    ]),
    primary: ['Term GPA', '3.00'],
    figures: { 'Credits this term': '3', 'Credits earned': '5' },
  },
  {
    // Grade points as given (weighted): (4.5 × 4 + 3.7 × 3 + 3.3 × 3) ÷ 10 = (18 + 11.1 + 9.9) ÷ 10 = 3.90.
    name: 'weighted grade points',
    values: {
      gradeType: 'points',
      pointCourses: [
        { name: '', grade: '4.5', credits: '4' },
        { name: '', grade: '3.7', credits: '3' },
        { name: '', grade: '3.3', credits: '3' },
      ],
    },
    primary: ['Term GPA', '3.90'],
    figures: { 'Quality points': '39' },
  },
  {
    // Target: 3.0 over 30 credits, 3.3 wanted after 30 more: (3.3 × 60 − 90) ÷ 30 = 108 ÷ 30 = 3.60.
    name: 'target GPA within reach',
    values: letters([['B', '30']], { targetGpa: '3.3', remainingCredits: '30' }),
    primary: ['Term GPA', '3.00'],
    figures: { 'Average needed for a 3.30 GPA': '3.60' },
    summary: 'To reach a 3.3 GPA, average at least 3.60 over the next 30 credits.',
  },
  {
    // (2.3 × 15 + 2.7 × 15) ÷ 30 = 2.50; 3.9 after 15 more: (3.9 × 45 − 75) ÷ 15 = 100.5 ÷ 15 = 6.70 > 4.0;
    // best possible (75 + 4 × 15) ÷ 45 = 3.00.
    name: 'target GPA out of reach',
    values: letters(
      [
        ['C+', '15'],
        ['B-', '15'],
      ],
      { targetGpa: '3.9', remainingCredits: '15' },
    ),
    primary: ['Term GPA', '2.50'],
    figures: { 'Average needed for a 3.90 GPA': 'Not reachable' },
    summary:
      'Not reachable: a 3.9 GPA would need a 6.70 average over the next 15 credits, above the 4.0 top of the scale. Straight top grades would bring you to 3.00.',
  },
];

describe('GPA calculator vectors', () => {
  it.each(vectors.map((vector) => [vector.name, vector] as const))('%s', (_name, vector) => {
    expectVector(runner, vector);
  });
});
