import * as calc from '@/lib/calculators/marginal-cost';
import { defineRunner } from '../../tools/runner';
import { marginalInput, marginalView } from './marginal';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: marginalInput,
  present: (input, result, explain) =>
    marginalView(
      { marginal: 'Marginal cost', total: 'Total cost', file: 'marginal-cost.csv' },
      input,
      result,
      explain,
    ),
});
