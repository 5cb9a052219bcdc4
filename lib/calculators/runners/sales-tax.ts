import * as calc from '@/lib/calculators/sales-tax';
import { money, percent } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['price', 'rate']),
  present(input, result, explain) {
    const primary = { label: 'Total with tax', value: money(result.total) };
    const secondary = [
      { label: `Sales tax at ${percent(input.rate, 4)}`, value: money(result.tax) },
      { label: 'Price before tax', value: money(result.price) },
    ];
    return {
      primary,
      secondary,
      tables: [],
      explain,
      copyText: copyTextOf('Sales tax', [primary, ...secondary]),
    };
  },
});
