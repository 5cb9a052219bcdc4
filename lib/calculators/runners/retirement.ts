import * as calc from '@/lib/calculators/finance/retirement';
import { count, money } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) =>
    pick(values, [
      'age',
      'retireAge',
      'planAge',
      'savings',
      'salary',
      'contribution',
      'matchRate',
      'matchLimit',
      'salaryGrowth',
      'returnBefore',
      'returnAfter',
      'inflation',
      'income',
      'otherIncome',
    ]),
  present(input, result, explain) {
    const lasts = result.runsOutAt === undefined;
    const primary = {
      label: `Savings at ${input.retireAge}`,
      value: money(result.nestEgg, { whole: true }),
      hint: `${money(result.nestEggToday, { whole: true })} in today's money`,
    };
    const secondary = [
      { label: "Nest egg in today's money", value: money(result.nestEggToday, { whole: true }) },
      {
        label: `Withdrawal in your first retirement year`,
        value: money(result.firstWithdrawal, { whole: true }),
      },
      {
        label: 'Savings last until',
        value: lasts ? `${input.planAge} and beyond` : `age ${result.runsOutAt}`,
        tone: lasts ? ('good' as const) : ('bad' as const),
      },
      ...(result.extraMonthly > 0
        ? [
            {
              label: 'Extra saving a month to last',
              value: money(result.extraMonthly, { whole: true }),
              tone: 'warning' as const,
            },
          ]
        : [
            {
              label: `Left at ${input.planAge} (today's money)`,
              value: money(result.leftToday, { whole: true }),
            },
          ]),
    ];
    const summary = lasts
      ? `Your savings last to age ${input.planAge}, with ${money(result.leftToday, { whole: true })} in today's money to spare.`
      : `Your savings run out at age ${result.runsOutAt}, ${count(input.planAge - (result.runsOutAt ?? 0), 'year')} before ${input.planAge}. Saving ${money(result.extraMonthly, { whole: true })} more a month would close the gap.`;
    const rows = result.years;
    return {
      primary,
      secondary,
      summary,
      summaryTone: lasts ? 'good' : 'bad',
      chart: {
        title: 'Savings by age',
        kind: 'lines',
        xLabel: 'Age',
        x: rows.map((row) => row.age),
        series: [
          { label: 'Balance', values: rows.map((row) => row.balance), color: 'brand' },
          { label: "Balance in today's money", values: rows.map((row) => row.balanceToday), color: 'teal' },
        ],
        tableId: 'by-year',
      },
      tables: [
        {
          id: 'by-year',
          caption: 'Savings at the end of each year of age',
          columns: [
            { label: 'Age' },
            { label: 'Put in', numeric: true },
            { label: 'Taken out', numeric: true },
            { label: 'Balance', numeric: true },
            { label: "In today's money", numeric: true },
          ],
          rows: rows.map((row) => [
            String(row.age),
            money(row.contributions, { whole: true }),
            money(row.withdrawal, { whole: true }),
            money(row.balance, { whole: true }),
            money(row.balanceToday, { whole: true }),
          ]),
          folded: true,
          csv: {
            filename: 'retirement-by-age.csv',
            header: ['Age', 'Put in', 'Taken out', 'Balance', "Balance in today's money"],
            rows: rows.map((row) => [
              row.age,
              row.contributions,
              row.withdrawal,
              row.balance,
              row.balanceToday,
            ]),
          },
        },
      ],
      explain,
      copyText: copyTextOf('Retirement', [primary, ...secondary], summary),
    };
  },
});
