// Sources: NIST SP 811 (2008) §7.10.2, the percent sign stands for the number 0.01, so a tip of p% of a
// bill B is B × p × 0.01; a total is B plus the tip; an equal split divides by the number of people.
// Money is shown to the cent, rounded half up. Every expected figure is worked by hand in its comment.
// @vitest-environment node
import { describe, it } from 'vitest';
import runner from '@/lib/calculators/tip';
import { expectVector, type CardVector } from './everyday-kit';

const v = (bill: string, tipPercent: string, people = '1', roundUp = false) => ({
  bill,
  tipPercent,
  people,
  roundUp,
});

const vectors: CardVector[] = [
  {
    // 50 × 20 × 0.01 = 10; 50 + 10 = 60.
    name: '20% of $50',
    values: v('50', '20'),
    primary: ['Total with tip', '$60.00'],
    figures: { Tip: '$10.00' },
  },
  {
    // 84.50 × 0.18 = 15.21; 84.50 + 15.21 = 99.71.
    name: '18% of $84.50',
    values: v('84.50', '18'),
    primary: ['Total with tip', '$99.71'],
    figures: { Tip: '$15.21' },
  },
  {
    // 100 × 0.15 = 15; 115 ÷ 4 = 28.75 each; 15 ÷ 4 = 3.75 tip each.
    name: '15% of $100 split four ways',
    values: v('100', '15', '4'),
    primary: ['Each of 4 people pays', '$28.75'],
    figures: { Tip: '$15.00', 'Total with tip': '$115.00', 'Tip per person': '$3.75' },
  },
  {
    // 47.30 × 0.20 = 9.46; 56.76 ÷ 3 = 18.92 → rounded up to 19 each; 57 − 47.30 = 9.70 tip;
    // 9.70 ÷ 47.30 = 0.205074 → 20.51%.
    name: 'split three ways, rounded up to whole dollars',
    values: v('47.30', '20', '3', true),
    primary: ['Each of 3 people pays', '$19.00'],
    figures: { Tip: '$9.70', 'Total with tip': '$57.00', 'Tip after rounding up': '20.51%' },
  },
  {
    // 60 × 0.18 = 10.80; 70.80 ÷ 3 = 23.60 → 24 each; 72 − 60 = 12 tip = 20% of 60.
    name: 'rounding up turns 18% into 20%',
    values: v('60', '18', '3', true),
    primary: ['Each of 3 people pays', '$24.00'],
    figures: { Tip: '$12.00', 'Tip after rounding up': '20%' },
  },
  {
    // 1,234.56 × 0.125 = 154.32; 1,234.56 + 154.32 = 1,388.88.
    name: '12.5% of $1,234.56',
    values: v('1,234.56', '12.5'),
    primary: ['Total with tip', '$1,388.88'],
    figures: { Tip: '$154.32' },
  },
  {
    // 200 × 0 = 0.
    name: 'no tip',
    values: v('200', '0'),
    primary: ['Total with tip', '$200.00'],
    figures: { Tip: '$0.00' },
  },
  {
    // 75 × 0.22 = 16.50; 91.50 ÷ 2 = 45.75; 16.50 ÷ 2 = 8.25.
    name: '22% of $75 for two',
    values: v('75', '22', '2'),
    primary: ['Each of 2 people pays', '$45.75'],
    figures: { Tip: '$16.50', 'Total with tip': '$91.50', 'Tip per person': '$8.25' },
  },
  {
    // 33.33 × 0.15 = 4.9995 → $5.00 to the cent; 33.33 + 4.9995 = 38.3295 → $38.33.
    name: 'half a cent rounds up',
    values: v('33.33', '15'),
    primary: ['Total with tip', '$38.33'],
    figures: { Tip: '$5.00' },
  },
  {
    // 1,000,000 × 1.00 = 1,000,000; total 2,000,000.
    name: 'the largest bill at 100%',
    values: v('1000000', '100'),
    primary: ['Total with tip', '$2,000,000.00'],
    figures: { Tip: '$1,000,000.00' },
  },
  {
    // 19.99 × 0.20 = 3.998 → $4.00; 23.988 → $23.99.
    name: '20% of $19.99',
    values: v('$19.99', '20%'),
    primary: ['Total with tip', '$23.99'],
    figures: { Tip: '$4.00' },
  },
];

describe('tip calculator vectors', () => {
  it.each(vectors.map((vector) => [vector.name, vector] as const))('%s', (_name, vector) => {
    expectVector(runner, vector);
  });
});
