import * as calc from '@/lib/calculators/margin';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { pricingView } from './pricing';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['solveFor', 'cost', 'price', 'margin']),
  present: (input, result, explain) => pricingView('Margin', input.solveFor, result, explain),
});
