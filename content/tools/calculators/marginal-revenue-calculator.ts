import type { FormTool } from '../types';
import { marginalFields } from './marginal-fields';

export const marginalRevenueCalculator: FormTool = {
  slug: 'marginal-revenue-calculator',
  kind: 'form',
  runner: 'marginal-revenue',
  family: 'calculator',
  group: 'business',
  name: 'Marginal revenue calculator',
  title: 'Marginal Revenue Calculator: From Two Points or a Sales Table',
  description:
    'Work out marginal revenue, the change in total revenue divided by the change in quantity sold, from two sales levels or a table of them.',
  lead: 'Enter revenue at two sales levels, or a table of them, to see what each extra unit sold brings in.',
  summary: 'Change in total revenue ÷ change in quantity sold.',
  keywords: ['revenue per unit', 'economics', 'price elasticity', 'demand'],
  resultTitle: 'Marginal revenue',
  fields: marginalFields({
    startQuantity: 'Starting quantity sold',
    newQuantity: 'New quantity sold',
    totalAtStart: 'Total revenue at that quantity',
    totalAtNew: 'Total revenue at the new quantity',
    tableLabel: 'Quantity sold and total revenue',
    tableHelp: 'In order of quantity; each quantity different from the one above.',
    totalColumn: 'Total revenue ($)',
    points: { quantity1: '200', total1: '9000', quantity2: '250', total2: '10750' },
    rows: [
      { quantity: '0', total: '0' },
      { quantity: '10', total: '500' },
      { quantity: '20', total: '900' },
      { quantity: '30', total: '1200' },
    ],
  }),
  method: [
    'Marginal revenue is the change in total revenue divided by the change in quantity sold: what the extra sales added, per unit.',
    'When you must cut the price to sell more, marginal revenue is below the price, because the lower price applies to units you would have sold anyway. A table shows it falling row by row.',
  ],
  faq: [
    {
      question: 'Why is marginal revenue lower than the price?',
      answer:
        'Selling more usually needs a lower price on every unit, not only the extra ones. Going from 200 units at $45 to 250 at $43 adds $1,750, which is $35 per extra unit, not $43.',
    },
    {
      question: 'Can marginal revenue be negative?',
      answer:
        'Yes: if a price cut raises sales too little, total revenue falls. Selling more then loses money before costs are even counted.',
    },
    {
      question: 'How do marginal revenue and marginal cost work together?',
      answer:
        'Profit is highest at the output where marginal revenue equals marginal cost. Below it, each extra unit adds more revenue than cost; above it, less.',
    },
  ],
  related: [
    'marginal-cost-calculator',
    'profit-margin-calculator',
    'opportunity-cost-calculator',
    'margin-calculator',
  ],
  updated: '2026-11-22',
};
