import type { FormTool } from '../types';

export const costOfGoodsSoldCalculator: FormTool = {
  slug: 'cost-of-goods-sold-calculator',
  kind: 'form',
  runner: 'cost-of-goods-sold',
  family: 'calculator',
  group: 'business',
  name: 'Cost of goods sold calculator',
  title: 'Cost of Goods Sold Calculator (COGS): Inventory Method',
  description:
    'Calculate cost of goods sold as beginning inventory plus purchases minus ending inventory, with goods available for sale shown step by step.',
  lead: 'Enter your opening stock, what you bought and your closing stock to get the cost of goods sold for the period.',
  summary: 'Beginning inventory + purchases − ending inventory.',
  keywords: ['cogs', 'inventory', 'cost of sales', 'periodic inventory'],
  resultTitle: 'Cost of goods sold',
  fields: [
    {
      key: 'beginningInventory',
      type: 'money',
      label: 'Beginning inventory',
      default: '45000',
      width: 'half',
    },
    {
      key: 'purchases',
      type: 'money',
      label: 'Purchases during the period',
      default: '120000',
      width: 'half',
      help: 'Include freight-in and production costs.',
    },
    { key: 'endingInventory', type: 'money', label: 'Ending inventory', default: '38500', width: 'half' },
  ],
  method: [
    'Cost of goods sold = beginning inventory + purchases − ending inventory. What you had plus what you bought is what was available to sell; whatever is not left at the end was sold (or lost, which also counts).',
    'Value both inventories the same way (FIFO, LIFO or average cost) so the figure is consistent from period to period.',
  ],
  faq: [
    {
      question: 'What goes into purchases?',
      answer:
        'The cost of goods bought for resale or materials for production during the period, plus freight-in, less returns and discounts. For a manufacturer, direct labor and factory overhead are added too.',
    },
    {
      question: 'Why can’t ending inventory exceed beginning inventory plus purchases?',
      answer:
        'You cannot end with more stock than you had available; that would make the cost of goods sold negative. Check the counts or whether a purchase is missing.',
    },
    {
      question: 'How does COGS relate to gross profit?',
      answer: 'Gross profit is revenue minus COGS. The profit margin calculator takes it from there.',
    },
  ],
  related: ['profit-margin-calculator', 'margin-calculator', 'markup-calculator', 'marginal-cost-calculator'],
  updated: '2026-11-22',
};
