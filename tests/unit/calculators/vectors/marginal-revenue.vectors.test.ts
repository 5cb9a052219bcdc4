// Sources: the textbook definition MR = ΔTR ÷ ΔQ (the spec's "change in the total divided by the change in quantity", applied to revenue); N. G. Mankiw, Principles of Economics, ch. 15, the monopoly water-seller table (price $11 down to $3, total revenue $0…$30…$24) and ch. 14 (a competitive firm's marginal revenue equals the price). Expected values worked by hand below.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import runner from '@/lib/calculators/marginal-revenue';
import { expectCard, formErrors } from './business-kit';

const two = (quantity1: string, total1: string, quantity2: string, total2: string) => ({
  mode: 'twoPoints',
  quantity1,
  total1,
  quantity2,
  total2,
});

type Vector = {
  name: string;
  values: ReturnType<typeof two>;
  marginal: string;
  changeInTotal: string;
  changeInQuantity: string;
};

const vectors: Vector[] = [
  {
    // Price taker at $6: one more gallon adds (66 − 60) ÷ (11 − 10) = $6.00, the price.
    name: 'competitive firm: MR equals price',
    values: two('10', '60', '11', '66'),
    marginal: '$6.00',
    changeInTotal: '$6.00',
    changeInQuantity: '1',
  },
  {
    // (10,750 − 9,000) ÷ (250 − 200) = 1,750 ÷ 50 = $35.00.
    name: 'a price cut that sells more',
    values: two('200', '9000', '250', '10750'),
    marginal: '$35.00',
    changeInTotal: '$1,750.00',
    changeInQuantity: '50',
  },
  {
    // The same two points in reverse order: (9,000 − 10,750) ÷ (200 − 250) = $35.00.
    name: 'points entered in reverse',
    values: two('250', '10750', '200', '9000'),
    marginal: '$35.00',
    changeInTotal: '-$1,750.00',
    changeInQuantity: '-50',
  },
  {
    // Mankiw monopoly, 6 → 7 gallons: (28 − 30) ÷ 1 = −$2.00 (the price cut loses more than the extra sale brings).
    name: 'negative marginal revenue',
    values: two('6', '30', '7', '28'),
    marginal: '-$2.00',
    changeInTotal: '-$2.00',
    changeInQuantity: '1',
  },
  {
    // Mankiw monopoly, 5 → 6 gallons: (30 − 30) ÷ 1 = $0.00, the revenue-maximising point.
    name: 'zero marginal revenue',
    values: two('5', '30', '6', '30'),
    marginal: '$0.00',
    changeInTotal: '$0.00',
    changeInQuantity: '1',
  },
  {
    // Rounding: (101 − 100) ÷ 3 = 0.333… → $0.33; (202 − 200) ÷ 3 = 0.666… → $0.67.
    name: 'a third of a dollar rounds down',
    values: two('0', '100', '3', '101'),
    marginal: '$0.33',
    changeInTotal: '$1.00',
    changeInQuantity: '3',
  },
  {
    name: 'two thirds of a dollar rounds up',
    values: two('0', '200', '3', '202'),
    marginal: '$0.67',
    changeInTotal: '$2.00',
    changeInQuantity: '3',
  },
  {
    // Half a cent: (25.01 − 25.00) ÷ 2 = 0.005 → half up to $0.01.
    name: 'half a cent per unit',
    values: two('100', '25.00', '102', '25.01'),
    marginal: '$0.01',
    changeInTotal: '$0.01',
    changeInQuantity: '2',
  },
  {
    // At the limits: 10,000,000,000,000 ÷ 1,000,000,000,000 = $10.00.
    name: 'large quantities and revenue',
    values: two('0', '0', '1000000000000', '10000000000000'),
    marginal: '$10.00',
    changeInTotal: '$10,000,000,000,000.00',
    changeInQuantity: '1,000,000,000,000',
  },
];

/* Mankiw's monopoly: total revenue at 0…8 gallons (price 11 − Q) and marginal revenue of each gallon. */
const monopolyRevenue = ['0', '10', '18', '24', '28', '30', '30', '28', '24'];
const monopolyMarginal = ['$10.00', '$8.00', '$6.00', '$4.00', '$2.00', '$0.00', '-$2.00', '-$4.00'];

describe('marginal revenue vectors (ΔTR ÷ ΔQ)', () => {
  it.each(vectors)('$name', ({ values, marginal, changeInTotal, changeInQuantity }) => {
    expectCard(runner, values, {
      primary: ['Marginal revenue per unit', marginal],
      figures: { 'Change in total revenue': changeInTotal, 'Change in quantity': changeInQuantity },
    });
  });

  it("the monopoly table gives Mankiw's marginal revenues, and $3.00 on average", () => {
    const rows = monopolyRevenue.map((total, quantity) => ({ quantity: String(quantity), total }));
    // Whole table: (24 − 0) ÷ (8 − 0) = $3.00.
    const view = expectCard(
      runner,
      { mode: 'table', rows },
      {
        primary: ['Marginal revenue per unit', '$3.00'],
        figures: { 'Change in total revenue': '$24.00', 'Change in quantity': '8' },
      },
    );
    const steps = view.tables.find((table) => table.id === 'steps')!;
    expect(steps.rows.map((row) => row[3])).toEqual(monopolyMarginal);
  });

  it.each([
    [
      two('5', '30', '5', '40'),
      'quantity2',
      "Quantity change can't be zero: the new quantity must differ from the starting one",
    ],
    [two('5', '', '6', '40'), 'total1', 'Starting total revenue is required'],
    [
      {
        mode: 'table',
        rows: [
          { quantity: '1', total: '5' },
          { quantity: '1', total: '9' },
        ],
      },
      'rows.1.quantity',
      "Quantity change can't be zero: this quantity must differ from the row above",
    ],
  ])('refuses %j (%s)', (values, field, message) => {
    expect(formErrors(runner, values)[field]).toBe(message);
  });
});
