import type { FormTool } from '../types';

export const compoundInterestCalculator: FormTool = {
  slug: 'compound-interest-calculator',
  kind: 'form',
  runner: 'compound-interest',
  family: 'calculator',
  group: 'savings',
  name: 'Compound interest calculator',
  title: 'Compound Interest Calculator with Regular Contributions',
  description:
    'See how savings grow with compound interest: any compounding frequency, monthly or yearly deposits at the start or end of each period, year by year.',
  lead: 'Choose a starting amount, a rate, how often interest compounds and what you add, and watch the balance grow year by year.',
  summary: 'Growth with daily to yearly compounding and regular deposits.',
  keywords: ['savings', 'apy', 'interest on interest', 'future value', 'deposit'],
  resultTitle: 'Your savings',
  fields: [
    { key: 'principal', type: 'money', label: 'Starting amount', default: '10000', width: 'half' },
    { key: 'rate', type: 'percent', label: 'Interest rate (yearly)', default: '5', width: 'half' },
    {
      key: 'compounding',
      type: 'select',
      label: 'Compounding',
      default: 'monthly',
      width: 'half',
      options: [
        { value: 'annually', label: 'Annually' },
        { value: 'semiannually', label: 'Twice a year' },
        { value: 'quarterly', label: 'Quarterly' },
        { value: 'monthly', label: 'Monthly' },
        { value: 'daily', label: 'Daily (365 a year)' },
        { value: 'continuously', label: 'Continuously' },
      ],
    },
    { key: 'years', type: 'number', label: 'Years', unit: 'years', default: '10', width: 'half' },
    { key: 'contribution', type: 'money', label: 'Regular contribution', default: '200', width: 'half' },
    {
      key: 'frequency',
      type: 'select',
      label: 'Contribution every',
      default: 'monthly',
      width: 'half',
      options: [
        { value: 'monthly', label: 'Month' },
        { value: 'annually', label: 'Year' },
      ],
    },
    {
      key: 'timing',
      type: 'select',
      label: 'Contributions are made at the',
      display: 'segmented',
      default: 'end',
      options: [
        { value: 'end', label: 'End of each period' },
        { value: 'start', label: 'Start of each period' },
      ],
    },
    {
      key: 'inflation',
      type: 'percent',
      label: 'Inflation (yearly)',
      default: '0',
      width: 'half',
      help: "Shows the balance in today's money. Leave at 0 to skip.",
    },
    {
      key: 'taxRate',
      type: 'percent',
      label: 'Tax on interest',
      default: '0',
      width: 'half',
      help: 'Your tax rate on each year’s interest, for a taxable account. Leave at 0 for a tax-free one.',
    },
  ],
  method: [
    'Compound interest earns interest on earlier interest. With a yearly rate r compounded n times a year, money grows by (1 + r/n) each compounding period; continuous compounding is the limit, e to the power r a year.',
    'Each contribution then grows from the day it is made. When contributions and compounding differ in frequency (monthly deposits, quarterly compounding), the rate per contribution period is found from the compounding rate, so no interest is lost or invented. Depositing at the start of each period gives every deposit one more period of growth.',
  ],
  faq: [
    {
      question: 'How much difference does compounding frequency make?',
      answer:
        'Less than people expect. At 5% a year, monthly compounding gives an effective 5.116%, daily 5.127% and continuous 5.127%. The rate and the years matter far more.',
    },
    {
      question: 'What is APY?',
      answer:
        'Annual percentage yield: the interest a year actually earns after compounding. Banks must quote it for savings accounts in the US, so compare accounts by APY rather than by rate.',
    },
    {
      question: 'Why contribute at the start of a period?',
      answer:
        'Money deposited at the start earns interest for the whole period, so every deposit ends up one period’s interest larger: at 5% compounded monthly, about 0.42% more than the same deposits made at month end.',
    },
    {
      question: 'Does this include tax or inflation?',
      answer:
        'Only if you ask. Enter your tax rate on interest and each year’s interest is taxed at that rate, paid from the balance, so less is left to compound; the result is the balance after tax. Enter an inflation rate to see the final balance in today’s money: the balance divided by (1 + inflation) once for every year.',
    },
  ],
  related: ['simple-interest-calculator', 'investment-calculator', 'retirement-calculator', 'roi-calculator'],
  updated: '2026-11-22',
};
