// Sources: tax-included pricing as state revenue departments describe it (price before tax = total ÷ (1 + rate), tax = total − price), that is tax = total × rate ÷ (100 + rate); the tax is the amount Streamlined Sales and Use Tax Agreement §324 rounds to the cent (half a cent or more up), and the price is what is left, so the two parts add up to what was paid. Expected values worked by hand below.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import runner from '@/lib/calculators/reverse-sales-tax';
import salesTaxRunner from '@/lib/calculators/sales-tax';
import { cents, expectCard, formErrors, viewOf } from './business-kit';

type Vector = {
  name: string;
  total: string;
  rate: string;
  rateLabel: string;
  price: string;
  tax: string;
  paid: string;
};

const vectors: Vector[] = [
  {
    // 108.25 ÷ 1.0825 = 100 exactly; tax 8.25.
    name: 'a receipt at 8.25%',
    total: '108.25',
    rate: '8.25',
    rateLabel: '8.25%',
    price: '$100.00',
    tax: '$8.25',
    paid: '$108.25',
  },
  {
    // 10.83 × 8.25 ÷ 108.25 = 0.825381 → $0.83; price 10.83 − 0.83 = 10.00 (the forward vector 10 → 10.83 undone).
    name: 'undoing a half-cent sale',
    total: '10.83',
    rate: '8.25',
    rateLabel: '8.25%',
    price: '$10.00',
    tax: '$0.83',
    paid: '$10.83',
  },
  {
    // 1.07 × 6.5 ÷ 106.5 = 0.065305 → $0.07; price 1.00.
    name: 'a dollar at 6.5%',
    total: '1.07',
    rate: '6.5',
    rateLabel: '6.5%',
    price: '$1.00',
    tax: '$0.07',
    paid: '$1.07',
  },
  {
    // Tax exactly half a cent: 10.27 × 4 ÷ 104 = 0.395 → rounds up to $0.40; price 10.27 − 0.40 = 9.87.
    // (No cent price gives 10.27 at 4%: 9.87 → 10.26 and 9.88 → 10.28; the parts must still add up.)
    name: 'tax on an exact half cent',
    total: '10.27',
    rate: '4',
    rateLabel: '4%',
    price: '$9.87',
    tax: '$0.40',
    paid: '$10.27',
  },
  {
    // Price and tax both on exact half cents (3.25 is exact in binary): tax 3.25 × 4 ÷ 104 = 0.125 → $0.13,
    // price 3.25 − 0.13 = $3.12; rounding 3.125 up on its own too would show $3.13 + $0.13 for $3.25 paid.
    name: 'price and tax both on half cents',
    total: '3.25',
    rate: '4',
    rateLabel: '4%',
    price: '$3.12',
    tax: '$0.13',
    paid: '$3.25',
  },
  {
    // 50 ÷ 1.0725 = 46.6200466 → tax 50 − 46.6200 = 3.37995 → $3.38; price 46.62.
    name: 'a round total',
    total: '50',
    rate: '7.25',
    rateLabel: '7.25%',
    price: '$46.62',
    tax: '$3.38',
    paid: '$50.00',
  },
  {
    // 10 ÷ 1.0825 = 9.237875 → tax 0.762125 → $0.76; price 9.24.
    name: 'ten dollars at 8.25%',
    total: '10',
    rate: '8.25',
    rateLabel: '8.25%',
    price: '$9.24',
    tax: '$0.76',
    paid: '$10.00',
  },
  {
    // No tax: the whole total is price.
    name: 'zero rate',
    total: '25.50',
    rate: '0',
    rateLabel: '0%',
    price: '$25.50',
    tax: '$0.00',
    paid: '$25.50',
  },
  {
    // Nothing paid: 0.
    name: 'zero total',
    total: '0',
    rate: '6',
    rateLabel: '6%',
    price: '$0.00',
    tax: '$0.00',
    paid: '$0.00',
  },
  {
    // The highest rate: 150 ÷ 1.5 = 100; tax 50.
    name: 'highest rate accepted',
    total: '150',
    rate: '50',
    rateLabel: '50%',
    price: '$100.00',
    tax: '$50.00',
    paid: '$150.00',
  },
  {
    // Large: 1,000,000,000 × 10 ÷ 110 = 90,909,090.9090… → $90,909,090.91; price 909,090,909.09.
    name: 'large total',
    total: '1,000,000,000',
    rate: '10',
    rateLabel: '10%',
    price: '$909,090,909.09',
    tax: '$90,909,090.91',
    paid: '$1,000,000,000.00',
  },
];

describe('reverse sales tax vectors (tax included, SSUTA §324 rounding)', () => {
  it.each(vectors)('$name', ({ total, rate, rateLabel, price, tax, paid }) => {
    expectCard(
      runner,
      { total, rate },
      {
        primary: ['Price before tax', price],
        figures: { [`Sales tax included at ${rateLabel}`]: tax, 'Total paid': paid },
      },
    );
    // The two parts shown add up to what was paid.
    expect(cents(price) + cents(tax)).toBe(cents(paid));
  });

  it.each(['10.00', '1.00', '249.99', '0.07', '19.99', '46.62'])(
    'the sales tax calculator and this one agree on a $%s price at 8.25%',
    (price) => {
      const forward = viewOf(salesTaxRunner, { price, rate: '8.25' });
      const back = viewOf(runner, { total: forward.primary.value, rate: '8.25' });
      expect(back.primary.value).toBe(`$${price}`);
    },
  );

  it.each([
    [{ total: '10', rate: '51' }, 'rate', "Sales tax rate can't be more than 50%"],
    [{ total: '-10', rate: '5' }, 'total', "Total paid can't be negative"],
    [{ total: '', rate: '5' }, 'total', 'Total paid is required'],
  ])('refuses %j (%s)', (values, field, message) => {
    expect(formErrors(runner, values)[field]).toBe(message);
  });
});
