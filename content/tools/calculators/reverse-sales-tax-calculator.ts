import type { FormTool } from '../types';

export const reverseSalesTaxCalculator: FormTool = {
  slug: 'reverse-sales-tax-calculator',
  kind: 'form',
  runner: 'reverse-sales-tax',
  family: 'calculator',
  group: 'pay',
  name: 'Reverse sales tax calculator',
  title: 'Reverse Sales Tax Calculator: Price Before Tax from a Total',
  description:
    'Find the price before tax and the tax included in a total: enter what you paid and the rate, and the calculator divides the tax back out.',
  lead: 'Enter a total that includes tax and the rate to split it into the price and the tax.',
  summary: 'Price before tax and the tax inside a total.',
  keywords: ['tax included', 'pre-tax price', 'remove tax', 'expense report'],
  resultTitle: 'Before tax',
  fields: [
    { key: 'total', type: 'money', label: 'Total paid, tax included', default: '108.25', width: 'half' },
    { key: 'rate', type: 'percent', label: 'Sales tax rate', default: '8.25', width: 'half' },
  ],
  method: [
    'A total with tax is the price times (1 + rate). So the price before tax is the total divided by (1 + rate), and the tax is whatever is left: total minus price.',
    'Subtracting the rate times the total does not work: at 8.25%, $108.25 × 8.25% = $8.93, but the tax in $108.25 is $8.25.',
  ],
  faq: [
    {
      question: 'When do I need this?',
      answer:
        'Expense reports and bookkeeping often need the pre-tax amount and the tax separately when a receipt only shows the total; so do businesses pricing tax-inclusive items.',
    },
    {
      question: 'Why can’t I just subtract the percentage?',
      answer:
        'The tax was calculated on the price, not on the total, so taking the rate off the larger total removes too much.',
    },
    {
      question: 'What if part of the purchase was not taxed?',
      answer:
        'Take the untaxed items out of the total first, run the rest through the calculator, then add the untaxed items back to the pre-tax price.',
    },
  ],
  related: ['sales-tax-calculator', 'percentage-calculator', 'margin-calculator', 'tip-calculator'],
  updated: '2026-11-22',
};
