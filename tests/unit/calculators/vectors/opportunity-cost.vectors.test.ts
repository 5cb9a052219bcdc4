// Sources: the textbook definition of opportunity cost as the value of the best alternative given up (Mankiw, Principles of Economics, ch. 1), in the finance form opportunity cost = return of the foregone option − return of the chosen option (FO − CO). Expected values worked by hand below; money rounds half up to the cent.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import runner from '@/lib/calculators/opportunity-cost';
import { expectCard, formErrors } from './business-kit';

type Vector = {
  name: string;
  values: Record<string, string>;
  cost: string;
  figures: Record<string, string>;
  hints?: Record<string, string>;
  summary: string;
};

const percent = (amount: string, chosenReturn: string, foregoneReturn: string) => ({
  unit: 'percent',
  amount,
  chosenName: '',
  foregoneName: '',
  chosenReturn,
  foregoneReturn,
});

const vectors: Vector[] = [
  {
    // 20,000 × 4.5% = 900; 20,000 × 7% = 1,400; FO − CO = 500; 7 − 4.5 = 2.5 points.
    name: 'paying a loan instead of investing',
    values: {
      unit: 'percent',
      amount: '20000',
      chosenName: 'Car loan payoff',
      foregoneName: 'Index fund',
      chosenReturn: '4.5',
      foregoneReturn: '7',
    },
    cost: '$500.00',
    figures: {
      'Car loan payoff returns': '$900.00',
      'Index fund returns': '$1,400.00',
      Difference: '2.5 percentage points',
    },
    hints: { 'Car loan payoff returns': '4.5%', 'Index fund returns': '7%' },
    summary: 'Index fund would have earned $500.00 more.',
  },
  {
    // 10,000 × 2% = 200 (savings) against 10,000 × 10% = 1,000 (stocks): 800, 8 points.
    name: 'savings account instead of stocks',
    values: percent('10000', '2', '10'),
    cost: '$800.00',
    figures: {
      'Your choice returns': '$200.00',
      'The alternative returns': '$1,000.00',
      Difference: '8 percentage points',
    },
    summary: 'The alternative would have earned $800.00 more.',
  },
  {
    // Returns typed in dollars: 4,500 − 3,000 = 1,500; as shares of 50,000: 6% and 9%, 3 points apart.
    name: 'returns in dollars',
    values: {
      unit: 'value',
      amount: '50000',
      chosenName: '',
      foregoneName: '',
      chosenReturn: '3000',
      foregoneReturn: '4500',
    },
    cost: '$1,500.00',
    figures: {
      'Your choice returns': '$3,000.00',
      'The alternative returns': '$4,500.00',
      Difference: '3 percentage points',
    },
    hints: { 'Your choice returns': '6%', 'The alternative returns': '9%' },
    summary: 'The alternative would have earned $1,500.00 more.',
  },
  {
    // The choice is the better one: 1,000 × 8% = 80 against 1,000 × 5% = 50; FO − CO = −30, shown as no cost.
    name: 'the chosen option earns more',
    values: percent('1000', '8', '5'),
    cost: '$0.00',
    figures: {
      'Your choice returns': '$80.00',
      'The alternative returns': '$50.00',
      Difference: '3 percentage points',
    },
    summary: 'Your choice earns $30.00 more than the alternative, so the choice costs nothing in return.',
  },
  {
    // Equal returns: 5% and 5% → nothing given up.
    name: 'equal returns',
    values: percent('1000', '5', '5'),
    cost: '$0.00',
    figures: { Difference: '0 percentage points' },
    summary: 'Both options return the same.',
  },
  {
    // A losing choice: 10,000 × −20% = −2,000 against cash at 0%: 0 − (−2,000) = 2,000, 20 points.
    name: 'the chosen option loses money',
    values: percent('10000', '-20', '0'),
    cost: '$2,000.00',
    figures: {
      'Your choice returns': '-$2,000.00',
      'The alternative returns': '$0.00',
      Difference: '20 percentage points',
    },
    hints: { 'Your choice returns': '-20%' },
    summary: 'The alternative would have earned $2,000.00 more.',
  },
  {
    // Losing everything: 10,000 × −100% = −10,000 against 700: 700 + 10,000 = 10,700; 107 points.
    name: 'total loss of the chosen option',
    values: percent('10000', '-100', '7'),
    cost: '$10,700.00',
    figures: {
      'Your choice returns': '-$10,000.00',
      'The alternative returns': '$700.00',
      Difference: '107 percentage points',
    },
    summary: 'The alternative would have earned $10,700.00 more.',
  },
  {
    // Half a cent: 101 × 0.5% = 0.505 → half up to $0.51.
    name: 'half a cent',
    values: percent('101', '0', '0.5'),
    cost: '$0.51',
    figures: {
      'Your choice returns': '$0.00',
      'The alternative returns': '$0.51',
      Difference: '0.5 percentage points',
    },
    summary: 'The alternative would have earned $0.51 more.',
  },
  {
    // Dollars to percent with repeating decimals: 100 ÷ 3,000 = 3.333% and 200 ÷ 3,000 = 6.667%, 3.33 points apart.
    name: 'dollar returns that are repeating shares',
    values: {
      unit: 'value',
      amount: '3000',
      chosenName: '',
      foregoneName: '',
      chosenReturn: '100',
      foregoneReturn: '200',
    },
    cost: '$100.00',
    figures: { Difference: '3.33 percentage points' },
    hints: { 'Your choice returns': '3.33%', 'The alternative returns': '6.67%' },
    summary: 'The alternative would have earned $100.00 more.',
  },
  {
    // Large: 1,000,000,000,000 × (5% − 4%) = 10,000,000,000.
    name: 'large amount',
    values: percent('1,000,000,000,000', '4', '5'),
    cost: '$10,000,000,000.00',
    figures: { 'Your choice returns': '$40,000,000,000.00', 'The alternative returns': '$50,000,000,000.00' },
    summary: 'The alternative would have earned $10,000,000,000.00 more.',
  },
];

describe('opportunity cost vectors (FO − CO)', () => {
  it.each(vectors)('$name', ({ values, cost, figures, hints, summary }) => {
    const view = expectCard(runner, values, { primary: ['Opportunity cost', cost], figures, summary });
    for (const [label, hint] of Object.entries(hints ?? {}))
      expect(view.secondary.find((item) => item.label === label)?.hint).toBe(hint);
  });

  it.each([
    // A percentage return below −100% would lose more than the whole amount.
    [
      percent('1000', '-101', '5'),
      'chosenReturn',
      "Return of the option chosen can't be below -100%: that loses more than everything",
    ],
    [percent('0', '1', '5'), 'amount', "Amount committed can't be zero"],
    [percent('1000', '1', ''), 'foregoneReturn', 'Return of the best alternative is required'],
  ])('refuses %j (%s)', (values, field, message) => {
    expect(formErrors(runner, values)[field]).toBe(message);
  });
});
