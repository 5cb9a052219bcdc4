import { stateCodes, stateRules } from '@/lib/calculators/data/state-income-tax';
import type { FormTool } from '../types';

const states = [...stateCodes]
  .map((code) => ({ value: code, label: stateRules[code].name }))
  .sort((a, b) => a.label.localeCompare(b.label));

export const paycheckCalculator: FormTool = {
  slug: 'paycheck-calculator',
  kind: 'form',
  runner: 'paycheck',
  family: 'calculator',
  group: 'pay',
  name: 'Paycheck calculator',
  title: 'Paycheck Calculator 2026: Take-Home Pay After Federal and State Tax',
  description:
    'Estimate take-home pay from gross pay for 2026: federal withholding by the IRS percentage method, Social Security, Medicare, state tax and deductions.',
  lead: 'Turn gross pay into take-home pay: federal withholding, Social Security, Medicare, state income tax and your deductions, per paycheck and per year.',
  summary: 'Gross to net pay with 2026 federal, FICA and state taxes.',
  keywords: ['take home pay', 'net pay', 'salary', 'withholding', 'w-4', 'fica', 'payroll'],
  resultTitle: 'Your paycheck',
  fields: [
    { key: 'grossPay', type: 'money', label: 'Gross pay per paycheck', default: '3000', width: 'half' },
    {
      key: 'payFrequency',
      type: 'select',
      label: 'Paid',
      default: 'biweekly',
      width: 'half',
      options: [
        { value: 'weekly', label: 'Weekly (52 a year)' },
        { value: 'biweekly', label: 'Every two weeks (26)' },
        { value: 'semimonthly', label: 'Twice a month (24)' },
        { value: 'monthly', label: 'Monthly (12)' },
        { value: 'annual', label: 'Once a year' },
      ],
    },
    {
      key: 'filingStatus',
      type: 'select',
      label: 'Filing status (W-4 Step 1c)',
      default: 'single',
      width: 'half',
      options: [
        { value: 'single', label: 'Single or married filing separately' },
        { value: 'marriedJoint', label: 'Married filing jointly' },
        { value: 'headOfHousehold', label: 'Head of household' },
      ],
    },
    {
      key: 'state',
      type: 'select',
      label: 'State you work in',
      default: 'OH',
      width: 'half',
      options: [...states, { value: 'none', label: 'Another state (leave state tax out)' }],
    },
    {
      key: 'retirement401k',
      type: 'money',
      label: '401(k) or 403(b) per paycheck',
      default: '150',
      width: 'half',
      help: 'Traditional, pre-tax.',
    },
    {
      key: 'healthInsurance',
      type: 'money',
      label: 'Health, dental and vision per paycheck',
      default: '80',
      width: 'half',
      help: 'Pre-tax premiums.',
    },
    {
      key: 'afterTaxDeductions',
      type: 'money',
      label: 'After-tax deductions per paycheck',
      default: '0',
      width: 'half',
      help: 'Roth 401(k), union dues and similar.',
    },
    {
      key: 'w4Credits',
      type: 'money',
      label: 'W-4 Step 3 credits per year',
      default: '0',
      width: 'half',
      help: 'For children and other dependents.',
    },
    {
      key: 'extraWithholding',
      type: 'money',
      label: 'Extra withholding per paycheck (W-4 Step 4c)',
      default: '0',
      width: 'half',
    },
  ],
  method: [
    'Federal income tax follows the IRS percentage method for automated payroll (Publication 15-T, Worksheet 1A, for a 2020-or-later Form W-4): the paycheck’s taxable wages are turned into a yearly amount, the standard deduction for your filing status is taken off, the 2026 tax brackets are applied, W-4 credits are subtracted, and the result is divided back over your paychecks.',
    'Social Security is 6.2% of wages up to the 2026 wage base of $184,500; Medicare is 1.45% of all wages, plus 0.9% on wages above $200,000 a year. Traditional 401(k) contributions lower income tax but not these two; pre-tax health premiums lower both. State income tax uses each state’s own rates and deductions for the twelve states listed; every figure is a dated constant with its official source named in the code.',
  ],
  faq: [
    {
      question: 'Why is my actual paycheck slightly different?',
      answer:
        'Employers may use the IRS wage-bracket tables, round differently, and withhold state tax from the state’s own tables. Local taxes (some Ohio cities, Maryland counties), state disability insurance and paid-leave deductions also come out of real paychecks and are not included here.',
    },
    {
      question: 'Does checking Step 2 on my W-4 change this?',
      answer:
        'Yes: with two jobs checked, withholding is higher. This calculator uses the standard withholding without the Step 2 box; add the difference as extra withholding if you checked it.',
    },
    {
      question: 'Why does Social Security stop late in the year for high earners?',
      answer:
        'It is only charged on the first $184,500 of wages in 2026. This calculator spreads that evenly over the year; a real payroll takes it from each paycheck until the cap is reached, then stops.',
    },
    {
      question: 'My state is not listed. What then?',
      answer:
        'Choose “Another state” to see federal and FICA figures alone. Alaska, Florida, Nevada, New Hampshire, South Dakota, Tennessee, Texas, Washington and Wyoming have no state tax on wages.',
    },
  ],
  related: ['tip-calculator', 'social-security-calculator', 'retirement-calculator', 'sales-tax-calculator'],
  updated: '2026-11-22',
};
