// Sources: standard managerial-accounting definitions: gross margin = (price − cost) ÷ price, markup = (price − cost) ÷ cost, so price = cost ÷ (1 − margin) and cost = price × (1 − margin). Expected values worked by hand below; money rounds half up to the cent.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import runner from '@/lib/calculators/margin';
import { expectCard, formErrors } from './business-kit';

type Vector = {
  name: string;
  values: Record<string, string>;
  primary: [string, string];
  figures: Record<string, string>;
  summary: string;
};

const vectors: Vector[] = [
  {
    // Margin from cost and price: profit 60 − 36 = 24; 24 ÷ 60 = 40%; markup 24 ÷ 36 = 66.666…% → 66.67%.
    name: 'margin of a $36 item sold for $60',
    values: { solveFor: 'margin', cost: '36', price: '60', margin: '' },
    primary: ['Margin', '40%'],
    figures: { Markup: '66.67%', 'Profit per item': '$24.00', 'Selling price': '$60.00', Cost: '$36.00' },
    summary: 'A 40% margin is the same as a 66.67% markup.',
  },
  {
    // Price for a 40% margin: 36 ÷ (1 − 0.40) = 60.
    name: 'price for a 40% margin',
    values: { solveFor: 'price', cost: '36', price: '', margin: '40' },
    primary: ['Selling price', '$60.00'],
    figures: { Markup: '66.67%', 'Profit per item': '$24.00' },
    summary: 'A 40% margin is the same as a 66.67% markup.',
  },
  {
    // Cost that leaves a 25% margin on $100: 100 × 0.75 = 75; markup 25 ÷ 75 = 33.33%.
    name: 'cost for a 25% margin',
    values: { solveFor: 'cost', cost: '', price: '100', margin: '25' },
    primary: ['Cost', '$75.00'],
    figures: { Markup: '33.33%', 'Profit per item': '$25.00' },
    summary: 'A 25% margin is the same as a 33.33% markup.',
  },
  {
    // 70 ÷ 0.70 = 100 (0.7 is inexact in binary; the visitor must still see $100.00); markup 30 ÷ 70 = 42.857% → 42.86%.
    name: 'price for a 30% margin',
    values: { solveFor: 'price', cost: '70', price: '', margin: '30' },
    primary: ['Selling price', '$100.00'],
    figures: { Markup: '42.86%', 'Profit per item': '$30.00' },
    summary: 'A 30% margin is the same as a 42.86% markup.',
  },
  {
    // No margin: price = cost = 19.99, markup 0.
    name: 'zero margin',
    values: { solveFor: 'price', cost: '19.99', price: '', margin: '0' },
    primary: ['Selling price', '$19.99'],
    figures: { Markup: '0%', 'Profit per item': '$0.00' },
    summary: 'A 0% margin is the same as a 0% markup.',
  },
  {
    // A negative margin (selling at a loss): 50 ÷ (1 + 0.25) = 40; profit −10; markup −10 ÷ 50 = −20%.
    name: 'negative margin',
    values: { solveFor: 'price', cost: '50', price: '', margin: '-25' },
    primary: ['Selling price', '$40.00'],
    figures: { Markup: '-20%', 'Profit per item': '-$10.00' },
    summary: 'At this price you lose $10.00 on each item.',
  },
  {
    // Sold below cost: (100 − 120) ÷ 100 = −20% margin; −20 ÷ 120 = −16.666…% → −16.67% markup.
    name: 'margin of a loss-making sale',
    values: { solveFor: 'margin', cost: '120', price: '100', margin: '' },
    primary: ['Margin', '-20%'],
    figures: { Markup: '-16.67%', 'Profit per item': '-$20.00' },
    summary: 'At this price you lose $20.00 on each item.',
  },
  {
    // Half a cent: 0.07 ÷ (1 − 0.60) = 0.175 → rounds half up to $0.18; profit 0.105 → $0.11; markup 0.105 ÷ 0.07 = 150%.
    name: 'price on a half cent',
    values: { solveFor: 'price', cost: '0.07', price: '', margin: '60' },
    primary: ['Selling price', '$0.18'],
    figures: { Markup: '150%', 'Profit per item': '$0.11' },
    summary: 'A 60% margin is the same as a 150% markup.',
  },
  {
    // Very high margin: 1 ÷ (1 − 0.99) = 100; markup 99 ÷ 1 = 9,900%.
    name: '99% margin',
    values: { solveFor: 'price', cost: '1', price: '', margin: '99' },
    primary: ['Selling price', '$100.00'],
    figures: { Markup: '9,900%', 'Profit per item': '$99.00' },
    summary: 'A 99% margin is the same as a 9,900% markup.',
  },
  {
    // Large: (1,000,000,000,000 − 600,000,000,000) ÷ 1,000,000,000,000 = 40%; markup 400 ÷ 600 = 66.67%.
    name: 'large amounts',
    values: { solveFor: 'margin', cost: '600,000,000,000', price: '1,000,000,000,000', margin: '' },
    primary: ['Margin', '40%'],
    figures: { Markup: '66.67%', 'Profit per item': '$400,000,000,000.00' },
    summary: 'A 40% margin is the same as a 66.67% markup.',
  },
  {
    // A stale value left in the field being worked out is ignored: 36 ÷ 0.6 = 60.
    name: 'leftover text in the solved field',
    values: { solveFor: 'price', cost: '36', price: 'abc', margin: '40' },
    primary: ['Selling price', '$60.00'],
    figures: { Margin: '40%' },
    summary: 'A 40% margin is the same as a 66.67% markup.',
  },
];

describe('margin vectors (gross margin on price)', () => {
  it.each(vectors)('$name', ({ values, primary, figures, summary }) => {
    expectCard(runner, values, { primary, figures, summary });
  });

  it.each([
    // A 100% margin means a zero cost, and price = cost ÷ 0 has no value.
    [
      { solveFor: 'price', cost: '10', price: '', margin: '100' },
      'margin',
      'Margin must be less than 100%: at 100% the cost would be zero',
    ],
    [{ solveFor: 'margin', cost: '0', price: '10', margin: '' }, 'cost', "Cost can't be zero"],
    [{ solveFor: 'margin', cost: '10', price: '', margin: '' }, 'price', 'Selling price is required'],
  ])('refuses %j (%s)', (values, field, message) => {
    expect(formErrors(runner, values)[field]).toBe(message);
  });
});
