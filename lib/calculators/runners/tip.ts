import * as calc from '@/lib/calculators/tip';
import { flag } from '../../tools/fields';
import { money, number, percent } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => ({
    ...pick(values, ['bill', 'tipPercent', 'people']),
    roundUp: flag(values, 'roundUp'),
  }),
  present(input, result, explain) {
    const shared = input.people > 1;
    const primary = shared
      ? { label: `Each of ${number(input.people, 0)} people pays`, value: money(result.totalPerPerson) }
      : { label: 'Total with tip', value: money(result.total) };
    const secondary = [
      { label: 'Tip', value: money(result.tip) },
      ...(shared
        ? [
            { label: 'Total with tip', value: money(result.total) },
            { label: 'Tip per person', value: money(result.tipPerPerson) },
          ]
        : []),
      ...(result.rounded
        ? [
            {
              label: 'Tip after rounding up',
              value: percent(result.effectiveTipPercent, 2),
              hint: `You asked for ${percent(input.tipPercent, 2)}`,
            },
          ]
        : []),
    ];
    return {
      primary,
      secondary,
      tables: [],
      explain,
      copyText: copyTextOf('Tip', [primary, ...secondary]),
    };
  },
});
