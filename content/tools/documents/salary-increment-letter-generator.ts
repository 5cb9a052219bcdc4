import type { DocumentTool } from '../types';
import {
  companyAddress,
  companyName,
  employeeName,
  jobTitle,
  letterDate,
  signerFields,
  tone,
  payBasis,
  payScaleWarnings,
} from './shared';

export const salaryIncrementLetterGenerator: DocumentTool = {
  slug: 'salary-increment-letter-generator',
  kind: 'document',
  family: 'document',
  group: 'letters',
  name: 'Salary increment letter generator',
  title: 'Salary Increase Letter Generator: Free Pay Raise Letter (Word, PDF)',
  description:
    'Write a salary increment letter from the new salary or the percentage: the other is worked out, with the reason and effective date, as Word or PDF.',
  lead: 'Confirm a pay raise in writing: enter the new salary or the percentage and the letter works out the other.',
  summary: 'A pay raise letter that works out the new salary or the percentage for you.',
  keywords: [
    'salary increase letter',
    'pay raise letter',
    'increment letter',
    'merit increase',
    'salary revision letter',
  ],
  document: {
    template: 'salary-increment-letter',
    noun: 'salary increment letter',
    fileStem: 'salary-increase-letter',
    fileNameField: 'employeeName',
    groups: [
      { title: 'Your company', fields: [companyName(), companyAddress(), letterDate()] },
      { title: 'The employee', fields: [employeeName(), jobTitle()] },
      {
        title: 'The increase',
        fields: [
          {
            key: 'currentPay',
            type: 'money',
            label: 'Current pay',
            default: '85000',
            follows: { field: 'payBasis', values: { year: '85000', hour: '40.87' } },
            width: 'half',
            max: 100_000_000,
          },
          payBasis(),
          {
            key: 'method',
            type: 'select',
            label: 'Enter the increase as',
            display: 'segmented',
            default: 'percent',
            options: [
              { value: 'percent', label: 'A percentage' },
              { value: 'amount', label: 'The new pay' },
            ],
          },
          {
            key: 'percentIncrease',
            type: 'percent',
            label: 'Increase',
            default: '5',
            min: 0.1,
            max: 100,
            width: 'half',
            showWhen: { field: 'method', is: ['percent'] },
          },
          {
            key: 'newPay',
            type: 'money',
            label: 'New pay',
            default: '89250',
            follows: { field: 'payBasis', values: { year: '89250', hour: '42.91' } },
            width: 'half',
            max: 100_000_000,
            showWhen: { field: 'method', is: ['amount'] },
          },
          {
            key: 'effectiveDate',
            type: 'date',
            label: 'Effective date',
            default: 'today+40',
            width: 'half',
          },
          {
            key: 'firstPaycheck',
            type: 'date',
            label: 'First paycheck at the new rate',
            optional: true,
            default: 'today+54',
            width: 'half',
          },
          {
            key: 'reason',
            type: 'select',
            label: 'Reason',
            default: 'review',
            options: [
              { value: 'review', label: 'Annual review' },
              { value: 'performance', label: 'Performance' },
              { value: 'market', label: 'Market adjustment' },
              { value: 'living', label: 'Cost of living' },
              { value: 'scope', label: 'Added responsibilities' },
              { value: 'omit', label: 'Don’t say' },
            ],
          },
          {
            key: 'note',
            type: 'text',
            label: 'A word on their work',
            multiline: true,
            optional: true,
            default:
              'Your work on the retention dashboards this year gave the leadership team a much clearer view of the business.',
          },
          tone(),
        ],
      },
      { title: 'Signed by', fields: signerFields() },
    ],
    rules: [
      {
        type: 'after',
        field: 'newPay',
        than: 'currentPay',
        message: 'The new pay must be higher than the current pay: this letter announces an increase.',
      },
    ],
    warnings: [...payScaleWarnings('currentPay'), ...payScaleWarnings('newPay')],
  },
  method: [
    'Enter the current pay, then either the percentage increase or the new pay: the letter works out the other. A 5% increase on $85,000 is $4,250, for a new salary of $89,250; an hourly rate is rounded to the cent. What you type is saved in this browser only; download Word or PDF, copy the text or print.',
    'The letter states the old and new pay side by side, the increase in dollars and as a percentage, the date it takes effect and, if you know it, the first paycheck that shows it, which answers the question employees ask first. The reason you choose changes the wording: a market adjustment reads differently from a reward for performance, and “Don’t say” leaves the reason out.',
    'Keep the wording about the future neutral: a raise letter that promises further increases, or describes the job as secure, can be read as a commitment. Pay decisions should follow consistent criteria across the team; the letter records the decision, it doesn’t justify it.',
  ],
  faq: [
    {
      question: 'What should a salary increase letter include?',
      answer:
        'The employee’s name and job title, the current pay, the new pay, the increase in dollars and as a percentage, the effective date, and when the first paycheck at the new rate will arrive. A sentence on why the pay is going up, and a thank-you, are customary.',
    },
    {
      question: 'How do I work out a percentage raise?',
      answer:
        'Multiply the current pay by the percentage and add the result: $85,000 × 5% = $4,250, so the new salary is $89,250. To find the percentage from two amounts, divide the difference by the old pay: ($89,250 − $85,000) ÷ $85,000 = 5%. The generator does both.',
    },
    {
      question: 'What is a typical annual raise in the US?',
      answer:
        'Merit budgets at US employers have mostly run between 3% and 4% a year recently, with top performers and hard-to-fill roles getting more. Market adjustments, promotions and retention raises are usually separate from the merit budget.',
    },
    {
      question: 'Does the effective date have to be on a pay period boundary?',
      answer:
        'No, but payroll is simpler if it is. If the date falls mid-period, the first paycheck usually pays part of the period at each rate; saying which paycheck first shows the new rate avoids questions.',
    },
  ],
  related: [
    'promotion-letter-generator',
    'paycheck-calculator',
    'percentage-calculator',
    'offer-letter-generator',
  ],
  updated: '2026-11-22',
};
