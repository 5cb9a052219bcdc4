import type { FormTool } from '../types';

export const roiCalculator: FormTool = {
  slug: 'roi-calculator',
  kind: 'form',
  runner: 'roi',
  family: 'calculator',
  group: 'business',
  name: 'ROI calculator',
  title: 'ROI Calculator: Return on Investment and Annualized ROI',
  description:
    'Calculate return on investment from what you put in and got back, and the annualized ROI over the years held, to compare investments fairly.',
  lead: 'Enter what you invested and what it returned to get the ROI, and add the period to see it as a yearly rate.',
  summary: 'ROI and annualized ROI from amount in, amount out and years.',
  keywords: ['return on investment', 'cagr', 'annualized return', 'payback'],
  resultTitle: 'Your return',
  fields: [
    { key: 'invested', type: 'money', label: 'Amount invested', default: '10000', width: 'half' },
    {
      key: 'returned',
      type: 'money',
      label: 'Amount returned',
      default: '14500',
      width: 'half',
      help: 'Sale value or current value, plus any income received.',
    },
    {
      key: 'years',
      type: 'number',
      label: 'Held for (optional)',
      unit: 'years',
      default: '3',
      width: 'half',
    },
  ],
  method: [
    'ROI = (amount returned − amount invested) ÷ amount invested. Turning $10,000 into $14,500 is a $4,500 gain and a 45% ROI.',
    'ROI ignores time, so a 45% return over three years is not the same as over one. The annualized ROI is the steady yearly rate that would give the same result: (1 + ROI)^(1 ÷ years) − 1, here 13.19% a year.',
  ],
  faq: [
    {
      question: 'What is a good ROI?',
      answer:
        'Compare it with what the money could have earned elsewhere at similar risk, using the annualized figure: a diversified stock index has averaged around 10% a year before inflation over the long run.',
    },
    {
      question: 'Should I include costs and income?',
      answer:
        'Yes. Put fees, commissions and improvement costs into the amount invested, and dividends, interest or rent received into the amount returned.',
    },
    {
      question: 'Is annualized ROI the same as CAGR?',
      answer: 'Yes, the compound annual growth rate of the investment over the period.',
    },
  ],
  related: [
    'investment-calculator',
    'opportunity-cost-calculator',
    'compound-interest-calculator',
    'profit-margin-calculator',
  ],
  updated: '2026-11-22',
};
