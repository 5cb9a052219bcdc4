import * as calc from '@/lib/calculators/opportunity-cost';
import { money, percent } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) =>
    pick(values, ['unit', 'amount', 'chosenName', 'chosenReturn', 'foregoneName', 'foregoneReturn']),
  present(input, result, explain) {
    const chosen = input.chosenName || 'Your choice';
    const foregone = input.foregoneName || 'The alternative';
    const primary = {
      label: 'Opportunity cost',
      value: money(Math.max(0, result.opportunityCost)),
      tone: result.better === 'foregone' ? ('bad' as const) : ('good' as const),
    };
    const secondary = [
      {
        label: `${chosen} returns`,
        value: money(result.chosenValue),
        hint: percent(result.chosenPercent, 2),
      },
      {
        label: `${foregone} returns`,
        value: money(result.foregoneValue),
        hint: percent(result.foregonePercent, 2),
      },
      {
        label: 'Difference',
        value: `${percent(Math.abs(result.opportunityCostPoints), 2).replace('%', '')} percentage points`,
      },
    ];
    const summary =
      result.better === 'foregone'
        ? `${foregone} would have earned ${money(result.opportunityCost)} more.`
        : result.better === 'chosen'
          ? `${chosen} earns ${money(-result.opportunityCost)} more than ${foregone.toLowerCase()}, so the choice costs nothing in return.`
          : 'Both options return the same.';
    return {
      primary,
      secondary,
      summary,
      summaryTone: result.better === 'foregone' ? 'warning' : 'good',
      tables: [],
      explain,
      copyText: copyTextOf('Opportunity cost', [primary, ...secondary], summary),
    };
  },
});
