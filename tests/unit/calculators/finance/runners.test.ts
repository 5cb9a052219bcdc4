// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { carPaymentCalculator } from '@/content/tools/calculators/car-payment-calculator';
import { compoundInterestCalculator } from '@/content/tools/calculators/compound-interest-calculator';
import { investmentCalculator } from '@/content/tools/calculators/investment-calculator';
import { loanCalculator } from '@/content/tools/calculators/loan-calculator';
import { loanPaymentCalculator } from '@/content/tools/calculators/loan-payment-calculator';
import { npsCalculator } from '@/content/tools/calculators/nps-calculator';
import { personalLoanCalculator } from '@/content/tools/calculators/personal-loan-calculator';
import { socialSecurityCalculator } from '@/content/tools/calculators/social-security-calculator';
import type { FormTool } from '@/content/tools/types';
import { loadRunner } from '@/lib/calculators/loaders';
import { defaultValues, type FormValues } from '@/lib/tools/fields';
import type { ResultView } from '@/lib/tools/view';

/** What the page shows for a tool with some fields changed from their defaults. */
async function view(tool: FormTool, changes: FormValues = {}, drop: string[] = []): Promise<ResultView> {
  const values = { ...defaultValues(tool.fields, '2026-11-22'), ...changes };
  for (const key of drop) delete values[key];
  const outcome = (await loadRunner(tool.runner)).run(values);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.view;
}

const shown = (v: ResultView, label: string) => v.secondary.find((item) => item.label === label)?.value;
const dollarsToCents = (text: string | undefined) =>
  Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);

describe('loan schedules download as CSV, to the cent, adding up to the totals shown', () => {
  const loanTools: [FormTool, string][] = [
    [loanPaymentCalculator, 'loan-payment-schedule-monthly.csv'],
    [loanCalculator, 'loan-schedule-monthly.csv'],
    [personalLoanCalculator, 'personal-loan-schedule.csv'],
    [carPaymentCalculator, 'car-loan-schedule.csv'],
  ];

  it.each(loanTools.map(([tool, filename]) => [tool.slug, tool, filename] as const))(
    '%s',
    async (_slug, tool, filename) => {
      const v = await view(tool);
      const schedule = v.tables.find((table) => table.id === 'schedule');
      const csv = schedule?.csv;
      expect(csv?.filename).toBe(filename);
      expect(csv?.header).toEqual(['Payment', 'Amount', 'Principal', 'Interest', 'Balance']);
      const rows = csv?.rows ?? [];
      expect(rows.length).toBe(schedule?.rows.length);
      expect(schedule?.caption).toBe(`Full amortization schedule (${rows.length} payments)`);
      // Every figure is whole cents already, so the CSV and the table agree to the cent.
      for (const row of rows)
        for (const cell of row.slice(1))
          expect(Math.abs(Number(cell) * 100 - Math.round(Number(cell) * 100))).toBeLessThan(1e-6);
      const sum = (column: number) =>
        rows.reduce((total, row) => total + Math.round(Number(row[column]) * 100), 0);
      expect(sum(3)).toBe(dollarsToCents(shown(v, 'Total interest')));
      if (shown(v, 'Total of all payments'))
        expect(sum(1)).toBe(dollarsToCents(shown(v, 'Total of all payments')));
      for (const row of rows)
        expect(Math.round(Number(row[1]) * 100)).toBe(
          Math.round(Number(row[2]) * 100) + Math.round(Number(row[3]) * 100),
        );
      expect(rows.at(-1)?.[4]).toBe(0);
    },
  );
});

describe('loan payment frequency and compounding', () => {
  it('a link shared before the options existed gives the same monthly result', async () => {
    const old = await view(loanPaymentCalculator, {}, ['frequency', 'compounding']);
    expect(old.primary).toMatchObject({ label: 'Monthly payment', value: '$500.95' });
    expect(shown(old, 'Total interest')).toBe('$5,056.96');
  });

  it('biweekly payments: 130 of $230.89 for the $25,000 loan at 7.5% over 5 years', async () => {
    // n = 5 × 26 = 130, i = 0.075/26 = 0.00288462; M = 25,000 × 0.00288462 / (1 − 1.00288462^−130) = 230.89
    const v = await view(loanPaymentCalculator, { frequency: 'biweekly' });
    expect(v.primary).toMatchObject({ label: 'Biweekly payment', value: '$230.89' });
    expect(shown(v, 'Number of payments')).toBe('130');
  });

  it('accelerated biweekly pays half the monthly payment and says how soon the loan ends', async () => {
    const v = await view(loanCalculator, { frequency: 'accelerated-biweekly', start: '2027-01-01' });
    expect(v.primary).toMatchObject({ label: 'Accelerated biweekly payment', value: '$948.10' }); // 1,896.20 ÷ 2
    expect(shown(v, 'Paid off')).toBe('January 2051');
    expect(shown(v, 'Interest saved against paying monthly')).toBe('$88,123.26');
    expect(v.summary).toContain('every two weeks');
  });

  it('Canadian semi-annual compounding: $639.81 on $100,000 at 6% over 25 years', async () => {
    const v = await view(loanPaymentCalculator, {
      amount: '100000',
      rate: '6',
      term: '25',
      compounding: 'semiannual',
    });
    expect(v.primary.value).toBe('$639.81');
    expect(v.explain.steps.join(' ')).toContain('compounded semi-annually');
  });
});

describe('compound interest with inflation and tax', () => {
  it('keeps the old result by default and adds today’s money and the after-tax figure when asked', async () => {
    const plain = await view(compoundInterestCalculator);
    expect(plain.secondary.map((item) => item.label)).not.toContain('Tax paid on interest');
    const both = await view(compoundInterestCalculator, {
      principal: '10000',
      contribution: '0',
      compounding: 'annually',
      years: '2',
      taxRate: '25',
      inflation: '3',
    });
    // 10,000 × (1 + 5% × 75%)^2 = 10,764.06; tax 125 + 129.69 = 254.69; ÷ 1.03^2 = 10,146.16
    expect(both.primary).toMatchObject({ label: 'Balance after 2 years, after tax', value: '$10,764.06' });
    expect(shown(both, 'Tax paid on interest')).toBe('$254.69');
    expect(shown(both, "Balance in today's money")).toBe('$10,146.16');
    expect(plain.primary.value).toBe(
      (await view(compoundInterestCalculator, { taxRate: '', inflation: '' })).primary.value,
    );
  });

  it('says "1 year", not "1 years"', async () => {
    expect((await view(compoundInterestCalculator, { years: '1' })).primary.label).toBe(
      'Balance after 1 year',
    );
  });
});

describe('investment: the return convention beside the result', () => {
  it('states that the rate is effective annual, compounded monthly at (1 + r)^(1/12) − 1', async () => {
    const v = await view(investmentCalculator);
    expect(v.primary.hint).toBe(
      '7% is an effective annual return, compounded monthly at (1 + 7%)^(1/12) − 1 = 0.5654% a month.',
    );
    expect(shown(v, 'Monthly return used')).toBe('0.5654% a month');
  });
});

describe('NPS: counts agree with their nouns', () => {
  it('1 response, 2 responses', async () => {
    const v = await view(npsCalculator, { mode: 'counts', promoters: '1', passives: '2', detractors: '0' });
    expect(v.secondary.find((item) => item.label.startsWith('Promoters'))?.hint).toBe('1 response');
    expect(v.secondary.find((item) => item.label.startsWith('Passives'))?.hint).toBe('2 responses');
    expect(v.secondary.find((item) => item.label.startsWith('Detractors'))?.hint).toBe('0 responses');
  });

  it('one pasted score reads "Of 1 score: 1 is 9–10 (promoter)"', async () => {
    const v = await view(npsCalculator, { mode: 'scores', scores: '10' });
    expect(v.explain.steps[0]).toBe(
      'Of 1 score: 1 is 9–10 (promoter), 0 are 7–8 (passives), 0 are 0–6 (detractors)',
    );
  });
});

describe('Social Security on the page', () => {
  it('offers a 67-year-old claiming ages from now, not from 62', async () => {
    const v = await view(socialSecurityCalculator, { birthDate: '1959-03-10', asOf: '2026-11-26' });
    const table = v.tables.find((t) => t.id === 'by-age');
    expect(table?.rows.map((row) => row[0])).toEqual(['67 and 8 months', '68', '69', '70']);
    expect(v.primary.label).toBe('Monthly benefit starting now, at 67 and 8 months');
    // PIA 2,665.80 (AIME 6,000); FRA 66 and 10 months: now 10 months late, +6.667% = 2,843.52 → $2,843;
    // at 70, 38 months late, +25.333% = 3,341.14 → $3,341
    expect(v.summary).toBe(
      'Waiting from 67 and 8 months to 70 raises the monthly benefit from $2,843 to $3,341.',
    );
    expect(v.primary.hint).toContain('2026 bend points');
  });

  it('refuses 62 for someone already 67', async () => {
    const outcome = (await loadRunner('social-security')).run({
      ...defaultValues(socialSecurityCalculator.fields, '2026-11-26'),
      birthDate: '1959-03-10',
      claimAgeYears: '62',
      asOf: '2026-11-26',
    });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.errors.claimAgeYears).toBe(
        'You are 67 and 8 months now, so benefits can start at 67 and 8 months at the earliest',
      );
  });
});
