import type { FormTool } from '../types';

export const investmentCalculator: FormTool = {
  slug: 'investment-calculator',
  kind: 'form',
  runner: 'investment',
  family: 'calculator',
  group: 'savings',
  name: 'Investment calculator',
  title: 'Investment Calculator: Growth of Regular Monthly Investing',
  description:
    'Project what a starting sum and monthly contributions grow to at an expected return, year by year, and the monthly amount that reaches your target.',
  lead: 'See what regular investing could grow to, how much of it is growth, and what it takes to reach a target.',
  summary: 'Future value of monthly investing, and the amount needed for a target.',
  keywords: ['stock market', 'index fund', 'future value', 'savings goal', 'returns'],
  resultTitle: 'Your investment',
  fields: [
    { key: 'start', type: 'money', label: 'Starting amount', default: '10000', width: 'half' },
    { key: 'monthly', type: 'money', label: 'Monthly contribution', default: '500', width: 'half' },
    {
      key: 'returnRate',
      type: 'percent',
      label: 'Expected annual return',
      default: '7',
      width: 'half',
      help: 'An effective yearly rate, compounded monthly at (1 + R)^(1/12) − 1, so 7% grows money by exactly 7% a year. A long-run stock index average after inflation is often put near 5% to 7%.',
    },
    { key: 'years', type: 'number', label: 'Years', unit: 'years', default: '25', width: 'half' },
    {
      key: 'increase',
      type: 'percent',
      label: 'Raise contributions each year by',
      default: '0',
      width: 'half',
    },
    {
      key: 'target',
      type: 'money',
      label: 'Target (optional)',
      default: '',
      width: 'half',
      placeholder: 'e.g. 500000',
    },
    {
      key: 'timing',
      type: 'select',
      label: 'Contributions are made at the',
      display: 'segmented',
      default: 'end',
      options: [
        { value: 'end', label: 'End of each month' },
        { value: 'start', label: 'Start of each month' },
      ],
    },
  ],
  method: [
    'The expected annual return is turned into its monthly equivalent, (1 + R)^(1/12) − 1, so that twelve months of growth equal exactly one year at R. The starting amount and each month’s contribution then grow at that rate until the end.',
    'If you raise contributions each year, every year’s monthly amount is that much higher than the last. With a target, the calculator solves for the first-year monthly amount that reaches it, keeping your yearly raise.',
  ],
  faq: [
    {
      question: 'What return should I expect?',
      answer:
        'Nobody knows. Broad US stock indexes have returned around 10% a year before inflation over the long run, with many losing years along the way; bonds and cash far less. A cautious plan uses a lower figure and checks the result at several rates.',
    },
    {
      question: 'Does this account for fees and taxes?',
      answer:
        'Only if you take them off the return. A fund charging 0.5% a year turns a 7% return into 6.5%; enter that instead.',
    },
    {
      question: 'Why is growth so much larger in later years?',
      answer:
        'Each year’s growth is earned on everything invested so far, including earlier growth. That is compounding: the balance grows faster the bigger it gets, which is why starting early matters more than starting large.',
    },
  ],
  related: [
    'compound-interest-calculator',
    'retirement-calculator',
    'roi-calculator',
    'simple-interest-calculator',
  ],
  updated: '2026-11-22',
};
