import * as calc from '@/lib/calculators/fraction';
import { number } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

const SYMBOL = { add: '+', subtract: '−', multiply: '×', divide: '÷' } as const;

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['a', 'op', 'b']),
  present(input, result, explain) {
    const primary = {
      label: `${input.a.text} ${SYMBOL[input.op]} ${input.b.text} =`,
      value: result.improper,
    };
    const secondary = [
      ...(result.mixed !== result.improper ? [{ label: 'As a mixed number', value: result.mixed }] : []),
      {
        label: 'As a decimal',
        value: result.decimalText.length <= 24 ? result.decimalText : number(result.decimal, 10),
      },
    ];
    return {
      primary,
      secondary,
      tables: [],
      explain,
      copyText: copyTextOf('Fraction', [primary, ...secondary]),
    };
  },
});
