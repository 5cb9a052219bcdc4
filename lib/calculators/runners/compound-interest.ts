import * as calc from '@/lib/calculators/finance/compound-interest';
import { money, percent } from '../../kit/numbers';
import { growthParts, pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) =>
    pick(values, ['principal', 'rate', 'compounding', 'years', 'contribution', 'frequency', 'timing']),
  present(input, result, explain) {
    const primary = {
      label: `Balance after ${input.years} ${input.years === 1 ? 'year' : 'years'}`,
      value: money(result.balance),
    };
    const secondary = [
      { label: 'Total contributed', value: money(result.contributed) },
      { label: 'Interest earned', value: money(result.interest), tone: 'good' as const },
      { label: 'Effective annual rate (APY)', value: percent(result.effectiveRate, 3) },
    ];
    const share = result.balance > 0 ? (result.interest / result.balance) * 100 : 0;
    const summary = `Interest makes up ${percent(share, 0)} of the final balance.`;
    return {
      primary,
      secondary,
      summary,
      ...growthParts(result.years, 'compound-interest-by-year.csv'),
      explain,
      copyText: copyTextOf('Compound interest', [primary, ...secondary], summary),
    };
  },
});
