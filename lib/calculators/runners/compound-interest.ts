import * as calc from '@/lib/calculators/finance/compound-interest';
import { count, money, percent } from '../../kit/numbers';
import { growthParts, pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) =>
    pick(values, [
      'principal',
      'rate',
      'compounding',
      'years',
      'contribution',
      'frequency',
      'timing',
      'inflation',
      'taxRate',
    ]),
  present(input, result, explain) {
    const taxed = input.taxRate > 0;
    const primary = {
      label: `Balance after ${count(input.years, 'year')}${taxed ? ', after tax' : ''}`,
      value: money(result.balance),
      ...(input.inflation !== 0
        ? {
            hint: `${money(result.realBalance)} in today's money at ${percent(input.inflation, 3)} inflation`,
          }
        : {}),
    };
    const secondary = [
      { label: 'Total contributed', value: money(result.contributed) },
      {
        label: taxed ? 'Interest earned after tax' : 'Interest earned',
        value: money(result.interest),
        tone: 'good' as const,
      },
      ...(taxed
        ? [
            {
              label: 'Tax paid on interest',
              value: money(result.taxPaid),
              hint: `${percent(input.taxRate, 3)} of each year's interest`,
            },
          ]
        : []),
      ...(input.inflation !== 0
        ? [
            {
              label: "Balance in today's money",
              value: money(result.realBalance),
              hint: `Divided by ${percent(input.inflation, 3)} inflation a year for ${count(input.years, 'year')}`,
            },
          ]
        : []),
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
