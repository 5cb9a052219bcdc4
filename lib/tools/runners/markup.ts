import * as calc from '@/lib/calc/markup';
import { pick } from '../present';
import { defineRunner } from '../runner';
import { pricingView } from './pricing';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['solveFor', 'cost', 'price', 'markup']),
  present: (input, result, explain) => pricingView('Markup', input.solveFor, result, explain),
});
