import * as calc from '@/lib/calculators/bmi';
import { fixed, number } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

const toneOf = (key: string) =>
  key === 'normal'
    ? ('good' as const)
    : key.endsWith('Thinness') || key === 'preObese'
      ? ('warning' as const)
      : ('bad' as const);

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['unit', 'weightKg', 'heightCm', 'weightLb', 'heightFt', 'heightIn']),
  present(_input, result, explain) {
    const primary = { label: 'Your BMI', value: fixed(result.bmi, 1) };
    const secondary = [
      { label: 'WHO category', value: result.categoryLabel, tone: toneOf(result.category) },
      {
        label: 'Healthy weight for your height',
        value: `${number(result.healthyWeightMin, 1)} – ${number(result.healthyWeightMax, 1)} ${result.weightUnit}`,
        hint: 'BMI 18.5 to 24.9',
      },
    ];
    return {
      primary,
      secondary,
      summary: `A BMI of ${fixed(result.bmi, 1)} is in the “${result.categoryLabel}” range for adults.`,
      summaryTone: toneOf(result.category),
      tables: [],
      explain,
      copyText: copyTextOf('BMI', [primary, ...secondary]),
    };
  },
});
