import * as calc from '@/lib/calc/margin';
import { pick } from '../present';
import { defineRunner } from '../runner';
import { pricingView } from './pricing';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['solveFor', 'cost', 'price', 'margin']),
  present: (input, result, explain) => pricingView('Margin', input.solveFor, result, explain),
});
