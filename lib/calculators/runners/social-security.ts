import * as calc from '@/lib/calculators/social-security';
import { money, percent } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

const age = ({ years, months }: { years: number; months: number }) =>
  months ? `${years} and ${months} month${months === 1 ? '' : 's'}` : String(years);

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => pick(values, ['aime', 'birthDate', 'claimAgeYears', 'claimAgeMonths']),
  present(_input, result, explain) {
    const primary = {
      label: `Monthly benefit claiming at ${age(result.claimAge)}`,
      value: money(result.monthlyBenefit, { whole: true }),
      hint: `${money(result.annualBenefit, { whole: true })} a year, in today’s dollars`,
    };
    const change = result.adjustmentPercent;
    const secondary = [
      { label: 'Full retirement age', value: age(result.fullRetirementAge) },
      { label: 'Benefit at full retirement age (PIA)', value: money(result.pia) },
      {
        label:
          change < 0
            ? 'Reduction for claiming early'
            : change > 0
              ? 'Credit for claiming later'
              : 'Adjustment for claiming age',
        value: change === 0 ? 'None' : percent(Math.abs(change), 2),
        tone: change < 0 ? ('bad' as const) : change > 0 ? ('good' as const) : undefined,
      },
    ];
    const at62 = result.byClaimAge[0];
    const at70 = result.byClaimAge.at(-1);
    const summary =
      at62 && at70
        ? `Waiting from 62 to 70 raises the monthly benefit from ${money(at62.monthly, { whole: true })} to ${money(at70.monthly, { whole: true })}.`
        : undefined;
    return {
      primary,
      secondary,
      summary,
      tables: [
        {
          id: 'by-age',
          caption: 'Monthly benefit by claiming age',
          columns: [
            { label: 'Claiming at' },
            { label: 'Monthly', numeric: true },
            { label: 'Change from PIA', numeric: true },
          ],
          rows: result.byClaimAge.map((row) => [
            String(row.age),
            money(row.monthly, { whole: true }),
            `${row.adjustmentPercent > 0 ? '+' : ''}${percent(row.adjustmentPercent, 2)}`,
          ]),
        },
      ],
      explain,
      copyText: copyTextOf('Social Security', [primary, ...secondary], summary),
    };
  },
});
