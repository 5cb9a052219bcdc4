// Sources: standard managerial-accounting definitions: markup = (price − cost) ÷ cost, so price = cost × (1 + markup) and cost = price ÷ (1 + markup); margin = (price − cost) ÷ price. Expected values worked by hand below; money rounds half up to the cent.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import runner from '@/lib/calculators/markup';
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
    // 36 × 1.5 = 54; profit 18; margin 18 ÷ 54 = 33.333…% → 33.33%.
    name: '50% markup on $36',
    values: { solveFor: 'price', cost: '36', price: '', markup: '50' },
    primary: ['Selling price', '$54.00'],
    figures: { Margin: '33.33%', 'Profit per item': '$18.00' },
    summary: 'A 33.33% margin is the same as a 50% markup.',
  },
  {
    // (100 − 80) ÷ 80 = 25% markup; 20 ÷ 100 = 20% margin.
    name: 'markup from cost and price',
    values: { solveFor: 'markup', cost: '80', price: '100', markup: '' },
    primary: ['Markup', '25%'],
    figures: { Margin: '20%', 'Profit per item': '$20.00' },
    summary: 'A 20% margin is the same as a 25% markup.',
  },
  {
    // Cost behind a $150 price with 50% markup: 150 ÷ 1.5 = 100; margin 50 ÷ 150 = 33.33%.
    name: 'cost from price and markup',
    values: { solveFor: 'cost', cost: '', price: '150', markup: '50' },
    primary: ['Cost', '$100.00'],
    figures: { Margin: '33.33%', 'Profit per item': '$50.00' },
    summary: 'A 33.33% margin is the same as a 50% markup.',
  },
  {
    // Keystone pricing (retail): 100% markup doubles the cost, 12.50 × 2 = 25; margin 50%.
    name: 'keystone 100% markup',
    values: { solveFor: 'price', cost: '12.50', price: '', markup: '100' },
    primary: ['Selling price', '$25.00'],
    figures: { Margin: '50%', 'Profit per item': '$12.50' },
    summary: 'A 50% margin is the same as a 100% markup.',
  },
  {
    // No markup: price = cost.
    name: 'zero markup',
    values: { solveFor: 'price', cost: '7.99', price: '', markup: '0' },
    primary: ['Selling price', '$7.99'],
    figures: { Margin: '0%', 'Profit per item': '$0.00' },
    summary: 'A 0% margin is the same as a 0% markup.',
  },
  {
    // Negative markup (clearance): 50 × 0.8 = 40; loss 10; margin −10 ÷ 40 = −25%.
    name: 'negative markup',
    values: { solveFor: 'price', cost: '50', price: '', markup: '-20' },
    primary: ['Selling price', '$40.00'],
    figures: { Margin: '-25%', 'Profit per item': '-$10.00' },
    summary: 'At this price you lose $10.00 on each item.',
  },
  {
    // Half a cent: 0.35 × 1.5 = 0.525 → half up to $0.53; profit 0.175 → $0.18; margin 0.175 ÷ 0.525 = 33.33%.
    name: 'price on a half cent',
    values: { solveFor: 'price', cost: '0.35', price: '', markup: '50' },
    primary: ['Selling price', '$0.53'],
    figures: { Margin: '33.33%', 'Profit per item': '$0.18' },
    summary: 'A 33.33% margin is the same as a 50% markup.',
  },
  {
    // 3 × 1.33333 = 3.99999 → $4.00; margin 0.99999 ÷ 3.99999 = 24.99994% → 25%.
    name: 'a third, typed as 33.333%',
    values: { solveFor: 'price', cost: '3', price: '', markup: '33.333' },
    primary: ['Selling price', '$4.00'],
    figures: { Margin: '25%' },
    summary: 'A 25% margin is the same as a 33.33% markup.',
  },
  {
    // The largest markup accepted: 1 × (1 + 10,000) = 10,001; margin 10,000 ÷ 10,001 = 99.990001% → 99.99%.
    name: 'huge markup',
    values: { solveFor: 'price', cost: '1', price: '', markup: '1,000,000' },
    primary: ['Selling price', '$10,001.00'],
    figures: { Margin: '99.99%', 'Profit per item': '$10,000.00' },
    summary: 'A 99.99% margin is the same as a 1,000,000% markup.',
  },
  {
    // Large amounts: (1,000,000,000,000 − 800,000,000,000) ÷ 800,000,000,000 = 25%; margin 20%.
    name: 'large amounts',
    values: { solveFor: 'markup', cost: '800000000000', price: '1000000000000', markup: '' },
    primary: ['Markup', '25%'],
    figures: { Margin: '20%', 'Profit per item': '$200,000,000,000.00' },
    summary: 'A 20% margin is the same as a 25% markup.',
  },
];

describe('markup vectors (markup on cost)', () => {
  it.each(vectors)('$name', ({ values, primary, figures, summary }) => {
    expectCard(runner, values, { primary, figures, summary });
  });

  it.each([
    // −100% would make the price zero and cost = price ÷ 0 undefined.
    [{ solveFor: 'cost', cost: '', price: '10', markup: '-100' }, 'markup', 'Markup must be more than -100%'],
    [{ solveFor: 'price', cost: '-5', price: '', markup: '10' }, 'cost', "Cost can't be negative"],
    [{ solveFor: 'price', cost: '5', price: '', markup: '' }, 'markup', 'Markup is required'],
  ])('refuses %j (%s)', (values, field, message) => {
    expect(formErrors(runner, values)[field]).toBe(message);
  });
});
