import type { FormTool } from '../types';

export const profitMarginCalculator: FormTool = {
  slug: 'profit-margin-calculator',
  kind: 'form',
  runner: 'profit-margin',
  family: 'calculator',
  group: 'business',
  name: 'Profit margin calculator',
  title: 'Profit Margin Calculator: Gross, Operating and Net Margin',
  description:
    'Calculate gross, operating and net profit margins from revenue, cost of goods sold, operating expenses, interest and taxes, line by line.',
  lead: 'Enter a period’s revenue and costs to see gross, operating and net profit and their margins.',
  summary: 'Gross, operating and net margins from revenue and costs.',
  keywords: ['net margin', 'gross profit', 'operating margin', 'income statement', 'ebit'],
  resultTitle: 'Your margins',
  fields: [
    { key: 'revenue', type: 'money', label: 'Revenue', default: '500000', width: 'half' },
    { key: 'cogs', type: 'money', label: 'Cost of goods sold', default: '300000', width: 'half' },
    {
      key: 'operatingExpenses',
      type: 'money',
      label: 'Operating expenses',
      default: '120000',
      width: 'half',
      help: 'Salaries, rent, marketing and so on.',
    },
    { key: 'interest', type: 'money', label: 'Interest', default: '10000', width: 'half' },
    { key: 'taxes', type: 'money', label: 'Income taxes', default: '15000', width: 'half' },
  ],
  method: [
    'Each margin is a profit divided by revenue. Gross profit is revenue minus the cost of the goods sold; operating profit also takes off the costs of running the business; net profit takes off interest and income taxes as well.',
    'Reading the three together shows where money goes: a healthy gross margin with a thin net margin points at overheads or debt rather than pricing.',
  ],
  faq: [
    {
      question: 'What is a good profit margin?',
      answer:
        'It depends on the industry: grocers often net 1% to 3%, software companies 20% or more. Compare with businesses like yours and with your own past years.',
    },
    {
      question: 'Can I leave interest and taxes empty?',
      answer: 'Yes. Empty counts as zero, which makes the net margin equal the operating margin.',
    },
    {
      question: 'Where do I find these numbers?',
      answer:
        'On your income statement (profit and loss): revenue or sales at the top, then cost of goods sold, operating expenses, interest and income tax.',
    },
  ],
  related: ['margin-calculator', 'cost-of-goods-sold-calculator', 'markup-calculator', 'roi-calculator'],
  updated: '2026-11-22',
};
