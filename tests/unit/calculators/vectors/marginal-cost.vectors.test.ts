// Sources: the product spec ("marginal cost = change in total cost divided by change in quantity", MC = ΔTC ÷ ΔQ); N. G. Mankiw, Principles of Economics, ch. 13, the Thirsty Thelma's Lemonade Stand cost table (total cost $3.00 at 0 glasses, marginal cost rising by $0.20 a glass). Expected values worked by hand below.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import runner from '@/lib/calculators/marginal-cost';
import { expectCard, formErrors, viewOf } from './business-kit';

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
    // One more unit: (1,008 − 1,000) ÷ (101 − 100) = $8.00.
    name: 'one extra unit',
    values: two('100', '1000', '101', '1008'),
    marginal: '$8.00',
    changeInTotal: '$8.00',
    changeInQuantity: '1',
  },
  {
    // (32,500 − 25,000) ÷ (1,500 − 1,000) = 7,500 ÷ 500 = $15.00.
    name: 'a bakery scaling up',
    values: two('1000', '25000', '1500', '32500'),
    marginal: '$15.00',
    changeInTotal: '$7,500.00',
    changeInQuantity: '500',
  },
  {
    // Cutting output: (8,500 − 10,000) ÷ (400 − 500) = −1,500 ÷ −100 = $15.00 (same slope either way).
    name: 'output going down',
    values: two('500', '10000', '400', '8500'),
    marginal: '$15.00',
    changeInTotal: '-$1,500.00',
    changeInQuantity: '-100',
  },
  {
    // Economies of scale can make total cost fall: (450 − 500) ÷ (20 − 10) = −$5.00.
    name: 'total cost falls as output rises',
    values: two('10', '500', '20', '450'),
    marginal: '-$5.00',
    changeInTotal: '-$50.00',
    changeInQuantity: '10',
  },
  {
    // Spare capacity: total cost unchanged, 0 ÷ 10 = $0.00.
    name: 'no extra cost',
    values: two('10', '500', '20', '500'),
    marginal: '$0.00',
    changeInTotal: '$0.00',
    changeInQuantity: '10',
  },
  {
    // Half a cent: (10.01 − 10.00) ÷ (2 − 0) = 0.005 → half up to $0.01. In binary 10.01 − 10 is
    // 0.00999999999999979, so a plain subtraction would show $0.00.
    name: 'half a cent per unit',
    values: two('0', '10.00', '2', '10.01'),
    marginal: '$0.01',
    changeInTotal: '$0.01',
    changeInQuantity: '2',
  },
  {
    // Fractional quantities (tonnes): (1,450 − 1,000) ÷ (4 − 2.5) = 450 ÷ 1.5 = $300.00.
    name: 'fractional quantities',
    values: two('2.5', '1000', '4', '1450'),
    marginal: '$300.00',
    changeInTotal: '$450.00',
    changeInQuantity: '1.5',
  },
  {
    // Repeating decimal: (1,000 − 900) ÷ (3 − 0) = 33.333… → $33.33.
    name: 'a third of a dollar amount',
    values: two('0', '900', '3', '1000'),
    marginal: '$33.33',
    changeInTotal: '$100.00',
    changeInQuantity: '3',
  },
  {
    // At the limits: (10,000,000,000,000 − 0) ÷ (1,000,000,000,000 − 0) = $10.00.
    name: 'large quantities and costs',
    values: two('0', '0', '1,000,000,000,000', '$10,000,000,000,000'),
    marginal: '$10.00',
    changeInTotal: '$10,000,000,000,000.00',
    changeInQuantity: '1,000,000,000,000',
  },
];

/* Mankiw's Thirsty Thelma: total cost of 0…10 glasses an hour and the marginal cost of each glass. */
const thelma = ['3.00', '3.30', '3.80', '4.50', '5.40', '6.50', '7.80', '9.30', '11.00', '12.90', '15.00'];
const thelmaMarginal = [
  '$0.30',
  '$0.50',
  '$0.70',
  '$0.90',
  '$1.10',
  '$1.30',
  '$1.50',
  '$1.70',
  '$1.90',
  '$2.10',
];

describe('marginal cost vectors (ΔTC ÷ ΔQ)', () => {
  it.each(vectors)('$name', ({ values, marginal, changeInTotal, changeInQuantity }) => {
    expectCard(runner, values, {
      primary: ['Marginal cost per unit', marginal],
      figures: { 'Change in total cost': changeInTotal, 'Change in quantity': changeInQuantity },
    });
  });

  it("the lemonade stand table gives Mankiw's marginal costs, and $1.20 on average", () => {
    const rows = thelma.map((total, quantity) => ({ quantity: String(quantity), total }));
    // Whole table: (15.00 − 3.00) ÷ (10 − 0) = $1.20.
    const view = expectCard(
      runner,
      { mode: 'table', rows },
      {
        primary: ['Marginal cost per unit', '$1.20'],
        figures: { 'Change in total cost': '$12.00', 'Change in quantity': '10' },
      },
    );
    expect(view.primary.hint).toBe('Average over the whole table');
    const steps = view.tables.find((table) => table.id === 'steps')!;
    expect(steps.rows.map((row) => row[0])).toEqual(thelmaMarginal.map((_, i) => `${i} → ${i + 1}`));
    expect(steps.rows.map((row) => row[3])).toEqual(thelmaMarginal);
  });

  it('blank table rows are skipped: (160 − 100) ÷ (10 − 0) = $6.00', () => {
    const view = viewOf(runner, {
      mode: 'table',
      rows: [
        { quantity: '0', total: '100' },
        { quantity: '', total: '' },
        { quantity: '10', total: '160' },
      ],
    });
    expect(view.primary.value).toBe('$6.00');
  });

  it.each([
    // ΔQ = 0 leaves ΔTC ÷ ΔQ undefined.
    [
      two('10', '100', '10', '120'),
      'quantity2',
      "Quantity change can't be zero: the new quantity must differ from the starting one",
    ],
    [two('10', '100', '20', ''), 'total2', 'New total cost is required'],
    [
      { mode: 'table', rows: [{ quantity: '1', total: '5' }] },
      'rows',
      'Enter at least two rows of quantity and total',
    ],
  ])('refuses %j (%s)', (values, field, message) => {
    expect(formErrors(runner, values)[field]).toBe(message);
  });
});
