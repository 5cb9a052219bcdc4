// Sources: SHRM, "How to determine turnover rate" (separations ÷ average headcount × 100, average = (start + end) ÷ 2); BLS JOLTS glossary (separations = quits + layoffs and discharges + other separations, rate = separations ÷ employment × 100). Expected values worked by hand below.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import runner from '@/lib/calculators/attrition-rate';
import { expectCard, formErrors } from './business-kit';

type Vector = {
  name: string;
  values: Record<string, string>;
  primary: [string, string];
  figures: Record<string, string>;
  /** Labels that must not be on the card (the compounded figure when it means nothing). */
  absent?: string[];
};

const vectors: Vector[] = [
  {
    // SHRM: 12 ÷ ((100 + 140) ÷ 2) = 12 ÷ 120 = 0.10 → 10%. A year needs no annualising.
    name: 'a year, growing team',
    values: { separations: '12', startHeadcount: '100', endHeadcount: '140', periodMonths: '' },
    primary: ['Attrition rate for the year', '10%'],
    figures: { 'Average headcount': '120' },
    absent: ['Annualized (simple)', 'Annualized (compounded)'],
  },
  {
    // JOLTS-style monthly rate: 3 ÷ ((150 + 147) ÷ 2) = 3 ÷ 148.5 = 0.0202020 → 2.02%;
    // simple: 2.0202% × 12 = 24.2424% → 24.24%; compounded: 1 − (1 − 0.0202020)^12 = 0.217222 → 21.72%.
    name: 'one month',
    values: { separations: '3', startHeadcount: '150', endHeadcount: '147', periodMonths: '1' },
    primary: ['Attrition rate for the month', '2.02%'],
    figures: {
      'Average headcount': '148.5',
      'Annualized (simple)': '24.24%',
      'Annualized (compounded)': '21.72%',
    },
  },
  {
    // 5 ÷ 200 = 2.5% a quarter; simple 2.5 × 12 ÷ 3 = 10%; compounded 1 − 0.975^4 = 1 − 0.903688 = 9.6312% → 9.63%.
    name: 'a quarter, flat headcount',
    values: { separations: '5', startHeadcount: '200', endHeadcount: '200', periodMonths: '3' },
    primary: ['Attrition rate over 3 months', '2.5%'],
    figures: { 'Average headcount': '200', 'Annualized (simple)': '10%', 'Annualized (compounded)': '9.63%' },
  },
  {
    // Nobody left: 0 ÷ 55 = 0%.
    name: 'no leavers',
    values: { separations: '0', startHeadcount: '50', endHeadcount: '60', periodMonths: '12' },
    primary: ['Attrition rate for the year', '0%'],
    figures: { 'Average headcount': '55' },
  },
  {
    // A company founded in the period: average (0 + 20) ÷ 2 = 10; 2 ÷ 10 = 20%.
    name: 'starting from zero headcount',
    values: { separations: '2', startHeadcount: '0', endHeadcount: '20', periodMonths: '12' },
    primary: ['Attrition rate for the year', '20%'],
    figures: { 'Average headcount': '10' },
  },
  {
    // Rounding to two decimals: 2 ÷ 3 = 0.666… → 66.666…% → 66.67% (half up on the third decimal).
    name: 'repeating decimal rounds up',
    values: { separations: '2', startHeadcount: '3', endHeadcount: '3', periodMonths: '12' },
    primary: ['Attrition rate for the year', '66.67%'],
    figures: { 'Average headcount': '3' },
  },
  {
    // 12 ÷ 10 = 120% in one month (seasonal churn); simple 120 × 12 = 1,440%; a period share
    // of 1 or more has no compounded figure (1 − (1 − 1.2)^12 would be meaningless).
    name: 'more leavers than the average headcount',
    values: { separations: '12', startHeadcount: '10', endHeadcount: '10', periodMonths: '1' },
    primary: ['Attrition rate for the month', '120%'],
    figures: { 'Annualized (simple)': '1,440%' },
    absent: ['Annualized (compounded)'],
  },
  {
    // Exactly 100% over six months: 10 ÷ 10; simple 100 × 12 ÷ 6 = 200%; compounding is not defined.
    name: 'exactly 100% in the period',
    values: { separations: '10', startHeadcount: '10', endHeadcount: '10', periodMonths: '6' },
    primary: ['Attrition rate over 6 months', '100%'],
    figures: { 'Annualized (simple)': '200%' },
    absent: ['Annualized (compounded)'],
  },
  {
    // 18 months: 30 ÷ 100 = 30%; simple 30 × 12 ÷ 18 = 20%; compounded 1 − 0.7^(12/18) = 1 − 0.788374 = 21.16%.
    // Over more than a year the compounded yearly rate is above the simple one.
    name: 'a period longer than a year',
    values: { separations: '30', startHeadcount: '100', endHeadcount: '100', periodMonths: '18' },
    primary: ['Attrition rate over 18 months', '30%'],
    figures: { 'Annualized (simple)': '20%', 'Annualized (compounded)': '21.16%' },
  },
  {
    // Large employer, near the 10,000,000 limit: average (9,876,543 + 9,999,999) ÷ 2 = 9,938,271;
    // 1,234,567 ÷ 9,938,271 = 0.1242235 → 12.42%.
    name: 'large headcounts',
    values: {
      separations: '1,234,567',
      startHeadcount: '9,876,543',
      endHeadcount: '9,999,999',
      periodMonths: '12',
    },
    primary: ['Attrition rate for the year', '12.42%'],
    figures: { 'Average headcount': '9,938,271' },
  },
  {
    // Typed with thousands separators: 45 ÷ ((1,200 + 1,300) ÷ 2) = 45 ÷ 1,250 = 3.6%.
    name: 'figures typed with commas',
    values: { separations: '45', startHeadcount: '1,200', endHeadcount: '1,300', periodMonths: '12' },
    primary: ['Attrition rate for the year', '3.6%'],
    figures: { 'Average headcount': '1,250' },
  },
];

describe('attrition rate vectors (SHRM / BLS JOLTS)', () => {
  it.each(vectors)('$name', ({ values, primary, figures, absent }) => {
    const view = expectCard(runner, values, { primary, figures });
    const labels = view.secondary.map((item) => item.label);
    for (const label of absent ?? []) expect(labels).not.toContain(label);
  });

  it.each([
    // An average headcount of zero has no rate at all (division by zero).
    [
      { separations: '1', startHeadcount: '0', endHeadcount: '0', periodMonths: '' },
      'endHeadcount',
      "Average headcount can't be zero: enter the headcount at the start or the end",
    ],
    // Separations are counts of people.
    [
      { separations: '2.5', startHeadcount: '10', endHeadcount: '10', periodMonths: '' },
      'separations',
      'Employees who left must be a whole number',
    ],
    [
      { separations: '-1', startHeadcount: '10', endHeadcount: '10', periodMonths: '' },
      'separations',
      "Employees who left can't be negative",
    ],
  ])('refuses %j (%s)', (values, field, message) => {
    expect(formErrors(runner, values)[field]).toBe(message);
  });
});
