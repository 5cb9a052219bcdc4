import * as calc from '@/lib/calculators/social-security';
import { todayIso } from '../../kit/dates';
import { money, percent } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

const age = calc.ageText;

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  // Claiming can't start before today, so the visitor's date goes in with what they typed.
  input: (values) => {
    const picked = pick(values, ['aime', 'birthDate', 'claimAgeYears', 'claimAgeMonths', 'asOf']);
    return { ...picked, asOf: picked.asOf || todayIso() };
  },
  present(_input, result, explain) {
    const primary = {
      label: `Monthly benefit ${result.claimNow ? 'starting now, at' : 'claiming at'} ${age(result.claimAge)}`,
      value: money(result.monthlyBenefit, { whole: true }),
      hint: `${money(result.annualBenefit, { whole: true })} a year, in 2026 dollars (2026 bend points; your AIME taken at 2026 wage levels)`,
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
    const first = result.byClaimAge[0];
    const at70 = result.byClaimAge.at(-1);
    const summary =
      first && at70 && first !== at70
        ? `Waiting from ${age(first.age)} to ${age(at70.age)} raises the monthly benefit from ${money(first.monthly, { whole: true })} to ${money(at70.monthly, { whole: true })}.`
        : first
          ? `At ${age(first.age)}, delayed credits have stopped growing: claiming now pays ${money(first.monthly, { whole: true })} a month.`
          : undefined;
    return {
      primary,
      secondary,
      summary,
      tables: [
        {
          id: 'by-age',
          caption:
            result.earliestClaim.years * 12 + result.earliestClaim.months > 62 * 12
              ? `Monthly benefit by claiming age, from your age now (${age(result.ageNow)})`
              : 'Monthly benefit by claiming age',
          columns: [
            { label: 'Claiming at' },
            { label: 'Monthly', numeric: true },
            { label: 'Change from PIA', numeric: true },
          ],
          rows: result.byClaimAge.map((row) => [
            age(row.age),
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
