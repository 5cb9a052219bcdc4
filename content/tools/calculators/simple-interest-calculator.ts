import type { FormTool } from '../types';

export const simpleInterestCalculator: FormTool = {
  slug: 'simple-interest-calculator',
  kind: 'form',
  runner: 'simple-interest',
  family: 'calculator',
  group: 'savings',
  name: 'Simple interest calculator',
  title: 'Simple Interest Calculator: I = P × r × t, Worked Out',
  description:
    'Calculate simple interest and the total owed or earned for any principal, annual rate and time in years, months or days, with the formula worked out.',
  lead: 'Enter the principal, the yearly rate and the time to get the interest and the total, with every step shown.',
  summary: 'Interest and total for a principal, rate and time in years, months or days.',
  keywords: ['principal', 'prt', 'interest formula', 'short-term loan'],
  resultTitle: 'Your interest',
  fields: [
    { key: 'principal', type: 'money', label: 'Principal', default: '5000' },
    { key: 'rate', type: 'percent', label: 'Interest rate (yearly)', default: '4', width: 'half' },
    { key: 'time', type: 'number', label: 'Time', default: '3', width: 'half' },
    {
      key: 'unit',
      type: 'select',
      label: 'Time in',
      display: 'segmented',
      default: 'years',
      options: [
        { value: 'years', label: 'Years' },
        { value: 'months', label: 'Months' },
        { value: 'days', label: 'Days' },
      ],
    },
  ],
  method: [
    'Simple interest is charged only on the original principal, never on interest already earned: interest = principal × yearly rate × time in years. The same amount of interest is added every year.',
    'Months count as twelfths of a year and days as 365ths (the “actual/365” convention). Some lenders use a 360-day year, which makes interest on a daily term slightly higher.',
  ],
  faq: [
    {
      question: 'Where is simple interest used?',
      answer:
        'Car loans and many short-term loans charge simple interest on the outstanding balance, as do Treasury bills, some bonds’ coupons and many private loans between people.',
    },
    {
      question: 'How does it compare with compound interest?',
      answer:
        'For one year they are equal (with yearly compounding). After that compound interest pulls ahead, because it also earns on earlier interest: $5,000 at 4% for 10 years earns $2,000 simple but $2,401 compounded yearly.',
    },
    {
      question: 'How do I find the rate or time instead?',
      answer:
        'Rearrange the formula: rate = interest ÷ (principal × time), and time = interest ÷ (principal × rate). The steps under the calculator show the numbers to use.',
    },
  ],
  related: [
    'compound-interest-calculator',
    'loan-payment-calculator',
    'investment-calculator',
    'percentage-calculator',
  ],
  updated: '2026-11-22',
};
