// Sources: the multi-step income statement of standard financial accounting: gross profit = revenue − COGS, operating profit = gross profit − operating expenses, net profit = operating profit − interest − taxes; each margin = profit ÷ revenue × 100. Expected values worked by hand below.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import runner from '@/lib/calculators/profit-margin';
import { expectCard, formErrors } from './business-kit';

type Vector = {
  name: string;
  values: Record<string, string>;
  net: string;
  figures: Record<string, string>;
  hints: { gross: string; operating: string };
  summary: string;
};

const none = { operatingExpenses: '', interest: '', taxes: '' };

const vectors: Vector[] = [
  {
    // 500,000 − 300,000 = 200,000 (40%); − 120,000 = 80,000 (16%); − 10,000 − 15,000 = 55,000 (11%).
    name: 'full income statement',
    values: {
      revenue: '500000',
      cogs: '300000',
      operatingExpenses: '120000',
      interest: '10000',
      taxes: '15000',
    },
    net: '11%',
    figures: { 'Gross margin': '40%', 'Operating margin': '16%', 'Net profit': '$55,000.00' },
    hints: { gross: 'Gross profit $200,000.00', operating: 'Operating profit $80,000.00' },
    summary: 'Of every dollar of revenue, $0.11 is left as profit.',
  },
  {
    // Only COGS: 1,000 − 600 = 400; all three margins 400 ÷ 1,000 = 40%.
    name: 'empty optional costs count as zero',
    values: { revenue: '1000', cogs: '600', ...none },
    net: '40%',
    figures: { 'Gross margin': '40%', 'Operating margin': '40%', 'Net profit': '$400.00' },
    hints: { gross: 'Gross profit $400.00', operating: 'Operating profit $400.00' },
    summary: 'Of every dollar of revenue, $0.40 is left as profit.',
  },
  {
    // Operating loss: 100,000 − 70,000 = 30,000 (30%); − 45,000 = −15,000 (−15%); net −15%.
    name: 'operating loss',
    values: { revenue: '100000', cogs: '70000', operatingExpenses: '45000', interest: '', taxes: '' },
    net: '-15%',
    figures: { 'Gross margin': '30%', 'Operating margin': '-15%', 'Net profit': '-$15,000.00' },
    hints: { gross: 'Gross profit $30,000.00', operating: 'Operating profit -$15,000.00' },
    summary: 'The business loses $15,000.00 on $100,000.00 of revenue.',
  },
  {
    // COGS above revenue: 100 − 150 = −50 → −50% at every level.
    name: 'selling below cost',
    values: { revenue: '100', cogs: '150', ...none },
    net: '-50%',
    figures: { 'Gross margin': '-50%', 'Operating margin': '-50%', 'Net profit': '-$50.00' },
    hints: { gross: 'Gross profit -$50.00', operating: 'Operating profit -$50.00' },
    summary: 'The business loses $50.00 on $100.00 of revenue.',
  },
  {
    // No costs at all: 250 ÷ 250 = 100%.
    name: 'zero costs',
    values: { revenue: '250', cogs: '0', ...none },
    net: '100%',
    figures: { 'Gross margin': '100%', 'Net profit': '$250.00' },
    hints: { gross: 'Gross profit $250.00', operating: 'Operating profit $250.00' },
    summary: 'Of every dollar of revenue, $1.00 is left as profit.',
  },
  {
    // Break-even: 800 − 500 − 300 = 0 → 0%.
    name: 'break-even',
    values: { revenue: '800', cogs: '500', operatingExpenses: '300', interest: '', taxes: '' },
    net: '0%',
    figures: { 'Gross margin': '37.5%', 'Operating margin': '0%', 'Net profit': '$0.00' },
    hints: { gross: 'Gross profit $300.00', operating: 'Operating profit $0.00' },
    summary: 'Of every dollar of revenue, $0.00 is left as profit.',
  },
  {
    // Repeating decimal: (3 − 1) ÷ 3 = 66.666…% → 66.67%; per dollar 0.6667 → $0.67.
    name: 'two thirds',
    values: { revenue: '3', cogs: '1', ...none },
    net: '66.67%',
    figures: { 'Gross margin': '66.67%', 'Net profit': '$2.00' },
    hints: { gross: 'Gross profit $2.00', operating: 'Operating profit $2.00' },
    summary: 'Of every dollar of revenue, $0.67 is left as profit.',
  },
  {
    // Half a cent per dollar: (8 − 7) ÷ 8 = 12.5%; per dollar $0.125 → half up to $0.13.
    name: 'half a cent per dollar',
    values: { revenue: '8', cogs: '7', ...none },
    net: '12.5%',
    figures: { 'Gross margin': '12.5%', 'Net profit': '$1.00' },
    hints: { gross: 'Gross profit $1.00', operating: 'Operating profit $1.00' },
    summary: 'Of every dollar of revenue, $0.13 is left as profit.',
  },
  {
    // Cents: 1,234.56 − 789.12 = 445.44 → 36.0809% → 36.08%; − 100 = 345.44 → 27.9808% → 27.98%;
    // − 0 − 50.50 = 294.94 → 23.8903% → 23.89%.
    name: 'amounts with cents',
    values: { revenue: '1234.56', cogs: '789.12', operatingExpenses: '100', interest: '0', taxes: '50.50' },
    net: '23.89%',
    figures: { 'Gross margin': '36.08%', 'Operating margin': '27.98%', 'Net profit': '$294.94' },
    hints: { gross: 'Gross profit $445.44', operating: 'Operating profit $345.44' },
    summary: 'Of every dollar of revenue, $0.24 is left as profit.',
  },
  {
    // At the 10 trillion limit: 10T − 6T = 4T (40%); − 2T = 2T (20%); − 0.5T − 0.3T = 1.2T (12%).
    name: 'large amounts',
    values: {
      revenue: '10000000000000',
      cogs: '6000000000000',
      operatingExpenses: '2000000000000',
      interest: '500000000000',
      taxes: '300000000000',
    },
    net: '12%',
    figures: { 'Gross margin': '40%', 'Operating margin': '20%', 'Net profit': '$1,200,000,000,000.00' },
    hints: {
      gross: 'Gross profit $4,000,000,000,000.00',
      operating: 'Operating profit $2,000,000,000,000.00',
    },
    summary: 'Of every dollar of revenue, $0.12 is left as profit.',
  },
];

describe('profit margin vectors (income statement)', () => {
  it.each(vectors)('$name', ({ values, net, figures, hints, summary }) => {
    const view = expectCard(runner, values, { primary: ['Net profit margin', net], figures, summary });
    const hintOf = (label: string) => view.secondary.find((item) => item.label === label)?.hint;
    expect({ gross: hintOf('Gross margin'), operating: hintOf('Operating margin') }).toEqual(hints);
  });

  it.each([
    // A margin is a share of revenue; with no revenue there is nothing to divide by.
    [{ revenue: '0', cogs: '0', ...none }, 'revenue', "Revenue can't be zero"],
    [{ revenue: '100', cogs: '-1', ...none }, 'cogs', "Cost of goods sold can't be negative"],
    [{ revenue: '', cogs: '10', ...none }, 'revenue', 'Revenue is required'],
  ])('refuses %j (%s)', (values, field, message) => {
    expect(formErrors(runner, values)[field]).toBe(message);
  });
});
