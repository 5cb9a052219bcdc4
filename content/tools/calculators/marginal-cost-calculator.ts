import type { FormTool } from '../types';
import { marginalFields } from './marginal-fields';

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
  fields: marginalFields({
    startQuantity: 'Starting quantity',
    newQuantity: 'New quantity',
    totalAtStart: 'Total cost at that quantity',
    totalAtNew: 'Total cost at the new quantity',
    tableLabel: 'Quantity and total cost',
    tableHelp: 'In order of output; each quantity different from the one above.',
    totalColumn: 'Total cost ($)',
    points: { quantity1: '1000', total1: '25000', quantity2: '1500', total2: '32500' },
    rows: [
      { quantity: '0', total: '1000' },
      { quantity: '100', total: '1800' },
      { quantity: '200', total: '2500' },
      { quantity: '300', total: '3300' },
    ],
  }),
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
