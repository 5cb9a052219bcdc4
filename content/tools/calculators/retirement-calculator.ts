import type { FormTool } from '../types';

export const retirementCalculator: FormTool = {
  slug: 'retirement-calculator',
  kind: 'form',
  runner: 'retirement',
  family: 'calculator',
  group: 'savings',
  name: 'Retirement calculator',
  title: 'Retirement Calculator: Will Your Savings Last?',
  description:
    'Project your retirement savings with contributions, employer match, returns and inflation, see the nest egg in today’s money and whether it lasts.',
  lead: 'Project your nest egg from what you save and your employer adds, then see whether it pays the income you want for as long as you need it.',
  summary: 'Nest egg in today’s money, and whether your savings last.',
  keywords: ['401k', 'nest egg', 'pension', 'employer match', 'inflation', 'ira'],
  resultTitle: 'Your retirement',
  fields: [
    { key: 'age', type: 'number', label: 'Current age', unit: 'years', default: '35', width: 'half' },
    {
      key: 'retireAge',
      type: 'number',
      label: 'Retirement age',
      unit: 'years',
      default: '67',
      width: 'half',
    },
    {
      key: 'planAge',
      type: 'number',
      label: 'Plan until age',
      unit: 'years',
      default: '95',
      width: 'half',
      help: 'Planning past your life expectancy is safer.',
    },
    { key: 'savings', type: 'money', label: 'Current retirement savings', default: '60000', width: 'half' },
    { key: 'salary', type: 'money', label: 'Annual salary', default: '80000', width: 'half' },
    {
      key: 'contribution',
      type: 'percent',
      label: 'You contribute',
      default: '10',
      width: 'half',
      help: 'Percent of salary.',
    },
    {
      key: 'matchRate',
      type: 'percent',
      label: 'Employer matches',
      default: '50',
      width: 'half',
      help: 'Percent of what you put in.',
    },
    {
      key: 'matchLimit',
      type: 'percent',
      label: 'Up to',
      default: '6',
      width: 'half',
      help: 'Percent of salary.',
    },
    { key: 'salaryGrowth', type: 'percent', label: 'Yearly raise', default: '3', width: 'half' },
    { key: 'inflation', type: 'percent', label: 'Inflation', default: '2.5', width: 'half' },
    { key: 'returnBefore', type: 'percent', label: 'Return before retiring', default: '7', width: 'half' },
    { key: 'returnAfter', type: 'percent', label: 'Return in retirement', default: '5', width: 'half' },
    {
      key: 'income',
      type: 'money',
      label: 'Income you want in retirement, per year',
      default: '60000',
      width: 'half',
      help: "In today's money.",
    },
    {
      key: 'otherIncome',
      type: 'money',
      label: 'Social Security and pensions, per year',
      default: '24000',
      width: 'half',
      help: "In today's money; the Social Security calculator estimates it.",
    },
  ],
  method: [
    'Working years are projected one at a time: your savings earn the pre-retirement return, and at the end of each year your contribution (a percent of a salary that rises each year) and your employer’s match are added. The match is a percent of your contribution, on contributions up to the limit.',
    'From your retirement age, at the start of each year you withdraw the income you asked for less Social Security and pensions, both grown by inflation so they keep their buying power; the rest earns the retirement return. If the money runs out before the age you plan to, the calculator says when, and how much more to save each month from now to last.',
    '“Today’s money” divides a future amount by inflation over the years in between, so $1,000,000 in 32 years at 2.5% inflation buys what about $454,000 buys now.',
  ],
  faq: [
    {
      question: 'How much do I need to retire?',
      answer:
        'It depends on the income you want and what Social Security and pensions cover. A common rule of thumb is 25 times the yearly amount your savings must provide (the 4% rule), but returns, inflation and how long you live move it a lot; this calculator works it out year by year.',
    },
    {
      question: 'What employer match should I enter?',
      answer:
        'Your plan documents say, for example “50% of contributions up to 6% of salary”: enter 50 and 6. If you contribute less than the limit, the calculator matches only what you put in.',
    },
    {
      question: 'Why show today’s money?',
      answer:
        'A nest egg decades away sounds larger than it is. Dividing by inflation shows what it would buy now, which is the figure to compare with your current spending.',
    },
    {
      question: 'Are taxes included?',
      answer:
        'No. Withdrawals from a traditional 401(k) or IRA are taxed as income, Roth withdrawals usually are not. If most of your savings are pre-tax, ask for a higher income to leave room for tax.',
    },
  ],
  related: [
    'investment-calculator',
    'social-security-calculator',
    'compound-interest-calculator',
    'paycheck-calculator',
  ],
  updated: '2026-11-22',
};
