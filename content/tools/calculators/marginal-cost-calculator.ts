import type { FormTool } from '../types';

const byMode = (mode: string) => ({ field: 'mode', is: [mode] });

export const marginalCostCalculator: FormTool = {
  slug: 'marginal-cost-calculator',
  kind: 'form',
  runner: 'marginal-cost',
  family: 'calculator',
  group: 'business',
  name: 'Marginal cost calculator',
  title: 'Marginal Cost Calculator: From Two Points or a Cost Table',
  description:
    'Find the marginal cost of producing more: change in total cost divided by change in quantity, from two output levels or a whole production table.',
  lead: 'Enter total cost at two output levels, or a table of levels, to see what each extra unit costs.',
  summary: 'Change in total cost ÷ change in quantity.',
  keywords: ['cost per unit', 'economics', 'production', 'incremental cost'],
  resultTitle: 'Marginal cost',
  fields: [
    {
      key: 'mode',
      type: 'select',
      label: 'Enter',
      display: 'segmented',
      default: 'twoPoints',
      options: [
        { value: 'twoPoints', label: 'Two points' },
        { value: 'table', label: 'A table' },
      ],
    },
    {
      key: 'quantity1',
      type: 'number',
      label: 'Starting quantity',
      unit: 'units',
      default: '1000',
      width: 'half',
      showWhen: byMode('twoPoints'),
    },
    {
      key: 'total1',
      type: 'money',
      label: 'Total cost at that quantity',
      default: '25000',
      width: 'half',
      showWhen: byMode('twoPoints'),
    },
    {
      key: 'quantity2',
      type: 'number',
      label: 'New quantity',
      unit: 'units',
      default: '1500',
      width: 'half',
      showWhen: byMode('twoPoints'),
    },
    {
      key: 'total2',
      type: 'money',
      label: 'Total cost at the new quantity',
      default: '32500',
      width: 'half',
      showWhen: byMode('twoPoints'),
    },
    {
      key: 'rows',
      type: 'rows',
      label: 'Quantity and total cost',
      showWhen: byMode('table'),
      help: 'In order of output; each quantity different from the one above.',
      rowName: 'row',
      minRows: 2,
      maxRows: 100,
      columns: [
        { key: 'quantity', label: 'Quantity', type: 'number' },
        { key: 'total', label: 'Total cost ($)', type: 'money' },
      ],
      blank: { quantity: '', total: '' },
      default: [
        { quantity: '0', total: '1000' },
        { quantity: '100', total: '1800' },
        { quantity: '200', total: '2500' },
        { quantity: '300', total: '3300' },
      ],
    },
  ],
  method: [
    'Marginal cost is the change in total cost divided by the change in quantity: what producing the extra units added to the bill, per unit.',
    'With a table, the calculator works it out between each pair of neighboring rows, which shows where costs per unit fall (spreading fixed costs, bulk buying) and where they rise again (overtime, capacity limits), plus the average over the whole table.',
  ],
  faq: [
    {
      question: 'How is marginal cost different from average cost?',
      answer:
        'Average cost is total cost divided by all units. Marginal cost is only the cost of the extra units. When marginal cost is below average cost, producing more lowers the average.',
    },
    {
      question: 'Why does marginal cost matter for pricing?',
      answer:
        'An extra order is worth taking if its price covers its marginal cost. Output is most profitable where marginal cost meets marginal revenue.',
    },
    {
      question: 'Do fixed costs count?',
      answer:
        'Only if they change. Rent that stays the same whatever you make adds nothing to marginal cost; a second machine you must buy to go further does.',
    },
  ],
  related: [
    'marginal-revenue-calculator',
    'cost-of-goods-sold-calculator',
    'profit-margin-calculator',
    'opportunity-cost-calculator',
  ],
  updated: '2026-11-22',
};
