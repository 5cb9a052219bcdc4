import type { LandingSectionInput } from '../../schema/landing';
import { negative, percent, revenueExample as example, usd } from './revenue-example';

/** The worked income statement, from gross sales to net income. */
export const incomeStatement: LandingSectionInput = {
  type: 'table',
  eyebrow: 'Worked example',
  title: 'From gross sales to net income',
  lead: 'One year of a small company that sells and installs standing desks, with every line calculated from the ones above it.',
  caption: `Worked example income statement. The ${Math.round(example.taxRate * 100)}% tax rate is for illustration only.`,
  columns: ['Line', 'Amount', 'How it is calculated'],
  rows: [
    ['Gross sales', usd(example.grossSales), 'Every desk and installation invoiced in the year'],
    ['Returns', negative(example.returns), 'Desks sent back and refunded'],
    [
      'Discounts and allowances',
      negative(example.discounts),
      'Volume discounts and price cuts for late delivery',
    ],
    ['**Net revenue**', `**${usd(example.netRevenue)}**`, 'Gross sales − returns − discounts and allowances'],
    ['Cost of goods sold', negative(example.cogs), 'Desks bought in, freight and installers’ direct time'],
    [
      'Gross profit',
      usd(example.grossProfit),
      `Net revenue − cost of goods sold (gross margin ${percent(example.grossProfit, example.netRevenue)})`,
    ],
    ['Operating expenses', negative(example.operatingExpenses), 'Salaries, rent, marketing, software'],
    [
      'Operating income',
      usd(example.operatingIncome),
      `Gross profit − operating expenses (operating margin ${percent(example.operatingIncome, example.netRevenue)})`,
    ],
    [
      'Other income',
      usd(example.otherIncome),
      'Interest on cash and a gain on selling a delivery van: not revenue',
    ],
    ['Interest expense', negative(example.interestExpense), 'Interest on a bank loan'],
    [
      'Income tax',
      negative(example.tax),
      `${Math.round(example.taxRate * 100)}% of ${usd(example.pretax)} income before tax`,
    ],
    [
      '**Net income**',
      `**${usd(example.netIncome)}**`,
      `What is left (net margin ${percent(example.netIncome, example.netRevenue)})`,
    ],
  ],
};
