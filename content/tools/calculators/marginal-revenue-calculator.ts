import type { FormTool } from '../types';

const byMode = (mode: string) => ({ field: 'mode', is: [mode] });

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
      label: 'Starting quantity sold',
      unit: 'units',
      default: '200',
      width: 'half',
      showWhen: byMode('twoPoints'),
    },
    {
      key: 'total1',
      type: 'money',
      label: 'Total revenue at that quantity',
      default: '9000',
      width: 'half',
      showWhen: byMode('twoPoints'),
    },
    {
      key: 'quantity2',
      type: 'number',
      label: 'New quantity sold',
      unit: 'units',
      default: '250',
      width: 'half',
      showWhen: byMode('twoPoints'),
    },
    {
      key: 'total2',
      type: 'money',
      label: 'Total revenue at the new quantity',
      default: '10750',
      width: 'half',
      showWhen: byMode('twoPoints'),
    },
    {
      key: 'rows',
      type: 'rows',
      label: 'Quantity sold and total revenue',
      showWhen: byMode('table'),
      help: 'In order of quantity; each quantity different from the one above.',
      rowName: 'row',
      minRows: 2,
      maxRows: 100,
      columns: [
        { key: 'quantity', label: 'Quantity', type: 'number' },
        { key: 'total', label: 'Total revenue ($)', type: 'money' },
      ],
      blank: { quantity: '', total: '' },
      default: [
        { quantity: '0', total: '0' },
        { quantity: '10', total: '500' },
        { quantity: '20', total: '900' },
        { quantity: '30', total: '1200' },
      ],
    },
  ],
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
