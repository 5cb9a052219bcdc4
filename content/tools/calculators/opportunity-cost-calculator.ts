import type { FormTool } from '../types';

export const opportunityCostCalculator: FormTool = {
  slug: 'opportunity-cost-calculator',
  kind: 'form',
  runner: 'opportunity-cost',
  family: 'calculator',
  group: 'business',
  name: 'Opportunity cost calculator',
  title: 'Opportunity Cost Calculator: What Your Choice Gives Up',
  description:
    'Compare the return of the option you chose with the best alternative you gave up, in percent or dollars, to see the opportunity cost of a decision.',
  lead: 'Put two uses of the same money side by side and see what choosing one costs you.',
  summary: 'Return of the best alternative minus the return of your choice.',
  keywords: ['trade-off', 'decision', 'alternative', 'economics', 'investment choice'],
  resultTitle: 'Opportunity cost',
  fields: [
    { key: 'amount', type: 'money', label: 'Amount committed', default: '20000', width: 'half' },
    {
      key: 'unit',
      type: 'select',
      label: 'Returns entered as',
      display: 'segmented',
      default: 'percent',
      width: 'half',
      options: [
        { value: 'percent', label: 'Percent' },
        { value: 'value', label: 'Dollars' },
      ],
    },
    {
      key: 'chosenName',
      type: 'text',
      label: 'Option you chose',
      default: 'Paying down the car loan',
      width: 'half',
    },
    {
      key: 'chosenReturn',
      type: 'number',
      label: 'Its return',
      default: '4.5',
      width: 'half',
      help: 'Percent or dollars, as chosen above.',
    },
    {
      key: 'foregoneName',
      type: 'text',
      label: 'Best alternative given up',
      default: 'An index fund',
      width: 'half',
    },
    {
      key: 'foregoneReturn',
      type: 'number',
      label: 'Its return',
      default: '7',
      width: 'half',
      help: 'Percent or dollars, as chosen above.',
    },
  ],
  method: [
    'Opportunity cost is what you give up by choosing one option: the return of the best alternative minus the return of the option chosen. If the choice earns more, the opportunity cost is zero and the comparison says by how much it wins.',
    'Returns can be entered as percentages of the amount or in dollars; the calculator shows both.',
  ],
  faq: [
    {
      question: 'Is opportunity cost a real cost?',
      answer:
        'It never shows up on a bill, but it is real: money, time or capacity used one way cannot be used another. Counting it is what makes two options comparable.',
    },
    {
      question: 'What if the returns are uncertain?',
      answer:
        'Use expected returns, and remember risk: paying off a 4.5% loan is a sure 4.5%, while a 7% expected return from shares can be negative in any given year.',
    },
    {
      question: 'Can I compare time instead of money?',
      answer:
        'Yes, if you put a value on it: for example, hours spent on a task times what those hours would earn elsewhere.',
    },
  ],
  related: [
    'roi-calculator',
    'investment-calculator',
    'marginal-cost-calculator',
    'compound-interest-calculator',
  ],
  updated: '2026-11-22',
};
