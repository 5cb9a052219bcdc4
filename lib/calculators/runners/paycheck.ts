import * as calc from '@/lib/calculators/paycheck';
import { money, percent } from '../../kit/numbers';
import { pick } from '../../tools/present';
import { defineRunner } from '../../tools/runner';
import { copyTextOf, type ResultItem } from '../../tools/view';

const PER = {
  weekly: 'week',
  biweekly: 'paycheck',
  semimonthly: 'paycheck',
  monthly: 'month',
  annual: 'year',
} as const;

const LOCAL_STATES = ['NY', 'PA', 'OH', 'MD'];
const TYPED_LOCAL = ['paEit', 'ohioCity', 'marylandCounty'];

export default defineRunner({
  ...calc,
  schema: calc.inputSchema,
  input: (values) => {
    const v: Record<string, string | undefined> = pick(
      values,
      [
        'payType',
        'payFrequency',
        'filingStatus',
        'state',
        'local',
        'localRate',
        'retirement401k',
        'retirementPercent',
        'healthInsurance',
        'hsa',
        'roth401k',
        'afterTaxDeductions',
        'w4Step2',
        'w4Credits',
        'w4OtherIncome',
        'w4Deductions',
        'extraWithholding',
      ],
      ['grossPay', 'hourlyRate', 'regularHours', 'overtimeHours', 'overtimeMultiplier'],
    );
    // Hidden fields keep what was typed in them; they must not count or raise errors nobody sees.
    if (v.payType === 'hourly') delete v.grossPay;
    else
      for (const key of ['hourlyRate', 'regularHours', 'overtimeHours', 'overtimeMultiplier']) delete v[key];
    if (!LOCAL_STATES.includes(v.state ?? '')) delete v.local;
    if (!TYPED_LOCAL.includes(v.local ?? '')) delete v.localRate;
    return v;
  },
  present(input, result, explain) {
    const per = PER[input.payFrequency];
    const primary = {
      label: `Take-home pay per ${per}`,
      value: money(result.netPay),
      hint: `${money(result.annual.netPay, { whole: true })} a year`,
    };
    const secondary: ResultItem[] = [
      { label: `Gross pay per ${per}`, value: money(result.grossPay) },
      ...(result.overtimePay > 0 ? [{ label: 'Of which overtime', value: money(result.overtimePay) }] : []),
      { label: 'Federal income tax', value: money(result.federalIncomeTax) },
      {
        label: 'Social Security and Medicare',
        value: money(result.socialSecurity + result.medicare + result.additionalMedicare),
      },
      ...(input.state !== 'none' ? [{ label: 'State income tax', value: money(result.stateIncomeTax) }] : []),
      ...(result.leaveContributions > 0
        ? [
            {
              label: input.state === 'OR' ? 'Paid leave and transit tax' : 'State disability and paid leave',
              value: money(result.leaveContributions),
            },
          ]
        : []),
      ...(result.localTax > 0 ? [{ label: 'Local income tax', value: money(result.localTax) }] : []),
      ...(result.stateConfirmed2026 === false
        ? [
            {
              label: 'State figures',
              value: result.stateFigures ?? '',
              tone: 'warning' as const,
            },
          ]
        : []),
      { label: 'Taxes as a share of gross pay', value: percent(result.effectiveTaxRate, 1) },
    ];
    const keep = `You keep ${percent((result.netPay / result.grossPay) * 100, 1)} of your gross pay.`;
    const summary = result.notes.length ? result.notes.join(' ') : keep;
    // Federal, FICA and the state line always show (a $0 line says "none" as clearly as a figure);
    // optional deductions only when they are taken.
    const always = new Set(['federal', 'socialSecurity', 'medicare', 'state']);
    const shown = result.lines.filter((l) => l.amount !== 0 || always.has(l.id));
    const rows: [string, number, string][] = [
      ...(result.overtimePay > 0
        ? ([
            ['Regular pay', result.regularPay, 'Rate × regular hours'],
            ['Overtime pay', result.overtimePay, 'FLSA: at least 1.5× over 40 hours a week'],
          ] as [string, number, string][])
        : []),
      ['Gross pay', result.grossPay, ''],
      ...shown.map((l): [string, number, string] => [l.label, -l.amount, l.source]),
      ['Take-home pay', result.netPay, ''],
    ];
    return {
      primary,
      secondary,
      summary,
      summaryTone: result.notes.length ? 'warning' : undefined,
      tables: [
        {
          id: 'breakdown',
          caption: 'From gross to take-home pay, line by line',
          columns: [
            { label: 'Line' },
            { label: `Per ${per}`, numeric: true },
            { label: 'Per year', numeric: true },
            { label: 'Source' },
          ],
          rows: rows.map(([label, amount, source]) => [
            label,
            money(amount),
            money(amount * result.periods),
            source,
          ]),
          csv: {
            filename: 'paycheck-breakdown.csv',
            header: ['Line', `Per ${per}`, 'Per year', 'Source'],
            rows: rows.map(([label, amount, source]) => [label, amount, amount * result.periods, source]),
          },
        },
      ],
      explain,
      copyText: copyTextOf('Paycheck', [primary, ...secondary], summary),
    };
  },
});
