import * as calc from '@/lib/calculators/markup';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { pricingView } from './pricing';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['solveFor', 'cost', 'price', 'markup']),
  present: (input, result, explain) => pricingView('Markup', input.solveFor, result, explain),
});
