// Sources: the standard definition ROI = (amount returned − amount invested) ÷ amount invested × 100, and the compound annual rate (CAGR) = (returned ÷ invested)^(1 ÷ years) − 1 used to annualise it. Expected values worked by hand below.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import runner from '@/lib/calculators/roi';
import { expectCard, formErrors } from './business-kit';

type Vector = {
  name: string;
  values: { invested: string; returned: string; years: string };
  roi: string;
  figures: Record<string, string>;
  /** Labels that must not be on the card. */
  absent?: string[];
};

const vectors: Vector[] = [
  {
    // (14,500 − 10,000) ÷ 10,000 = 45%; 1.45^(1/3) − 1 = 0.131851 → 13.19% a year.
    name: 'three-year gain',
    values: { invested: '10000', returned: '14500', years: '3' },
    roi: '45%',
    figures: { Gain: '$4,500.00', 'Annualized ROI': '13.19% a year' },
  },
  {
    // (4,000 − 5,000) ÷ 5,000 = −20%; a loss of 1,000; no period typed, so the card asks for one.
    name: 'a loss without a period',
    values: { invested: '5000', returned: '4000', years: '' },
    roi: '-20%',
    figures: { Loss: '$1,000.00', 'Annualized ROI': 'Add the years held' },
  },
  {
    // Everything lost: (0 − 1,000) ÷ 1,000 = −100%; 0^(1/2) − 1 = −100% a year.
    name: 'total loss',
    values: { invested: '1000', returned: '0', years: '2' },
    roi: '-100%',
    figures: { Loss: '$1,000.00', 'Annualized ROI': '-100% a year' },
  },
  {
    // Break-even: 0%, no gain; 1^(1/4) − 1 = 0% a year.
    name: 'break-even',
    values: { invested: '2500', returned: '2500', years: '4' },
    roi: '0%',
    figures: { Gain: '$0.00', 'Annualized ROI': '0% a year' },
  },
  {
    // Doubled in one year: 100% and 100% a year.
    name: 'doubling in a year',
    values: { invested: '100', returned: '200', years: '1' },
    roi: '100%',
    figures: { Gain: '$100.00', 'Annualized ROI': '100% a year' },
  },
  {
    // Half a year: 10%; annualised 1.1^(1 ÷ 0.5) − 1 = 1.21 − 1 = 21% a year.
    name: 'held for six months',
    values: { invested: '1000', returned: '1100', years: '0.5' },
    roi: '10%',
    figures: { Gain: '$100.00', 'Annualized ROI': '21% a year' },
  },
  {
    // Doubling in ten years: 2^(0.1) − 1 = 0.0717735 → 7.18% a year (the rule of 72 says about 7.2%).
    name: 'doubling in ten years',
    values: { invested: '1000', returned: '2000', years: '10' },
    roi: '100%',
    figures: { Gain: '$1,000.00', 'Annualized ROI': '7.18% a year' },
  },
  {
    // Repeating decimal: (4 − 3) ÷ 3 = 33.333…% → 33.33%.
    name: 'a third',
    values: { invested: '3', returned: '4', years: '' },
    roi: '33.33%',
    figures: { Gain: '$1.00' },
  },
  {
    // Cents, with money typed: ($1,050.75 − $1,000.50) ÷ $1,000.50 = 50.25 ÷ 1,000.50 = 5.0225% → 5.02%.
    name: 'amounts with cents',
    values: { invested: '$1,000.50', returned: '$1,050.75', years: '' },
    roi: '5.02%',
    figures: { Gain: '$50.25' },
  },
  {
    // Large: (10,000,000,000,000 − 1,000,000,000,000) ÷ 1,000,000,000,000 = 900%; 10^(1/5) − 1 = 58.49% a year.
    name: 'large amounts',
    values: { invested: '1000000000000', returned: '10000000000000', years: '5' },
    roi: '900%',
    figures: { Gain: '$9,000,000,000,000.00', 'Annualized ROI': '58.49% a year' },
  },
  {
    // 1 → 10,000,000,000,000 in 0.001 years: (10^13)^1000 overflows, so no annual rate is shown at all;
    // the ROI itself is (10^13 − 1) ÷ 1 × 100 = 999,999,999,999,900%.
    name: 'an annual rate too large to show',
    values: { invested: '1', returned: '10000000000000', years: '0.001' },
    roi: '999,999,999,999,900%',
    figures: { Gain: '$9,999,999,999,999.00' },
    absent: ['Annualized ROI'],
  },
];

describe('ROI vectors', () => {
  it.each(vectors)('$name', ({ values, roi, figures, absent }) => {
    const view = expectCard(runner, values, { primary: ['Return on investment', roi], figures });
    for (const label of absent ?? []) expect(view.secondary.map((item) => item.label)).not.toContain(label);
  });

  it.each([
    // ROI divides by the amount invested.
    [{ invested: '0', returned: '10', years: '' }, 'invested', "Amount invested can't be zero"],
    [{ invested: '10', returned: '-1', years: '' }, 'returned', "Amount returned can't be negative"],
    [{ invested: '10', returned: '20', years: '0' }, 'years', "Investment period can't be zero"],
  ])('refuses %j (%s)', (values, field, message) => {
    expect(formErrors(runner, values)[field]).toBe(message);
  });
});
