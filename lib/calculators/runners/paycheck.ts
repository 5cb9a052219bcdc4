import * as calc from '@/lib/calculators/paycheck';
import { money, percent } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf } from '../../tools/view';

const PER = {
  weekly: 'week',
  biweekly: 'paycheck',
  semimonthly: 'paycheck',
  monthly: 'month',
  annual: 'year',
} as const;

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) =>
    pick(values, [
      'grossPay',
      'payFrequency',
      'filingStatus',
      'state',
      'retirement401k',
      'healthInsurance',
      'afterTaxDeductions',
      'w4Credits',
      'extraWithholding',
    ]),
  present(input, result, explain) {
    const per = PER[input.payFrequency];
    const medicare = result.medicare + result.additionalMedicare;
    const primary = {
      label: `Take-home pay per ${per}`,
      value: money(result.netPay),
      hint: `${money(result.annual.netPay, { whole: true })} a year`,
    };
    const secondary = [
      { label: 'Federal income tax', value: money(result.federalIncomeTax) },
      { label: 'Social Security', value: money(result.socialSecurity) },
      { label: 'Medicare', value: money(medicare) },
      ...(input.state !== 'none' ? [{ label: 'State income tax', value: money(result.stateIncomeTax) }] : []),
      ...(result.retirement401k + result.healthInsurance > 0
        ? [{ label: 'Pre-tax deductions', value: money(result.retirement401k + result.healthInsurance) }]
        : []),
      { label: 'Taxes as a share of gross pay', value: percent(result.effectiveTaxRate, 1) },
    ];
    const row = (label: string, perPay: number) => [label, money(perPay), money(perPay * result.periods)];
    const lines: [string, number][] = [
      ['Gross pay', result.grossPay],
      ['401(k) and other pre-tax retirement', -result.retirement401k],
      ['Pre-tax health insurance', -result.healthInsurance],
      ['Federal income tax', -result.federalIncomeTax],
      ['Social Security (6.2%)', -result.socialSecurity],
      ['Medicare (1.45%, 0.9% over the threshold)', -medicare],
      ['State income tax', -result.stateIncomeTax],
      ['After-tax deductions', -result.afterTaxDeductions],
      ['Take-home pay', result.netPay],
    ];
    const shown = lines.filter(
      ([label, amount], index) =>
        index === 0 || index === lines.length - 1 || amount !== 0 || label === 'Federal income tax',
    );
    return {
      primary,
      secondary,
      summary: `You keep ${percent((result.netPay / result.grossPay) * 100, 1)} of your gross pay.`,
      tables: [
        {
          id: 'breakdown',
          caption: 'From gross to take-home pay',
          columns: [
            { label: 'Line' },
            { label: `Per ${per}`, numeric: true },
            { label: 'Per year', numeric: true },
          ],
          rows: shown.map(([label, amount]) => row(label, amount)),
          csv: {
            filename: 'paycheck-breakdown.csv',
            header: ['Line', `Per ${per}`, 'Per year'],
            rows: shown.map(([label, amount]) => [label, amount, amount * result.periods]),
          },
        },
      ],
      explain,
      copyText: copyTextOf('Paycheck', [primary, ...secondary]),
    };
  },
});
