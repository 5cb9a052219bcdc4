import * as calc from '@/lib/calculators/bmi';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf, type ScaleView } from '../../tools/view';

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
  const band = calc.cdcBands.find((b) => bmi >= b.from && bmi < b.to) ?? calc.cdcBands[0];
  const bands = calc.cdcBands.map((b, i) => ({
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
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['unit', 'weightKg', 'heightCm', 'weightLb', 'heightFt', 'heightIn']),
  present(_input, result, explain) {
    const shown = calc.shownBmi(result.bmi);
    const primary = { label: 'Your BMI', value: shown };
    const secondary = [
      { label: 'WHO category', value: result.categoryLabel, tone: toneOf(result.category) },
      {
        label: 'BMI Prime',
        value: calc.primeText(result.bmiPrime),
        hint: 'BMI ÷ 25: below 1.00 is below the overweight cut-off',
      },
      {
        label: 'Healthy weight for your height',
        value: calc.healthyRangeText(result),
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
