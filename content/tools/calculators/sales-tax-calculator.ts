import type { FormTool } from '../types';

export const salesTaxCalculator: FormTool = {
  slug: 'sales-tax-calculator',
  kind: 'form',
  runner: 'sales-tax',
  family: 'calculator',
  group: 'pay',
  name: 'Sales tax calculator',
  title: 'Sales Tax Calculator: Tax and Total from Price and Rate',
  description:
    'Add sales tax to a price: enter the price and your combined state and local rate to get the tax and the total you will pay at the register.',
  lead: 'Enter a price and the sales tax rate to see the tax and the total.',
  summary: 'Tax and total for any price and combined rate.',
  keywords: ['vat', 'state tax', 'local tax', 'add tax', 'gst'],
  resultTitle: 'With tax',
  fields: [
    { key: 'price', type: 'money', label: 'Price before tax', default: '249.99', width: 'half' },
    {
      key: 'rate',
      type: 'percent',
      label: 'Sales tax rate',
      default: '8.25',
      width: 'half',
      help: 'State plus county and city rates.',
    },
  ],
  method: [
    'Sales tax is the price times the tax rate. The total is the price plus the tax, which is the same as the price times (1 + rate).',
    'US sales tax is set by states and often topped up by counties and cities, so the rate you pay is the combined rate where you buy (or, online, where the goods are delivered).',
  ],
  faq: [
    {
      question: 'What sales tax rate should I use?',
      answer:
        'The combined rate for the place of sale: the state rate plus any county, city and district rates. Your state’s revenue department publishes a lookup by address; receipts show it too.',
    },
    {
      question: 'Which states have no sales tax?',
      answer:
        'Alaska, Delaware, Montana, New Hampshire and Oregon have no statewide sales tax, although some Alaska towns charge a local one.',
    },
    {
      question: 'How do I take the tax back out of a total?',
      answer:
        'Divide the total by (1 + rate), not subtract the rate times the total. The reverse sales tax calculator does it for you.',
    },
  ],
  related: [
    'reverse-sales-tax-calculator',
    'percentage-calculator',
    'tip-calculator',
    'car-payment-calculator',
  ],
  updated: '2026-11-22',
};
