import * as calc from '@/lib/calc/tip';
import { flag } from '../fields';
import { money, number, percent } from '../format';
import { pick } from '../present';
import { defineRunner } from '../runner';
import { copyTextOf } from '../view';

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
