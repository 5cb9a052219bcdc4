import type { FormTool } from '../types';

const byMode = (mode: string) => ({ field: 'mode', is: [mode] });

export const npsCalculator: FormTool = {
  slug: 'nps-calculator',
  kind: 'form',
  runner: 'nps',
  family: 'calculator',
  group: 'hr',
  name: 'NPS calculator',
  title: 'NPS Calculator: Net Promoter Score from Counts or Raw Scores',
  description:
    'Calculate your Net Promoter Score from the number of promoters, passives and detractors, or paste raw 0 to 10 survey answers to be tallied.',
  lead: 'Enter the three group counts, or paste your survey’s 0 to 10 answers, to get the Net Promoter Score.',
  summary: 'Net Promoter Score from group counts or pasted 0–10 answers.',
  keywords: ['net promoter score', 'enps', 'customer survey', 'promoters', 'detractors'],
  resultTitle: 'Your NPS',
  fields: [
    {
      key: 'mode',
      type: 'select',
      label: 'Enter',
      display: 'segmented',
      default: 'counts',
      options: [
        { value: 'counts', label: 'Counts' },
        { value: 'scores', label: 'Raw scores' },
      ],
    },
    {
      key: 'promoters',
      type: 'number',
      label: 'Promoters (9–10)',
      unit: 'people',
      default: '120',
      width: 'half',
      showWhen: byMode('counts'),
    },
    {
      key: 'passives',
      type: 'number',
      label: 'Passives (7–8)',
      unit: 'people',
      default: '50',
      width: 'half',
      showWhen: byMode('counts'),
    },
    {
      key: 'detractors',
      type: 'number',
      label: 'Detractors (0–6)',
      unit: 'people',
      default: '30',
      width: 'half',
      showWhen: byMode('counts'),
    },
    {
      key: 'scores',
      type: 'text',
      multiline: true,
      label: 'Survey answers (0 to 10)',
      default: '10, 9, 8, 7, 10, 6, 9, 3, 10, 8',
      help: 'Paste a column from a spreadsheet, or separate with commas or spaces.',
      showWhen: byMode('scores'),
    },
  ],
  method: [
    'Net Promoter Score asks “How likely are you to recommend us to a friend or colleague?” on a 0 to 10 scale. Answers of 9 or 10 are promoters, 7 or 8 passives, 0 to 6 detractors.',
    'NPS is the percentage of promoters minus the percentage of detractors, so it runs from −100 (everyone a detractor) to +100 (everyone a promoter). Passives count in the total but in neither group.',
  ],
  faq: [
    {
      question: 'What is a good NPS?',
      answer:
        'Anything above 0 means more promoters than detractors; above 50 is generally called excellent. Benchmarks vary widely by industry, so compare with your own past scores and your sector.',
    },
    {
      question: 'Does this work for employee NPS (eNPS)?',
      answer:
        'Yes. eNPS asks employees how likely they are to recommend the company as a place to work and is scored the same way. Scores tend to run lower than customer NPS.',
    },
    {
      question: 'How many responses do I need?',
      answer:
        'With few answers the score swings a lot: one person can move a 20-answer survey by 5 points. Treat scores from under 100 responses as rough.',
    },
  ],
  related: ['attrition-rate-calculator', 'percentage-calculator', 'roi-calculator', 'grade-calculator'],
  updated: '2026-11-22',
};
