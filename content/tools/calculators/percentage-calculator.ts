import type { FormTool } from '../types';

const mode = (is: string) => ({ field: 'mode', is: [is] });

export const percentageCalculator: FormTool = {
  slug: 'percentage-calculator',
  kind: 'form',
  runner: 'percentage',
  family: 'calculator',
  group: 'everyday',
  name: 'Percentage calculator',
  title: 'Percentage Calculator: X% of Y, What Percent, % Change',
  description:
    'Three percentage calculators in one: find X% of Y, what percent one number is of another, and the percent increase or decrease between two values.',
  lead: 'Choose the question, type two numbers, and get the answer with the working shown.',
  summary: 'X% of Y, X is what % of Y, and percent change.',
  keywords: ['percent', 'percent change', 'percent increase', 'percent decrease', 'what percent'],
  resultTitle: 'The answer',
  fields: [
    {
      key: 'mode',
      type: 'select',
      label: 'What do you want to know?',
      default: 'percentOf',
      options: [
        { value: 'percentOf', label: 'What is X% of Y?' },
        { value: 'whatPercent', label: 'X is what percent of Y?' },
        { value: 'change', label: 'Percent change from X to Y' },
      ],
    },
    {
      key: 'percent',
      type: 'percent',
      label: 'Percentage (X)',
      default: '15',
      width: 'half',
      showWhen: mode('percentOf'),
    },
    {
      key: 'of',
      type: 'number',
      label: 'Of the number (Y)',
      default: '80',
      width: 'half',
      showWhen: mode('percentOf'),
    },
    {
      key: 'part',
      type: 'number',
      label: 'Part (X)',
      default: '18',
      width: 'half',
      showWhen: mode('whatPercent'),
    },
    {
      key: 'whole',
      type: 'number',
      label: 'Whole (Y)',
      default: '72',
      width: 'half',
      showWhen: mode('whatPercent'),
    },
    {
      key: 'from',
      type: 'number',
      label: 'Starting value (X)',
      default: '48000',
      width: 'half',
      showWhen: mode('change'),
    },
    {
      key: 'to',
      type: 'number',
      label: 'New value (Y)',
      default: '52800',
      width: 'half',
      showWhen: mode('change'),
    },
  ],
  method: [
    'A percentage is a number of hundredths. X% of Y is X ÷ 100 × Y. To find what percent X is of Y, divide X by Y and multiply by 100.',
    'Percent change compares the difference with where you started: (new − starting) ÷ starting × 100. A rise from 48,000 to 52,800 is 4,800 ÷ 48,000 = 10%. If the starting value is negative its size is used, so a move from −50 to −25 counts as a 50% increase.',
  ],
  faq: [
    {
      question: 'Why isn’t a 10% rise undone by a 10% fall?',
      answer:
        'Because the base changes. 100 up 10% is 110; 110 down 10% is 99. To undo a rise of r%, fall by r ÷ (100 + r) × 100%: 9.09% for a 10% rise.',
    },
    {
      question: 'What is the difference between percent and percentage points?',
      answer:
        'If a rate goes from 4% to 5%, it rose by 1 percentage point, which is a 25% increase in the rate. Say “points” for the difference between two percentages.',
    },
    {
      question: 'How do I add a percentage to a number?',
      answer:
        'Multiply by 1 plus the percentage as a decimal: 80 plus 15% is 80 × 1.15 = 92. To take it off, multiply by 1 minus it: 80 × 0.85 = 68.',
    },
  ],
  related: ['fraction-calculator', 'tip-calculator', 'margin-calculator', 'sales-tax-calculator'],
  updated: '2026-11-22',
};
