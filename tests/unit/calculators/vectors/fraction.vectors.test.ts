// Sources: the field operations on rationals (a/b + c/d = (ad + bc)/bd, a/b × c/d = ac/bd,
// a/b ÷ c/d = ad/bc), reduced to lowest terms by Euclid's algorithm (Elements VII.2); decimal expansion
// by long division, a repeating block shown in brackets. Every expected figure is worked by hand.
// @vitest-environment node
import { describe, it } from 'vitest';
import runner from '@/lib/calculators/fraction';
import { expectVector, type CardVector } from './everyday-kit';

const f = (a: string, op: string, b: string) => ({ a, op, b });

const vectors: CardVector[] = [
  {
    // 1/2 + 1/3 = 3/6 + 2/6 = 5/6 = 0.8333… = 0.8(3).
    name: '1/2 + 1/3',
    values: f('1/2', 'add', '1/3'),
    primary: ['1/2 + 1/3 =', '5/6'],
    figures: { 'As a decimal': '0.8(3)' },
  },
  {
    // 3/4 − 1/6: LCD 12, 9/12 − 2/12 = 7/12 = 0.58333… = 0.58(3).
    name: '3/4 − 1/6',
    values: f('3/4', 'subtract', '1/6'),
    primary: ['3/4 − 1/6 =', '7/12'],
    figures: { 'As a decimal': '0.58(3)' },
  },
  {
    // 2/3 × 9/4 = 18/12 = 3/2 (gcd 6) = 1 1/2 = 1.5.
    name: '2/3 × 9/4',
    values: f('2/3', 'multiply', '9/4'),
    primary: ['2/3 × 9/4 =', '3/2'],
    figures: { 'As a mixed number': '1 1/2', 'As a decimal': '1.5' },
  },
  {
    // 5/8 ÷ 5/16 = 5/8 × 16/5 = 80/40 = 2.
    name: '5/8 ÷ 5/16',
    values: f('5/8', 'divide', '5/16'),
    primary: ['5/8 ÷ 5/16 =', '2'],
    figures: { 'As a decimal': '2' },
  },
  {
    // 1 1/2 + 2 3/4 = 3/2 + 11/4 = 6/4 + 11/4 = 17/4 = 4 1/4 = 4.25.
    name: 'mixed numbers',
    values: f('1 1/2', 'add', '2 3/4'),
    primary: ['1 1/2 + 2 3/4 =', '17/4'],
    figures: { 'As a mixed number': '4 1/4', 'As a decimal': '4.25' },
  },
  {
    // −2 3/8 + 1/8 = −19/8 + 1/8 = −18/8 = −9/4 = −2 1/4 = −2.25.
    name: 'a negative mixed number',
    values: f('-2 3/8', 'add', '1/8'),
    primary: ['-2 3/8 + 1/8 =', '-9/4'],
    figures: { 'As a mixed number': '-2 1/4', 'As a decimal': '-2.25' },
  },
  {
    // 0.75 = 75/100 = 3/4; 3/4 + 1/4 = 1.
    name: 'a decimal read as a fraction',
    values: f('0.75', 'add', '1/4'),
    primary: ['0.75 + 1/4 =', '1'],
  },
  {
    // 1/7 × 1 = 1/7 = 0.142857142857… = 0.(142857).
    name: 'a six-digit repeating block',
    values: f('1/7', 'multiply', '1'),
    primary: ['1/7 × 1 =', '1/7'],
    figures: { 'As a decimal': '0.(142857)' },
  },
  {
    // 1/3 − 1/3 = 0.
    name: 'zero',
    values: f('1/3', 'subtract', '1/3'),
    primary: ['1/3 − 1/3 =', '0'],
  },
  {
    // 6/8 reduces: 6/8 × 1 = 6/8 = 3/4 (gcd 2) = 0.75.
    name: 'reduced to lowest terms',
    values: f('6/8', 'multiply', '1'),
    primary: ['6/8 × 1 =', '3/4'],
    figures: { 'As a decimal': '0.75' },
  },
  {
    // 1/6 ÷ 2/3 = 1/6 × 3/2 = 3/12 = 1/4 = 0.25.
    name: '1/6 ÷ 2/3',
    values: f('1/6', 'divide', '2/3'),
    primary: ['1/6 ÷ 2/3 =', '1/4'],
    figures: { 'As a decimal': '0.25' },
  },
];

describe('fraction calculator vectors', () => {
  it.each(vectors.map((vector) => [vector.name, vector] as const))('%s', (_name, vector) => {
    expectVector(runner, vector);
  });
});
