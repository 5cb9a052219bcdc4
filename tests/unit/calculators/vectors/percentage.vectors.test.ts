// Sources: NIST SP 811 (2008) §7.10.2, "%" is the number 0.01, so p% of x = p × 0.01 × x and the share
// of a in b is a ÷ b ÷ 0.01 %; relative change, ISO 80000-1 / the usual definition (new − old) ÷ |old|,
// given in percent. Every expected figure is worked by hand in its comment.
// @vitest-environment node
import { describe, it } from 'vitest';
import runner from '@/lib/calculators/percentage';
import { expectVector, type CardVector } from './everyday-kit';

const of = (percent: string, of: string) => ({ mode: 'percentOf', percent, of });
const share = (part: string, whole: string) => ({ mode: 'whatPercent', part, whole });
const change = (from: string, to: string) => ({ mode: 'change', from, to });

const vectors: CardVector[] = [
  // 20 × 0.01 × 150 = 30.
  { name: '20% of 150', values: of('20', '150'), primary: ['20% of 150', '30'] },
  // 12.5 × 0.01 × 80 = 10.
  { name: '12.5% of 80', values: of('12.5', '80'), primary: ['12.5% of 80', '10'] },
  // 150 × 0.01 × 40 = 60: more than 100% gives more than the number.
  { name: '150% of 40', values: of('150', '40'), primary: ['150% of 40', '60'] },
  // 0.5 × 0.01 × 2,000 = 10.
  { name: 'half a percent of 2,000', values: of('0.5', '2,000'), primary: ['0.5% of 2,000', '10'] },
  // 45 ÷ 60 = 0.75 → 75%.
  { name: '45 out of 60', values: share('45', '60'), primary: ['45 out of 60', '75%'] },
  // 1 ÷ 3 = 0.333333… → 33.3333% to four decimals.
  { name: 'one third', values: share('1', '3'), primary: ['1 out of 3', '33.3333%'] },
  // 7 ÷ 8 = 0.875 → 87.5%.
  { name: '7 out of 8', values: share('7', '8'), primary: ['7 out of 8', '87.5%'] },
  // (100 − 80) ÷ 80 = 0.25 → +25%.
  { name: 'increase 80 → 100', values: change('80', '100'), primary: ['Percent increase', '+25%'] },
  // (80 − 100) ÷ 100 = −0.20 → −20%: the same two numbers the other way are not ±25%.
  { name: 'decrease 100 → 80', values: change('100', '80'), primary: ['Percent decrease', '-20%'] },
  // (50 − 50) ÷ 50 = 0.
  { name: 'no change', values: change('50', '50'), primary: ['No change', '0%'] },
  // (−25 − (−50)) ÷ |−50| = 25 ÷ 50 = +50%: from a negative start, going up is an increase.
  { name: 'negative start, −50 → −25', values: change('-50', '-25'), primary: ['Percent increase', '+50%'] },
  {
    // (2 − 1) ÷ 1 = +100%; the change is +1.
    name: 'doubling',
    values: change('1', '2'),
    primary: ['Percent increase', '+100%'],
    summary: 'From 1 to 2 is a change of +1.',
  },
];

describe('percentage calculator vectors', () => {
  it.each(vectors.map((vector) => [vector.name, vector] as const))('%s', (_name, vector) => {
    expectVector(runner, vector);
  });
});
