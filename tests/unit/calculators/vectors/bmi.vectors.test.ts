// Sources: CDC, "Body Mass Index (BMI) — Adult BMI calculator: formula" (BMI = kg ÷ m²; the imperial
// form 703 × lb ÷ in² uses 703 ≈ 0.45359237 ÷ 0.0254², so imperial entries are converted with the exact
// NIST SP 811 factors); WHO, "A healthy lifestyle — WHO recommendations" / TRS 894 cut-offs (16, 17,
// 18.5, 25, 30, 35, 40), the same as the CDC's "healthy weight 18.5 to less than 25". BMI Prime = BMI ÷ 25.
// Every expected figure is worked by hand in its comment.
// @vitest-environment node
import { describe, it } from 'vitest';
import runner from '@/lib/calculators/bmi';
import { expectVector, type CardVector } from './everyday-kit';

const metric = (weightKg: string, heightCm: string) => ({ unit: 'metric', weightKg, heightCm });
const imperial = (weightLb: string, heightFt: string, heightIn: string) => ({
  unit: 'imperial',
  weightLb,
  heightFt,
  heightIn,
});

const vectors: CardVector[] = [
  {
    // WHO's own example: 70 ÷ 1.75² = 70 ÷ 3.0625 = 22.857 → 22.9; 22.857 ÷ 25 = 0.914.
    name: 'WHO example, 70 kg at 1.75 m',
    values: metric('70', '175'),
    primary: ['Your BMI', '22.9'],
    figures: { 'WHO category': 'Normal weight', 'BMI Prime': '0.91' },
  },
  {
    // 72 ÷ 3.0625 = 23.51; healthy 18.5 × 3.0625 = 56.656 kg (up: 56.7) to 25 × 3.0625 = 76.5625 (down: 76.5).
    name: '72 kg at 1.75 m, with the healthy range',
    values: metric('72', '175'),
    primary: ['Your BMI', '23.5'],
    figures: {
      'WHO category': 'Normal weight',
      'BMI Prime': '0.94',
      'Healthy weight for your height': '56.7 kg up to 76.5 kg (not included)',
    },
  },
  {
    // 50 ÷ 1.7² = 50 ÷ 2.89 = 17.30: 17 ≤ BMI < 18.5; healthy 18.5 × 2.89 = 53.465 (53.5) to 72.25 (72.2).
    name: 'mild thinness',
    values: metric('50', '170'),
    primary: ['Your BMI', '17.3'],
    figures: {
      'WHO category': 'Underweight (mild thinness)',
      'BMI Prime': '0.69',
      'Healthy weight for your height': '53.5 kg up to 72.2 kg (not included)',
    },
  },
  {
    // 45 ÷ 2.89 = 15.57 < 16.
    name: 'severe thinness',
    values: metric('45', '170'),
    primary: ['Your BMI', '15.6'],
    figures: { 'WHO category': 'Underweight (severe thinness)', 'BMI Prime': '0.62' },
  },
  {
    // 80 ÷ 2.89 = 27.68: 25 ≤ BMI < 30; Prime 1.107.
    name: 'overweight',
    values: metric('80', '170'),
    primary: ['Your BMI', '27.7'],
    figures: { 'WHO category': 'Overweight (pre-obese)', 'BMI Prime': '1.11' },
  },
  {
    // 95 ÷ 2.89 = 32.87: class I (30 to < 35); Prime 1.315.
    name: 'obesity class I',
    values: metric('95', '170'),
    primary: ['Your BMI', '32.9'],
    figures: { 'WHO category': 'Obesity class I', 'BMI Prime': '1.31' },
  },
  {
    // 110 ÷ 2.89 = 38.06: class II (35 to < 40); Prime 1.522.
    name: 'obesity class II',
    values: metric('110', '170'),
    primary: ['Your BMI', '38.1'],
    figures: { 'WHO category': 'Obesity class II', 'BMI Prime': '1.52' },
  },
  {
    // 130 ÷ 2.89 = 44.98: class III (40 and above); Prime 1.799.
    name: 'obesity class III',
    values: metric('130', '170'),
    primary: ['Your BMI', '45.0'],
    figures: { 'WHO category': 'Obesity class III', 'BMI Prime': '1.80' },
  },
  {
    // CDC imperial: 703 × 190 ÷ 70² = 27.26. Exact: 86.1826 kg ÷ 1.778² = 27.262. Healthy at 1.778 m:
    // 18.5 × 3.161284 = 58.484 kg = 128.93 lb (up: 129) to 25 × 3.161284 = 79.032 kg = 174.236 lb (174.2).
    name: 'imperial, 190 lb at 5 ft 10 in',
    values: imperial('190', '5', '10'),
    primary: ['Your BMI', '27.3'],
    figures: {
      'WHO category': 'Overweight (pre-obese)',
      'BMI Prime': '1.09',
      'Healthy weight for your height': '129 lb up to 174.2 lb (not included)',
    },
  },
  {
    // CDC imperial: 703 × 160 ÷ 69² = 23.63; exact 72.5748 kg ÷ 1.7526² = 23.628; Prime 0.9451.
    name: 'imperial, 160 lb at 5 ft 9 in',
    values: imperial('160', '5', '9'),
    primary: ['Your BMI', '23.6'],
    figures: { 'WHO category': 'Normal weight', 'BMI Prime': '0.95' },
  },
  {
    // Exactly 25 (25 kg at 1 m) is not "healthy": CDC overweight is 25 or more. Prime 1.00.
    name: 'exactly on the overweight cut-off',
    values: metric('25', '100'),
    primary: ['Your BMI', '25.0'],
    figures: { 'WHO category': 'Overweight (pre-obese)', 'BMI Prime': '1.00' },
  },
  {
    // 26.64 ÷ 1.2² = 26.64 ÷ 1.44 = 18.5, the healthy range's first value; Prime 18.5 ÷ 25 = 0.74.
    name: 'exactly on the healthy cut-off',
    values: metric('26.64', '120'),
    primary: ['Your BMI', '18.5'],
    figures: { 'WHO category': 'Normal weight', 'BMI Prime': '0.74' },
  },
];

describe('BMI calculator vectors', () => {
  it.each(vectors.map((vector) => [vector.name, vector] as const))('%s', (_name, vector) => {
    expectVector(runner, vector);
  });
});
