import type { FormTool } from '../types';

const ages = Array.from({ length: 9 }, (_, i) => String(62 + i)).map((age) => ({ value: age, label: age }));
const months = Array.from({ length: 12 }, (_, i) => ({
  value: String(i),
  label: i === 1 ? '1 month' : `${i} months`,
}));

export const socialSecurityCalculator: FormTool = {
  slug: 'social-security-calculator',
  kind: 'form',
  runner: 'social-security',
  family: 'calculator',
  group: 'savings',
  name: 'Social Security calculator',
  title: 'Social Security Calculator: Benefit Estimate by Claiming Age',
  description:
    'Estimate your Social Security retirement benefit from average indexed earnings with 2026 bend points, your full retirement age, and early or delayed claiming.',
  lead: 'Estimate your monthly retirement benefit and see how it changes if you claim at 62, at full retirement age or as late as 70.',
  summary: 'Monthly benefit from earnings, by claiming age from 62 (or your age now) to 70.',
  keywords: ['ssa', 'retirement benefit', 'pia', 'full retirement age', 'aime', 'claiming age'],
  resultTitle: 'Your benefit',
  fields: [
    {
      key: 'aime',
      type: 'money',
      label: 'Average indexed monthly earnings (AIME)',
      default: '6000',
      help: 'Your best 35 years of earnings, each indexed to 2026 wage levels, divided by 420 months.',
    },
    { key: 'birthDate', type: 'date', label: 'Date of birth', default: '1964-07-15', width: 'half' },
    {
      key: 'claimAgeYears',
      type: 'select',
      label: 'Start benefits at age',
      default: '',
      width: 'half',
      options: [{ value: '', label: 'Full retirement age' }, ...ages],
    },
    {
      key: 'claimAgeMonths',
      type: 'select',
      label: 'and',
      default: '0',
      width: 'half',
      options: months,
      showWhen: { field: 'claimAgeYears', is: ['62', '63', '64', '65', '66', '67', '68', '69'] },
    },
  ],
  method: [
    'Social Security first works out your primary insurance amount (PIA), the monthly benefit at full retirement age: 90% of your average indexed monthly earnings up to the first bend point, 32% up to the second and 15% above it, rounded down to the dime. This estimate uses the 2026 bend points, $1,286 and $7,749 (worked out with SSA’s published formula from the 2024 average wage index), for every birth year, and takes the AIME you enter as indexed to 2026 wage levels, so the result is in 2026 dollars. SSA itself uses the bend points of the year you turn 62 and then adds each cost-of-living increase; an older year’s bend points without those increases would understate today’s benefit.',
    'Claiming before full retirement age reduces it by 5/9 of 1% for each of the first 36 months early and 5/12 of 1% for each month beyond; waiting past it adds 2/3 of 1% a month (8% a year) until 70. The benefit is rounded down to the dollar. Full retirement age is 66 for people born 1943 to 1954, rising by two months a year to 67 for those born in 1960 or later (born on 1 January, count the year before). Benefits can’t start in the past, so if you are already over 62 the claiming ages start at your age today.',
  ],
  faq: [
    {
      question: 'Where do I find my AIME?',
      answer:
        'Your my Social Security account at ssa.gov shows your earnings record and estimates. AIME is your highest 35 years of earnings, each indexed to wage growth, divided by 420 months; years with no earnings count as zero.',
    },
    {
      question: 'Should I claim at 62 or wait?',
      answer:
        'Waiting raises the monthly amount for life: from 62 to 70 it rises by about 77% for someone whose full retirement age is 67. Claiming early can still make sense with poor health or no other savings. Compare the table of ages above.',
    },
    {
      question: 'Are cost-of-living increases included?',
      answer:
        'Not beyond 2026. The estimate is in 2026 dollars, which is the fairest way to compare it with today’s costs; real benefits rise each year with the cost-of-living adjustment (2.8% for 2026).',
    },
    {
      question: 'What is not included?',
      answer:
        'The earnings test (benefits held back if you work while claiming early), spouse and survivor benefits, and pensions from work not covered by Social Security.',
    },
  ],
  related: ['retirement-calculator', 'paycheck-calculator', 'age-calculator', 'investment-calculator'],
  updated: '2026-11-22',
};
