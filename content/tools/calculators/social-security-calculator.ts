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
  summary: 'Monthly benefit from earnings, by claiming age 62 to 70.',
  keywords: ['ssa', 'retirement benefit', 'pia', 'full retirement age', 'aime', 'claiming age'],
  resultTitle: 'Your benefit',
  fields: [
    {
      key: 'aime',
      type: 'money',
      label: 'Average indexed monthly earnings (AIME)',
      default: '6000',
      help: 'Roughly your best 35 years of earnings, adjusted for wage growth, divided by 420 months.',
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
    'Social Security first works out your primary insurance amount (PIA), the monthly benefit at full retirement age: 90% of your average indexed monthly earnings up to the first bend point, 32% up to the second and 15% above it. The bend points are those of the year you turn 62; for 2026 they are $1,286 and $7,749 (SSA’s published formula). The PIA is rounded down to the dime.',
    'Claiming before full retirement age reduces it by 5/9 of 1% for each of the first 36 months early and 5/12 of 1% for each month beyond; waiting past it adds 2/3 of 1% a month (8% a year) until 70. The benefit is rounded down to the dollar. Full retirement age is 66 for people born 1943 to 1954, rising by two months a year to 67 for those born in 1960 or later.',
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
        'No. Benefits rise with inflation from the year you turn 62; this estimate is in today’s dollars, which is the fairest way to compare it with today’s costs.',
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
