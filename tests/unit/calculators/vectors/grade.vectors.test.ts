// Sources: the weighted arithmetic mean, Σ(score × weight) ÷ Σ weights (weights scaled to the work
// done when they don't total 100); the score needed on a final worth w: (wanted − current × (1 − w)) ÷ w,
// solved from wanted = current × (1 − w) + final × w; letters on the common US 90/80/70/60 scale.
// Every expected figure is worked by hand in its comment.
// @vitest-environment node
import { describe, it } from 'vitest';
import runner from '@/lib/calculators/grade';
import { expectVector, type CardVector } from './everyday-kit';

type Row = [score: string, weight: string];
const grade = (rows: Row[], finalWeight = '', targetGrade = '') => ({
  categories: rows.map(([score, weight]) => ({ name: '', score, weight })),
  finalWeight,
  targetGrade,
});

const vectors: CardVector[] = [
  {
    // (92 × 20 + 85 × 15 + 78 × 25) ÷ 60 = (1840 + 1275 + 1950) ÷ 60 = 5065 ÷ 60 = 84.4167%;
    // needed = (85 − 84.4167 × 0.6) ÷ 0.4 = (85 − 50.65) ÷ 0.4 = 85.875%.
    name: 'three categories and a 40% final',
    values: grade(
      [
        ['92', '20'],
        ['85', '15'],
        ['78', '25'],
      ],
      '40',
      '85',
    ),
    primary: ['Current grade', '84.42% (B)'],
    figures: { 'Needed on the final for 85%': '85.88%', 'Weights entered': '60%' },
  },
  {
    // (90 × 50 + 80 × 50) ÷ 100 = 85%.
    name: 'weights adding to 100',
    values: grade([
      ['90', '50'],
      ['80', '50'],
    ]),
    primary: ['Current grade', '85% (B)'],
    figures: { 'Weights entered': '100%' },
  },
  {
    // (80 × 1 + 100 × 3) ÷ 4 = 380 ÷ 4 = 95%.
    name: 'weights scaled to their total',
    values: grade([
      ['80', '1'],
      ['100', '3'],
    ]),
    primary: ['Current grade', '95% (A)'],
    figures: { 'Weights entered': '4%' },
  },
  {
    // One category is its own average.
    name: 'a single category',
    values: grade([['72', '100']]),
    primary: ['Current grade', '72% (C)'],
  },
  {
    // (50 − 95 × 0.6) ÷ 0.4 = (50 − 57) ÷ 0.4 = −17.5: reached even with 0 on the final.
    name: 'already secured',
    values: grade([['95', '60']], '40', '50'),
    primary: ['Current grade', '95% (A)'],
    figures: { 'Needed on the final for 50%': 'Already secured' },
    summary: 'You reach 50% even with 0 on the final.',
  },
  {
    // (90 − 60 × 0.6) ÷ 0.4 = 54 ÷ 0.4 = 135% > 100%.
    name: 'out of reach without extra credit',
    values: grade([['60', '60']], '40', '90'),
    primary: ['Current grade', '60% (D)'],
    figures: { 'Needed on the final for 90%': '135%' },
    summary: 'Even 100% on the final leaves you short of 90%.',
  },
  {
    // 90 is the lowest A on a 90/80/70/60 scale.
    name: 'exactly on the A cut-off',
    values: grade([['90', '100']]),
    primary: ['Current grade', '90% (A)'],
  },
  {
    // 89.99 < 90: still a B.
    name: 'just under the A cut-off',
    values: grade([['89.99', '100']]),
    primary: ['Current grade', '89.99% (B)'],
  },
  {
    // Extra credit: (105 × 50 + 95 × 50) ÷ 100 = 100%.
    name: 'extra credit above 100',
    values: grade([
      ['105', '50'],
      ['95', '50'],
    ]),
    primary: ['Current grade', '100% (A)'],
  },
  {
    // (0 × 30 + 100 × 70) ÷ 100 = 70%.
    name: 'a zero counts',
    values: grade([
      ['0', '30'],
      ['100', '70'],
    ]),
    primary: ['Current grade', '70% (C)'],
  },
  {
    // (88 × 70) ÷ 70 = 88%; needed for 90 with a 30% final: (90 − 88 × 0.7) ÷ 0.3 = (90 − 61.6) ÷ 0.3 = 94.667%.
    name: 'a 30% final for an A',
    values: grade([['88', '70']], '30', '90'),
    primary: ['Current grade', '88% (B)'],
    figures: { 'Needed on the final for 90%': '94.67%' },
    summary: 'Score 94.67% or more on the final to finish with 90%.',
  },
  {
    // The final's weight left empty: the grade still shows, with what to add.
    name: 'an empty final exam weight',
    values: grade([['88', '70']], '', '90'),
    primary: ['Current grade', '88% (B)'],
    summary: 'Enter the final exam’s weight to see the score you need on it.',
  },
];

describe('grade calculator vectors', () => {
  it.each(vectors.map((vector) => [vector.name, vector] as const))('%s', (_name, vector) => {
    expectVector(runner, vector);
  });
});
