// Sources: Streamlined Sales and Use Tax Agreement §324 (tax carried to the third decimal and rounded to a whole cent, up when the third decimal is greater than four), which its member states and e.g. the Texas Comptroller and California CDTFA rounding rules follow; sales tax = price × rate, total = price + tax. Expected values worked by hand below.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import runner from '@/lib/calculators/sales-tax';
import { cents, expectCard, formErrors } from './business-kit';

type Vector = {
  name: string;
  price: string;
  rate: string;
  rateLabel: string;
  tax: string;
  total: string;
  before: string;
};

const vectors: Vector[] = [
  {
    // 249.99 × 8.25% = 20.624175 → third decimal 4 → $20.62; 249.99 + 20.62 = 270.61.
    name: 'a purchase at 8.25%',
    price: '249.99',
    rate: '8.25',
    rateLabel: '8.25%',
    tax: '$20.62',
    total: '$270.61',
    before: '$249.99',
  },
  {
    // California base rate: 100 × 7.25% = 7.25 exactly.
    name: 'California base rate',
    price: '100',
    rate: '7.25',
    rateLabel: '7.25%',
    tax: '$7.25',
    total: '$107.25',
    before: '$100.00',
  },
  {
    // Half a cent: 10 × 8.25% = 0.825 → third decimal 5 → rounds up to $0.83; total 10.83.
    name: 'tax on an exact half cent rounds up',
    price: '10',
    rate: '8.25',
    rateLabel: '8.25%',
    tax: '$0.83',
    total: '$10.83',
    before: '$10.00',
  },
  {
    // Half a cent: 1 × 6.5% = 0.065 → $0.07; total 1.00 + 0.07 = 1.07 (the total is price plus the tax charged).
    name: 'half a cent on a dollar',
    price: '1',
    rate: '6.5',
    rateLabel: '6.5%',
    tax: '$0.07',
    total: '$1.07',
    before: '$1.00',
  },
  {
    // Half a cent once more, where the rate times the price is inexact in binary: 1.15 × 50% = 0.575 → $0.58.
    name: 'half a cent from an inexact product',
    price: '1.15',
    rate: '50',
    rateLabel: '50%',
    tax: '$0.58',
    total: '$1.73',
    before: '$1.15',
  },
  {
    // Under a cent: 0.07 × 7.5% = 0.00525 → third decimal 5 → $0.01; total 0.08.
    name: 'tax under a cent',
    price: '0.07',
    rate: '7.5',
    rateLabel: '7.5%',
    tax: '$0.01',
    total: '$0.08',
    before: '$0.07',
  },
  {
    // Third decimal 3 rounds down: 19.99 × 7% = 1.3993 → $1.40 (second decimal carries: 1.3993 → 1.40); total 21.39.
    name: 'rounding that carries into the dimes',
    price: '19.99',
    rate: '7',
    rateLabel: '7%',
    tax: '$1.40',
    total: '$21.39',
    before: '$19.99',
  },
  {
    // Money and percent signs as typed: 1,299.99 × 6% = 77.9994 → $78.00; total 1,377.99.
    name: 'typed with $ , and %',
    price: '$1,299.99',
    rate: '6%',
    rateLabel: '6%',
    tax: '$78.00',
    total: '$1,377.99',
    before: '$1,299.99',
  },
  {
    // No tax (a tax-exempt state or item): 40 × 0% = 0.
    name: 'zero rate',
    price: '40',
    rate: '0',
    rateLabel: '0%',
    tax: '$0.00',
    total: '$40.00',
    before: '$40.00',
  },
  {
    // Free item: 0 × 9% = 0.
    name: 'zero price',
    price: '0',
    rate: '9',
    rateLabel: '9%',
    tax: '$0.00',
    total: '$0.00',
    before: '$0.00',
  },
  {
    // Large: 1,000,000,000 × 10.25% = 102,500,000; total 1,102,500,000.
    name: 'large price',
    price: '1000000000',
    rate: '10.25',
    rateLabel: '10.25%',
    tax: '$102,500,000.00',
    total: '$1,102,500,000.00',
    before: '$1,000,000,000.00',
  },
  {
    // The highest rate accepted: 80 × 50% = 40; total 120.
    name: 'highest rate accepted',
    price: '80',
    rate: '50',
    rateLabel: '50%',
    tax: '$40.00',
    total: '$120.00',
    before: '$80.00',
  },
];

describe('sales tax vectors (SSUTA §324 rounding)', () => {
  it.each(vectors)('$name', ({ price, rate, rateLabel, tax, total, before }) => {
    expectCard(
      runner,
      { price, rate },
      {
        primary: ['Total with tax', total],
        figures: { [`Sales tax at ${rateLabel}`]: tax, 'Price before tax': before },
      },
    );
    // The receipt adds up: price + the tax shown = the total shown.
    expect(cents(before) + cents(tax)).toBe(cents(total));
  });

  it.each([
    [{ price: '10', rate: '50.01' }, 'rate', "Sales tax rate can't be more than 50%"],
    [{ price: '-1', rate: '5' }, 'price', "Price before tax can't be negative"],
    [{ price: '10', rate: '' }, 'rate', 'Sales tax rate is required'],
  ])('refuses %j (%s)', (values, field, message) => {
    expect(formErrors(runner, values)[field]).toBe(message);
  });
});
