import type { FormTool } from '../types';

const byUnit = (unit: string) => ({ field: 'unit', is: [unit] });

export const bmiCalculator: FormTool = {
  slug: 'bmi-calculator',
  kind: 'form',
  runner: 'bmi',
  family: 'calculator',
  group: 'everyday',
  name: 'BMI calculator',
  title: 'BMI Calculator for Adults: Metric or Imperial, WHO Categories',
  description:
    'Calculate body mass index from your height and weight in kg and cm or lb, feet and inches, see the WHO adult category and a healthy weight range.',
  lead: 'Enter your height and weight in metric or imperial units to get your BMI and the WHO category it falls in.',
  summary: 'BMI and BMI Prime with WHO adult categories and a healthy weight range.',
  keywords: ['body mass index', 'healthy weight', 'overweight', 'obesity', 'who'],
  resultTitle: 'Your BMI',
  fields: [
    {
      key: 'unit',
      type: 'select',
      label: 'Units',
      display: 'segmented',
      default: 'metric',
      options: [
        { value: 'metric', label: 'kg and cm' },
        { value: 'imperial', label: 'lb, ft and in' },
      ],
    },
    {
      key: 'weightKg',
      type: 'number',
      label: 'Weight',
      unit: 'kg',
      default: '72',
      width: 'half',
      showWhen: byUnit('metric'),
    },
    {
      key: 'heightCm',
      type: 'number',
      label: 'Height',
      unit: 'cm',
      default: '175',
      width: 'half',
      showWhen: byUnit('metric'),
    },
    {
      key: 'weightLb',
      type: 'number',
      label: 'Weight',
      unit: 'lb',
      default: '160',
      showWhen: byUnit('imperial'),
    },
    {
      key: 'heightFt',
      type: 'number',
      label: 'Height',
      unit: 'ft',
      default: '5',
      width: 'half',
      showWhen: byUnit('imperial'),
    },
    {
      key: 'heightIn',
      type: 'number',
      label: 'and',
      unit: 'in',
      default: '9',
      width: 'half',
      showWhen: byUnit('imperial'),
    },
  ],
  method: [
    'Body mass index is weight in kilograms divided by the square of height in meters. Imperial entries are converted first with the exact factors (1 lb = 0.45359237 kg, 1 in = 0.0254 m).',
    'The result is placed in the World Health Organization’s adult categories, which the CDC uses too: under 18.5 underweight, 18.5 to below 25 normal (healthy) weight, 25 to below 30 overweight, 30 and above obesity (classes I to III from 30, 35 and 40). A BMI of 24.96 is still healthy weight, so it is shown as 24.96 rather than rounded up to 25.0 next to the wrong category, and the healthy weights for your height run up to, but not including, a BMI of 25.',
    'BMI Prime is your BMI divided by 25, the top of the healthy range: 1.00 or more means a BMI in the overweight range or above, whatever units you measure in.',
  ],
  faq: [
    {
      question: 'Is BMI accurate?',
      answer:
        'It is a quick screening figure, not a diagnosis. It cannot tell muscle from fat, so very muscular people can read as overweight, and it says nothing about where fat is carried. A doctor looks at more than BMI.',
    },
    {
      question: 'Does BMI work for children?',
      answer:
        'Not with these categories. For ages 2 to 19, BMI is compared with growth charts for the same age and sex (percentiles); ask a pediatrician or use a child BMI tool.',
    },
    {
      question: 'Are the categories different for Asian adults?',
      answer:
        'WHO has suggested lower action points for many Asian populations (overweight from 23, higher risk from 27.5), because health risks start at lower BMI. The standard categories are shown here.',
    },
  ],
  related: ['age-calculator', 'kg-to-lbs', 'cm-to-feet', 'percentage-calculator'],
  updated: '2026-11-22',
};
