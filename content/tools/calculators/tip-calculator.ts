import type { FormTool } from '../types';

export const tipCalculator: FormTool = {
  slug: 'tip-calculator',
  kind: 'form',
  runner: 'tip',
  family: 'calculator',
  group: 'pay',
  name: 'Tip calculator',
  title: 'Tip Calculator: Split the Bill and Round Up Per Person',
  description:
    'Work out the tip and total for any bill, split it between people, and round each share up to a whole dollar, with the math shown.',
  lead: 'Enter the bill and tip percentage, split it between your group, and round each share up if you like.',
  summary: 'Tip, total and each person’s share, with rounding up.',
  keywords: ['gratuity', 'split bill', 'restaurant', 'service charge'],
  resultTitle: 'Your tip',
  fields: [
    {
      key: 'bill',
      type: 'money',
      label: 'Bill amount',
      default: '86.40',
      width: 'half',
      help: 'Before tax is the usual US custom.',
    },
    {
      key: 'tipPercent',
      type: 'percent',
      label: 'Tip',
      default: '18',
      width: 'half',
      help: '15% to 20% is usual for table service in the US.',
    },
    { key: 'people', type: 'number', label: 'Split between', unit: 'people', default: '3', width: 'half' },
    { key: 'roundUp', type: 'toggle', label: 'Round each share up to a whole dollar', default: false },
  ],
  method: [
    'The tip is the bill times the tip percentage; the total is the bill plus the tip. Split between people, each pays the total divided by the number of people.',
    'Rounding up raises each share to the next whole dollar, and the extra goes to the tip, so the server gets a little more than the percentage you chose and nobody has to find coins.',
  ],
  faq: [
    {
      question: 'Should I tip on the amount before or after tax?',
      answer:
        'Etiquette guides in the US generally say before tax, since tax is not part of the service. Tipping on the total after tax adds a little more, which is also fine.',
    },
    {
      question: 'How much should I tip?',
      answer:
        'In US restaurants 15% to 20% is standard for table service, more for excellent service or large groups. Many restaurants add an automatic service charge for parties of six or more; check the bill before adding a tip.',
    },
    {
      question: 'How do I split a bill unevenly?',
      answer:
        'Work out each person’s own items first, then apply the same tip percentage to each person’s subtotal: set the bill to their subtotal and split between 1.',
    },
  ],
  related: ['percentage-calculator', 'sales-tax-calculator', 'paycheck-calculator', 'fraction-calculator'],
  updated: '2026-11-22',
};
