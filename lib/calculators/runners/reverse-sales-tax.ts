import * as calc from '@/lib/calculators/reverse-sales-tax';
import { money, percent } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['total', 'rate']),
  present(input, result, explain) {
    const primary = { label: 'Price before tax', value: money(result.price) };
    const secondary = [
      { label: `Sales tax included at ${percent(input.rate, 4)}`, value: money(result.tax) },
      { label: 'Total paid', value: money(result.total) },
    ];
    return {
      primary,
      secondary,
      tables: [],
      explain,
      copyText: copyTextOf('Reverse sales tax', [primary, ...secondary]),
    };
  },
});
