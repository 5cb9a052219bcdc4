import * as calc from '@/lib/calculators/cost-of-goods-sold';
import { money } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['beginningInventory', 'purchases', 'endingInventory']),
  present(input, result, explain) {
    const primary = { label: 'Cost of goods sold', value: money(result.costOfGoodsSold) };
    const secondary = [
      { label: 'Goods available for sale', value: money(result.goodsAvailable) },
      { label: 'Left in ending inventory', value: money(input.endingInventory) },
    ];
    return {
      primary,
      secondary,
      tables: [],
      explain,
      copyText: copyTextOf('Cost of goods sold', [primary, ...secondary]),
    };
  },
});
