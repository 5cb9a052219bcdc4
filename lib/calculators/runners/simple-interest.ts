import * as calc from '@/lib/calculators/finance/simple-interest';
import { money } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['principal', 'rate', 'time', 'unit']),
  present(input, result, explain) {
    const primary = { label: 'Interest', value: money(result.interest) };
    const secondary = [
      { label: 'Total (principal + interest)', value: money(result.total) },
      { label: 'Interest per year', value: money((input.principal * input.rate) / 100) },
    ];
    return {
      primary,
      secondary,
      tables: result.byYear.length
        ? [
            {
              id: 'by-year',
              caption: 'Balance at the end of each year',
              columns: [
                { label: 'Year' },
                { label: 'Interest to date', numeric: true },
                { label: 'Balance', numeric: true },
              ],
              rows: result.byYear.map((row) => [String(row.year), money(row.interest), money(row.balance)]),
              folded: result.byYear.length > 10,
              csv: {
                filename: 'simple-interest-by-year.csv',
                header: ['Year', 'Interest to date', 'Balance'],
                rows: result.byYear.map((row) => [row.year, row.interest, row.balance]),
              },
            },
          ]
        : [],
      explain,
      copyText: copyTextOf('Simple interest', [primary, ...secondary]),
    };
  },
});
