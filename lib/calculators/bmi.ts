import '@/lib/zod-jitless';
import { z } from 'zod';
import { choiceField, numberFieldOr, onlyFieldsOfMode, optionalNumberField } from './fields';
import { num } from './format';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf, type ScaleView } from '@/lib/tools/view';

export const bmiUnits = ['metric', 'imperial'] as const;

/** Exact by definition (international yard and pound agreement, 1959). */
const KG_PER_LB = 0.45359237;
const M_PER_IN = 0.0254;

/*
 * Plausible adult ranges. BMI's WHO categories are for adults (20+), so heights and weights
 * outside these are almost certainly typing mistakes (a height in metres typed as cm, say).
 */
const range = { kg: [20, 400], cm: [100, 250], lb: [44, 880], totalIn: [39, 99] } as const;

/**
 * WHO adult BMI classification (principal cut-off points), lower bounds inclusive. Source: WHO Global
 * Database on Body Mass Index, "BMI classification", Table 1 "The International Classification of
 * adult underweight, overweight and obesity according to BMI", adapted from WHO 1995, 2000 and 2004
 * (WHO Technical Report Series 894), http://apps.who.int/bmi/index.jsp?introPage=intro_3.html.
 * The classification has not changed since 2004; checked 2026.
 */
export const whoCategories = [
  { from: 0, key: 'severeThinness', label: 'Underweight (severe thinness)' },
  { from: 16, key: 'moderateThinness', label: 'Underweight (moderate thinness)' },
  { from: 17, key: 'mildThinness', label: 'Underweight (mild thinness)' },
  { from: 18.5, key: 'normal', label: 'Normal weight' },
  { from: 25, key: 'preObese', label: 'Overweight (pre-obese)' },
  { from: 30, key: 'obese1', label: 'Obesity class I' },
  { from: 35, key: 'obese2', label: 'Obesity class II' },
  { from: 40, key: 'obese3', label: 'Obesity class III' },
] as const;

export type BmiCategory = (typeof whoCategories)[number]['key'];

/**
 * The CDC's four adult bands ("About Adult BMI", cdc.gov, 2024): underweight below 18.5, healthy
 * weight 18.5 to less than 25, overweight 25 to less than 30, obesity 30 or more. The cut-offs are the
 * WHO's; these are the broad groups the scale draws.
 */
export const cdcBands = [
  { from: 0, to: 18.5, label: 'Underweight' },
  { from: 18.5, to: 25, label: 'Healthy weight' },
  { from: 25, to: 30, label: 'Overweight' },
  { from: 30, to: Infinity, label: 'Obesity' },
] as const;

/** The healthy range's top: a BMI below 25, not "up to 24.9", so 24.95 is healthy and 25 is not. */
export const HEALTHY_MIN = 18.5;
export const HEALTHY_BELOW = 25;

const categoryOf = (bmi: number) =>
  [...whoCategories].reverse().find((c) => bmi >= c.from) ?? whoCategories[0];

/**
 * A BMI as shown: one decimal, or more when rounding to one would cross a cut-off, so the figure shown
 * is always in the category named beside it (24.96 is normal weight and reads 24.96, where one decimal
 * would show 25.0 next to "Normal weight").
 */
export function shownBmi(bmi: number): string {
  const category = categoryOf(bmi).key;
  for (let digits = 1; digits <= 3; digits++) {
    const rounded = Number(bmi.toFixed(digits));
    if (categoryOf(rounded).key === category) return bmi.toFixed(digits);
  }
  return (Math.floor(bmi * 1000) / 1000).toFixed(3);
}

/** BMI Prime (BMI ÷ 25) as shown: two decimals, more when rounding would carry it across 1.00 or another cut-off. */
export function primeText(prime: number): string {
  const category = categoryOf(prime * 25).key;
  for (let digits = 2; digits <= 4; digits++) {
    const rounded = Number(prime.toFixed(digits));
    if (categoryOf(rounded * 25).key === category) return prime.toFixed(digits);
  }
  return (Math.floor(prime * 10000) / 10000).toFixed(4);
}

const between = (label: string, [min, max]: readonly [number, number], unit: string) => {
  const message = `${label} must be between ${min} and ${max} ${unit}`;
  return optionalNumberField({ label, min, max, messages: { min: message, max: message } });
};

export const inputSchema = z.preprocess(
  onlyFieldsOfMode(
    'unit',
    { metric: ['weightKg', 'heightCm'], imperial: ['weightLb', 'heightFt', 'heightIn'] },
    'metric',
  ),
  z
    .object({
      unit: choiceField(bmiUnits, 'unit system', 'metric'),
      /** metric: weight in kilograms. */
      weightKg: between('Weight', range.kg, 'kg'),
      /** metric: height in centimetres. */
      heightCm: between('Height', range.cm, 'cm'),
      /** imperial: weight in pounds. */
      weightLb: between('Weight', range.lb, 'lb'),
      /** imperial: height, the feet part. */
      heightFt: optionalNumberField({ label: 'Feet', min: 3, max: 8, integer: true }),
      /** imperial: height, the inches part (0-11.9); empty means 0. */
      heightIn: numberFieldOr(
        { label: 'Inches', max: 11.99, messages: { max: 'Inches must be less than 12' } },
        0,
      ),
    })
    .superRefine((v, ctx) => {
      const need = (key: 'weightKg' | 'heightCm' | 'weightLb' | 'heightFt', message: string) => {
        if (v[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message });
      };
      if (v.unit === 'metric') {
        need('weightKg', 'Weight is required');
        need('heightCm', 'Height is required');
        return;
      }
      need('weightLb', 'Weight is required');
      need('heightFt', 'Height (feet) is required');
      const totalIn = (v.heightFt ?? 0) * 12 + v.heightIn;
      if (v.heightFt !== undefined && (totalIn < range.totalIn[0] || totalIn > range.totalIn[1]))
        ctx.addIssue({
          code: 'custom',
          path: ['heightFt'],
          message: 'Height must be between 3 ft 3 in and 8 ft 3 in',
        });
    })
    .transform((v) =>
      v.unit === 'metric'
        ? { unit: v.unit, weightKg: v.weightKg ?? 0, heightM: (v.heightCm ?? 0) / 100 }
        : {
            unit: v.unit,
            weightKg: (v.weightLb ?? 0) * KG_PER_LB,
            heightM: ((v.heightFt ?? 0) * 12 + v.heightIn) * M_PER_IN,
          },
    ),
);

/** Parsing converts imperial entries to kg and metres, so compute works in one unit system. */
export type Input = z.output<typeof inputSchema>;

export interface Result {
  bmi: number;
  category: BmiCategory;
  categoryLabel: string;
  /** BMI ÷ 25: below 1 is under the overweight cut-off, whatever the units. */
  bmiPrime: number;
  /**
   * The weights with 18.5 ≤ BMI < 25 at this height, in the unit system entered (kg or lb): from
   * healthyWeightMin up to, not including, healthyWeightMax.
   */
  healthyWeightMin: number;
  healthyWeightMax: number;
  weightUnit: 'kg' | 'lb';
}

export function compute(input: Input): Result {
  const bmi = input.weightKg / (input.heightM * input.heightM);
  const category = categoryOf(bmi);
  const toUnit = (kg: number) => (input.unit === 'metric' ? kg : kg / KG_PER_LB);
  return {
    bmi,
    category: category.key,
    categoryLabel: category.label,
    bmiPrime: bmi / HEALTHY_BELOW,
    healthyWeightMin: toUnit(HEALTHY_MIN * input.heightM * input.heightM),
    healthyWeightMax: toUnit(HEALTHY_BELOW * input.heightM * input.heightM),
    weightUnit: input.unit === 'metric' ? 'kg' : 'lb',
  };
}

/**
 * "56.7 kg up to 76.5 kg (not included)": the low end rounded up and the high end rounded down, so
 * every weight in the range as written has 18.5 ≤ BMI < 25.
 */
export function healthyRangeText(
  r: Pick<Result, 'healthyWeightMin' | 'healthyWeightMax' | 'weightUnit'>,
): string {
  const low = Math.ceil(r.healthyWeightMin * 10 - 1e-9) / 10;
  const high = Math.floor(r.healthyWeightMax * 10 + 1e-9) / 10;
  return `${num(low, 1)} ${r.weightUnit} up to ${num(high, 1)} ${r.weightUnit} (not included)`;
}

export function explain(input: Input, r: Result): Explanation {
  const steps = [];
  if (input.unit === 'imperial')
    steps.push(
      `Converted: ${num(input.weightKg / KG_PER_LB, 1)} lb = ${num(input.weightKg, 2)} kg; ${num(input.heightM / M_PER_IN, 1)} in = ${num(input.heightM, 4)} m`,
    );
  steps.push(
    `BMI = ${num(input.weightKg, 2)} ÷ ${num(input.heightM, 4)}² = ${num(input.weightKg, 2)} ÷ ${num(input.heightM * input.heightM, 4)} = ${shownBmi(r.bmi)}`,
    `${shownBmi(r.bmi)} falls in the WHO adult category “${r.categoryLabel}”`,
    `BMI Prime = ${shownBmi(r.bmi)} ÷ 25 = ${primeText(r.bmiPrime)}`,
    `At this height a BMI from 18.5 to below 25 means ${healthyRangeText(r)}`,
    'BMI is a screening figure for adults: it does not tell muscle from fat, and children and teens use age- and sex-specific charts instead.',
  );
  return { formula: 'BMI = weight in kg ÷ (height in m)²', steps };
}

export const examples: Example[] = [
  { input: { unit: 'metric', weightKg: 72, heightCm: 175 }, note: 'An adult 175 cm tall weighing 72 kg' },
  {
    input: { unit: 'imperial', weightLb: 190, heightFt: 5, heightIn: 10 },
    note: 'An adult 5 ft 10 in tall weighing 190 lb',
  },
];

const toneOf = (key: string) =>
  key === 'normal'
    ? ('good' as const)
    : key.endsWith('Thinness') || key === 'preObese'
      ? ('warning' as const)
      : ('bad' as const);

const bandTone = ['warning', 'good', 'warning', 'bad'] as const;
const SCALE_MIN = 12;
const SCALE_MAX = 42;

/** The CDC bands from 12 to 42 (where nearly every adult BMI falls) with the visitor's BMI marked. */
function bmiScale(bmi: number, shown: string): ScaleView {
  const band = cdcBands.find((b) => bmi >= b.from && bmi < b.to) ?? cdcBands[0];
  const bands = cdcBands.map((b, i) => ({
    from: Math.max(b.from, SCALE_MIN),
    to: Math.min(b.to, SCALE_MAX),
    label: b.label,
    tone: bandTone[i] ?? ('neutral' as const),
  }));
  return {
    title: 'Where your BMI falls',
    min: SCALE_MIN,
    max: SCALE_MAX,
    bands,
    marker: { value: bmi, label: `Your BMI, ${shown}` },
    description: `Your BMI of ${shown} is in the ${band.label.toLowerCase()} band. Adult bands: underweight below 18.5, healthy weight 18.5 to below 25, overweight 25 to below 30, obesity 30 and above.`,
  };
}

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => pick(values, ['unit', 'weightKg', 'heightCm', 'weightLb', 'heightFt', 'heightIn']),
  present(_input, result, explain) {
    const shown = shownBmi(result.bmi);
    const primary = { label: 'Your BMI', value: shown };
    const secondary = [
      { label: 'WHO category', value: result.categoryLabel, tone: toneOf(result.category) },
      {
        label: 'BMI Prime',
        value: primeText(result.bmiPrime),
        hint: 'BMI ÷ 25: below 1.00 is below the overweight cut-off',
      },
      {
        label: 'Healthy weight for your height',
        value: healthyRangeText(result),
        hint: 'BMI from 18.5 to below 25',
      },
    ];
    return {
      primary,
      secondary,
      summary: `A BMI of ${shown} is in the “${result.categoryLabel}” range for adults.`,
      summaryTone: toneOf(result.category),
      tables: [],
      scale: bmiScale(result.bmi, shown),
      explain,
      copyText: copyTextOf('BMI', [primary, ...secondary]),
    };
  },
});
