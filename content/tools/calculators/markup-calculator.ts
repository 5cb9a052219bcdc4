import type { FormTool } from '../types';

const solving = (...keys: string[]) => ({ field: 'solveFor', is: keys });

export const markupCalculator: FormTool = {
  slug: 'markup-calculator',
  kind: 'form',
  runner: 'markup',
  family: 'calculator',
  group: 'business',
  name: 'Markup calculator',
  title: 'Markup Calculator: Selling Price, Cost or Markup Percentage',
  description:
    'Enter any two of cost, selling price and markup percentage to get the third, with the profit and the matching margin worked out.',
  lead: 'Set a price from your cost and markup, or find the markup behind a price you already charge.',
  summary: 'Price, cost or markup from the other two, plus margin.',
  keywords: ['markup percentage', 'retail price', 'wholesale', 'keystone pricing'],
  resultTitle: 'Your markup',
  fields: [
    {
      key: 'solveFor',
      type: 'select',
      label: 'Work out the',
      display: 'segmented',
      default: 'price',
      options: [
        { value: 'price', label: 'Price' },
        { value: 'cost', label: 'Cost' },
        { value: 'markup', label: 'Markup' },
      ],
    },
    {
      key: 'cost',
      type: 'money',
      label: 'Cost',
      default: '36',
      width: 'half',
      showWhen: solving('price', 'markup'),
    },
    {
      key: 'price',
      type: 'money',
      label: 'Selling price',
      default: '54',
      width: 'half',
      showWhen: solving('cost', 'markup'),
    },
    {
      key: 'markup',
      type: 'percent',
      label: 'Markup',
      default: '50',
      width: 'half',
      showWhen: solving('price', 'cost'),
    },
  ],
  method: [
    'Markup is profit as a share of the cost: (price − cost) ÷ cost. So the price for a markup k is cost × (1 + k), and the cost behind a price is price ÷ (1 + k).',
    'Margin measures the same profit against the price; the calculator shows it too, because a 50% markup is only a 33.33% margin.',
  ],
  faq: [
    {
      question: 'What is keystone pricing?',
      answer: 'Doubling the wholesale cost to set the retail price: a 100% markup, which is a 50% margin.',
    },
    {
      question: 'Should I price by markup or by margin?',
      answer:
        'Markup is easier to apply to a cost; margin is what your accounts report. Pick one, and convert with margin = markup ÷ (1 + markup) so targets and prices agree.',
    },
    {
      question: 'Can a markup be negative?',
      answer:
        'Yes: selling below cost is a negative markup, a loss on every sale. The calculator accepts markups down to just above −100%.',
    },
  ],
  related: ['margin-calculator', 'profit-margin-calculator', 'sales-tax-calculator', 'percentage-calculator'],
  updated: '2026-11-22',
};
