import * as calc from '@/lib/calculators/profit-margin';
import { money, percent } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['revenue', 'cogs', 'operatingExpenses', 'interest', 'taxes']),
  present(input, result, explain) {
    const tone = (n: number) => (n < 0 ? ('bad' as const) : undefined);
    const primary = {
      label: 'Net profit margin',
      value: percent(result.netMargin, 2),
      tone: tone(result.netMargin),
    };
    const secondary = [
      {
        label: 'Gross margin',
        value: percent(result.grossMargin, 2),
        hint: `Gross profit ${money(result.grossProfit)}`,
        tone: tone(result.grossMargin),
      },
      {
        label: 'Operating margin',
        value: percent(result.operatingMargin, 2),
        hint: `Operating profit ${money(result.operatingProfit)}`,
        tone: tone(result.operatingMargin),
      },
      { label: 'Net profit', value: money(result.netProfit), tone: tone(result.netProfit) },
    ];
    const summary =
      result.netProfit < 0
        ? `The business loses ${money(-result.netProfit)} on ${money(input.revenue)} of revenue.`
        : `Of every dollar of revenue, ${money(result.netMargin / 100)} is left as profit.`;
    return {
      primary,
      secondary,
      summary,
      tables: [
        {
          id: 'statement',
          caption: 'From revenue to net profit',
          columns: [
            { label: 'Line' },
            { label: 'Amount', numeric: true },
            { label: 'Share of revenue', numeric: true },
          ],
          rows: [
            ['Revenue', money(input.revenue), '100%'],
            ['− Cost of goods sold', money(input.cogs), percent((input.cogs / input.revenue) * 100, 2)],
            ['= Gross profit', money(result.grossProfit), percent(result.grossMargin, 2)],
            [
              '− Operating expenses',
              money(input.operatingExpenses),
              percent((input.operatingExpenses / input.revenue) * 100, 2),
            ],
            ['= Operating profit', money(result.operatingProfit), percent(result.operatingMargin, 2)],
            [
              '− Interest and taxes',
              money(input.interest + input.taxes),
              percent(((input.interest + input.taxes) / input.revenue) * 100, 2),
            ],
            ['= Net profit', money(result.netProfit), percent(result.netMargin, 2)],
          ],
        },
      ],
      explain,
      copyText: copyTextOf('Profit margin', [primary, ...secondary], summary),
    };
  },
});
