import * as calc from '@/lib/calculators/attrition-rate';
import { number, percent } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['separations', 'startHeadcount', 'endHeadcount', 'periodMonths']),
  present(input, result, explain) {
    const months = input.periodMonths;
    const period = months === 12 ? 'for the year' : months === 1 ? 'for the month' : `over ${months} months`;
    const primary = { label: `Attrition rate ${period}`, value: percent(result.rate, 2) };
    const secondary = [
      { label: 'Average headcount', value: number(result.averageHeadcount, 1) },
      ...(months !== 12
        ? [
            {
              label: 'Annualized (simple)',
              value: percent(result.annualizedSimple, 2),
              hint: `× 12 ÷ ${months}`,
            },
            ...(result.annualizedCompound !== null
              ? [
                  {
                    label: 'Annualized (compounded)',
                    value: percent(result.annualizedCompound, 2),
                    hint: 'If the same share kept leaving',
                  },
                ]
              : []),
          ]
        : []),
    ];
    return {
      primary,
      secondary,
      tables: [],
      explain,
      copyText: copyTextOf('Attrition rate', [primary, ...secondary]),
    };
  },
});
