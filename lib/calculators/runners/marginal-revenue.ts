import * as calc from '@/lib/calculators/marginal-revenue';
import { defineRunner } from '../../tools/runner';
import { marginalInput, marginalView } from './marginal';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: marginalInput,
  present: (input, result, explain) =>
    marginalView(
      { marginal: 'Marginal revenue', total: 'Total revenue', file: 'marginal-revenue.csv' },
      input,
      result,
      explain,
    ),
});
