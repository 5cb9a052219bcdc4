// Sources: the margin ↔ markup identities of standard managerial accounting (margin = markup ÷ (1 + markup), markup = margin ÷ (1 − margin)), which lib/calculators/pricing.ts shares between the margin and markup calculators. Each row of the usual conversion table is checked through both calculators.
// @vitest-environment node
import { describe, it } from 'vitest';
import marginRunner from '@/lib/calculators/margin';
import markupRunner from '@/lib/calculators/markup';
import { expectCard } from './business-kit';

/*
 * [markup typed, margin shown, margin typed, markup shown], each worked on a $100 cost:
 * price = 100 × (1 + markup), margin = (price − 100) ÷ price; and back from the rounded margin.
 */
const table: { name: string; markup: string; margin: string; price: string }[] = [
  // 10% markup: price 110, margin 10 ÷ 110 = 9.0909% → 9.09%.
  { name: '10% markup', markup: '10%', margin: '9.09%', price: '$110.00' },
  // 25% markup: price 125, margin 25 ÷ 125 = 20%.
  { name: '25% markup', markup: '25%', margin: '20%', price: '$125.00' },
  // 50% markup: price 150, margin 50 ÷ 150 = 33.33%.
  { name: '50% markup', markup: '50%', margin: '33.33%', price: '$150.00' },
  // 100% markup (keystone): price 200, margin 50%.
  { name: '100% markup', markup: '100%', margin: '50%', price: '$200.00' },
  // 150% markup: price 250, margin 150 ÷ 250 = 60%.
  { name: '150% markup', markup: '150%', margin: '60%', price: '$250.00' },
  // 300% markup: price 400, margin 300 ÷ 400 = 75%.
  { name: '300% markup', markup: '300%', margin: '75%', price: '$400.00' },
  // 900% markup: price 1,000, margin 90%.
  { name: '900% markup', markup: '900%', margin: '90%', price: '$1,000.00' },
  // 0%: price = cost.
  { name: 'no markup', markup: '0%', margin: '0%', price: '$100.00' },
  // −20% markup: price 80, margin −20 ÷ 80 = −25%.
  { name: '-20% markup', markup: '-20%', margin: '-25%', price: '$80.00' },
  // 5% markup: price 105, margin 5 ÷ 105 = 4.7619% → 4.76%.
  { name: '5% markup', markup: '5%', margin: '4.76%', price: '$105.00' },
];

/* Margins that are exact (no rounding in the table), so going back from them gives the markup again. */
const exactMargins: { margin: string; markup: string; price: string }[] = [
  // 20% margin: 100 ÷ 0.8 = 125, markup 25%.
  { margin: '20', markup: '25%', price: '$125.00' },
  // 50% margin: 100 ÷ 0.5 = 200, markup 100%.
  { margin: '50', markup: '100%', price: '$200.00' },
  // 75% margin: 100 ÷ 0.25 = 400, markup 300%.
  { margin: '75', markup: '300%', price: '$400.00' },
  // 25% margin: 100 ÷ 0.75 = 133.333… → $133.33, markup 33.33%.
  { margin: '25', markup: '33.33%', price: '$133.33' },
  // −25% margin: 100 ÷ 1.25 = 80, markup −20%.
  { margin: '-25', markup: '-20%', price: '$80.00' },
];

describe('margin and markup conversion table', () => {
  it.each(table)('$name on a $100 cost is a $margin margin', ({ markup, margin, price }) => {
    expectCard(
      markupRunner,
      { solveFor: 'price', cost: '100', markup: markup.replace('%', '') },
      {
        primary: ['Selling price', price],
        figures: { Margin: margin, Markup: markup },
      },
    );
  });

  it.each(exactMargins)(
    'a $margin% margin on a $100 cost is a $markup markup',
    ({ margin, markup, price }) => {
      expectCard(
        marginRunner,
        { solveFor: 'price', cost: '100', margin },
        {
          primary: ['Selling price', price],
          figures: { Markup: markup, Margin: `${margin}%` },
        },
      );
    },
  );
});
