import * as calc from '@/lib/calculators/roi';
import { money, percent } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['invested', 'returned', 'years']),
  present(input, result, explain) {
    const tone = result.roi < 0 ? ('bad' as const) : ('good' as const);
    const primary = { label: 'Return on investment', value: percent(result.roi, 2), tone };
    const secondary = [
      { label: result.gain < 0 ? 'Loss' : 'Gain', value: money(Math.abs(result.gain)), tone },
      ...(result.annualizedRoi !== null
        ? [{ label: 'Annualized ROI', value: `${percent(result.annualizedRoi, 2)} a year` }]
        : input.years === undefined
          ? [{ label: 'Annualized ROI', value: 'Add the years held', hint: 'To compare with yearly rates' }]
          : []),
    ];
    return { primary, secondary, tables: [], explain, copyText: copyTextOf('ROI', [primary, ...secondary]) };
  },
});
