// Sources: the product spec ("cost of goods sold = beginning inventory plus purchases minus ending inventory"), the periodic-inventory COGS identity of standard financial accounting (goods available for sale = beginning inventory + purchases). Expected values worked by hand below.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import runner from '@/lib/calculators/cost-of-goods-sold';
import { cents, expectCard, formErrors } from './business-kit';

type Vector = { name: string; values: Record<string, string>; cogs: string; available: string; left: string };

const vectors: Vector[] = [
  {
    // Textbook: 10,000 + 5,000 = 15,000 available; 15,000 − 3,000 = 12,000.
    name: 'textbook periodic inventory',
    values: { beginningInventory: '10000', purchases: '5000', endingInventory: '3000' },
    cogs: '$12,000.00',
    available: '$15,000.00',
    left: '$3,000.00',
  },
  {
    // 45,000 + 120,000 = 165,000; 165,000 − 38,500 = 126,500.
    name: 'a shop over a year',
    values: { beginningInventory: '45000', purchases: '120000', endingInventory: '38500' },
    cogs: '$126,500.00',
    available: '$165,000.00',
    left: '$38,500.00',
  },
  {
    // Nothing at all: 0 + 0 − 0 = 0.
    name: 'all zero',
    values: { beginningInventory: '0', purchases: '0', endingInventory: '0' },
    cogs: '$0.00',
    available: '$0.00',
    left: '$0.00',
  },
  {
    // Everything sold: 2,500 + 7,500 − 0 = 10,000.
    name: 'shelves emptied',
    values: { beginningInventory: '2500', purchases: '7500', endingInventory: '0' },
    cogs: '$10,000.00',
    available: '$10,000.00',
    left: '$0.00',
  },
  {
    // Nothing sold: ending inventory equals goods available, 1,000 + 500 − 1,500 = 0.
    name: 'nothing sold',
    values: { beginningInventory: '1000', purchases: '500', endingInventory: '1500' },
    cogs: '$0.00',
    available: '$1,500.00',
    left: '$1,500.00',
  },
  {
    // Cents: 1,234.56 + 789.01 = 2,023.57; 2,023.57 − 100.10 = 1,923.47.
    name: 'amounts with cents',
    values: { beginningInventory: '1234.56', purchases: '789.01', endingInventory: '100.10' },
    cogs: '$1,923.47',
    available: '$2,023.57',
    left: '$100.10',
  },
  {
    // Binary floating point makes 0.1 + 0.2 = 0.30000000000000004 and 0.3 − 0.1 = 0.19999999999999998;
    // the visitor must still read whole cents: 0.10 + 0.20 − 0.10 = 0.20.
    name: 'cents that are inexact in binary',
    values: { beginningInventory: '0.10', purchases: '0.20', endingInventory: '0.10' },
    cogs: '$0.20',
    available: '$0.30',
    left: '$0.10',
  },
  {
    // Typed as money: $12,000 + $3,400.50 = $15,400.50; − $2,000 = $13,400.50.
    name: 'dollar signs and thousands commas',
    values: { beginningInventory: '$12,000', purchases: '$3,400.50', endingInventory: '$2,000' },
    cogs: '$13,400.50',
    available: '$15,400.50',
    left: '$2,000.00',
  },
  {
    // Near the limits: 400 billion + 600 billion = 1 trillion; − 250 billion = 750 billion.
    name: 'large amounts',
    values: {
      beginningInventory: '400000000000',
      purchases: '600000000000',
      endingInventory: '250000000000',
    },
    cogs: '$750,000,000,000.00',
    available: '$1,000,000,000,000.00',
    left: '$250,000,000,000.00',
  },
  {
    // A service-style month with no stock carried over: 0 + 8,750.25 − 1,250.75 = 7,499.50.
    name: 'no opening stock',
    values: { beginningInventory: '0', purchases: '8750.25', endingInventory: '1250.75' },
    cogs: '$7,499.50',
    available: '$8,750.25',
    left: '$1,250.75',
  },
];

describe('cost of goods sold vectors (spec formula, periodic inventory)', () => {
  it.each(vectors)('$name', ({ values, cogs, available, left }) => {
    expectCard(runner, values, {
      primary: ['Cost of goods sold', cogs],
      figures: { 'Goods available for sale': available, 'Left in ending inventory': left },
    });
    // What the card shows must itself satisfy available − ending = COGS, to the cent.
    expect(cents(available) - cents(left)).toBe(cents(cogs));
  });

  it.each([
    // Ending stock above what was available would make COGS negative: 1,000 + 500 < 1,600.
    [
      { beginningInventory: '1000', purchases: '500', endingInventory: '1600' },
      'endingInventory',
      "Ending inventory can't be more than beginning inventory plus purchases: that would make the cost of goods sold negative",
    ],
    [
      { beginningInventory: '1000', purchases: '-50', endingInventory: '0' },
      'purchases',
      "Purchases can't be negative",
    ],
    [
      { beginningInventory: '', purchases: '50', endingInventory: '0' },
      'beginningInventory',
      'Beginning inventory is required',
    ],
  ])('refuses %j (%s)', (values, field, message) => {
    expect(formErrors(runner, values)[field]).toBe(message);
  });
});
