import type { FormTool } from '../types';

export const attritionRateCalculator: FormTool = {
  slug: 'attrition-rate-calculator',
  kind: 'form',
  runner: 'attrition-rate',
  family: 'calculator',
  group: 'hr',
  name: 'Attrition rate calculator',
  title: 'Attrition Rate Calculator: Employee Turnover, Annualized',
  description:
    'Calculate employee attrition as separations over average headcount for a month, quarter or year, and annualize a short period two ways.',
  lead: 'Enter how many people left and your headcount at the start and end of the period to get the attrition rate.',
  summary: 'Separations ÷ average headcount, annualized.',
  keywords: ['turnover rate', 'employee turnover', 'churn', 'retention', 'separations', 'hr metrics'],
  resultTitle: 'Your attrition',
  fields: [
    {
      key: 'separations',
      type: 'number',
      label: 'Employees who left',
      unit: 'people',
      default: '9',
      width: 'half',
      help: 'Voluntary and involuntary.',
    },
    {
      key: 'periodMonths',
      type: 'select',
      label: 'Over',
      default: '3',
      width: 'half',
      options: [
        { value: '1', label: 'A month' },
        { value: '3', label: 'A quarter (3 months)' },
        { value: '6', label: 'Half a year (6 months)' },
        { value: '12', label: 'A year' },
      ],
    },
    {
      key: 'startHeadcount',
      type: 'number',
      label: 'Headcount at the start',
      unit: 'people',
      default: '120',
      width: 'half',
    },
    {
      key: 'endHeadcount',
      type: 'number',
      label: 'Headcount at the end',
      unit: 'people',
      default: '130',
      width: 'half',
    },
  ],
  method: [
    'Attrition rate = people who left during the period ÷ average headcount × 100, with the average taken as (start + end) ÷ 2, the standard way HR teams measure it.',
    'To compare a month or quarter with yearly figures, the rate is annualized two ways: scaled (a 7.2% quarter × 4 = 28.8%) and compounded, which assumes the same share of the remaining staff leaves each period and is a little lower.',
  ],
  faq: [
    {
      question: 'Is attrition the same as turnover?',
      answer:
        'Often used interchangeably. Some teams use turnover for all departures and attrition for roles left unfilled; say which you report and use the same definition each time.',
    },
    {
      question: 'Should I count people who were let go?',
      answer:
        'For total attrition, yes. Many teams also report voluntary attrition (resignations only) separately, because it is the part better hiring and management can change.',
    },
    {
      question: 'What is a normal attrition rate?',
      answer:
        'It varies by industry: US total separations (from the Bureau of Labor Statistics’ JOLTS survey) have run at roughly 3.5% a month across all jobs in recent years, far higher in hospitality and retail and lower in government. Compare with your sector and your own trend.',
    },
  ],
  related: ['nps-calculator', 'paycheck-calculator', 'percentage-calculator', 'roi-calculator'],
  updated: '2026-11-22',
};
