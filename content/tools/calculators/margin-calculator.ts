import type { FormTool } from '../types';

const solving = (...keys: string[]) => ({ field: 'solveFor', is: keys });

export const marginCalculator: FormTool = {
  slug: 'margin-calculator',
  kind: 'form',
  runner: 'margin',
  family: 'calculator',
  group: 'business',
  name: 'Margin calculator',
  title: 'Margin Calculator: Price, Cost or Margin from the Other Two',
  description:
    'Enter any two of cost, selling price and gross margin to get the third, plus profit and the matching markup, with the formula shown.',
  lead: 'Know two of cost, price and margin? Get the third, the profit and the equivalent markup.',
  summary: 'Any two of cost, price and margin give the rest.',
  keywords: ['gross margin', 'pricing', 'selling price', 'profit percentage'],
  resultTitle: 'Your margin',
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
        { value: 'margin', label: 'Margin' },
      ],
    },
    {
      key: 'cost',
      type: 'money',
      label: 'Cost',
      default: '36',
      width: 'half',
      showWhen: solving('price', 'margin'),
    },
    {
      key: 'price',
      type: 'money',
      label: 'Selling price',
      default: '60',
      width: 'half',
      showWhen: solving('cost', 'margin'),
    },
    {
      key: 'margin',
      type: 'percent',
      label: 'Margin',
      default: '40',
      width: 'half',
      showWhen: solving('price', 'cost'),
    },
  ],
  method: [
    'Margin is profit as a share of the selling price: (price − cost) ÷ price. So a price that earns a margin m is cost ÷ (1 − m), and the cost behind a price is price × (1 − m).',
    'Markup measures the same profit against the cost instead: (price − cost) ÷ cost. A 40% margin is a 66.67% markup; the calculator shows both so they are never confused.',
  ],
  faq: [
    {
      question: 'What is the difference between margin and markup?',
      answer:
        'Both compare profit with something: margin with the price, markup with the cost. Buying at $36 and selling at $60 is a $24 profit, a 40% margin and a 66.67% markup.',
    },
    {
      question: 'Why can’t a margin be 100% or more?',
      answer:
        'A 100% margin would mean the item cost nothing. Margins approach 100% as cost approaches zero; markups, by contrast, can be any size.',
    },
    {
      question: 'Is this gross margin or net margin?',
      answer:
        'Gross margin on one item: price against the direct cost of that item. For margins after operating costs, interest and tax, use the profit margin calculator.',
    },
  ],
  related: [
    'markup-calculator',
    'profit-margin-calculator',
    'cost-of-goods-sold-calculator',
    'percentage-calculator',
  ],
  updated: '2026-11-22',
};
