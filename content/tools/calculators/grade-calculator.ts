import type { FormTool } from '../types';

export const gradeCalculator: FormTool = {
  slug: 'grade-calculator',
  kind: 'form',
  runner: 'grade',
  family: 'calculator',
  group: 'everyday',
  name: 'Grade calculator',
  title: 'Grade Calculator: Weighted Grade and What You Need on the Final',
  description:
    'Work out your weighted course grade from category scores and weights, and the score you need on the final exam to reach the grade you want.',
  lead: 'Enter each category’s score and weight to get your current grade, and what the final must bring to reach your target.',
  summary: 'Weighted grade, and the score needed on the final.',
  keywords: ['final grade', 'weighted average', 'final exam', 'class grade', 'syllabus'],
  resultTitle: 'Your grade',
  fields: [
    {
      key: 'categories',
      type: 'rows',
      label: 'Graded work so far',
      help: 'Weights as in your syllabus; they need not add up to 100.',
      rowName: 'category',
      minRows: 1,
      maxRows: 30,
      columns: [
        { key: 'name', label: 'Category', type: 'text', placeholder: 'Optional' },
        { key: 'score', label: 'Score (%)', type: 'percent' },
        { key: 'weight', label: 'Weight (%)', type: 'percent' },
      ],
      blank: { name: '', score: '', weight: '' },
      default: [
        { name: 'Homework', score: '92', weight: '20' },
        { name: 'Quizzes', score: '85', weight: '15' },
        { name: 'Midterm', score: '78', weight: '25' },
      ],
    },
    {
      key: 'finalWeight',
      type: 'percent',
      label: 'Final exam weight (optional)',
      default: '40',
      width: 'half',
    },
    { key: 'targetGrade', type: 'percent', label: 'Grade you want', default: '85', width: 'half' },
  ],
  method: [
    'Your current grade is a weighted average: each category’s score times its weight, added up and divided by the total of the weights. If the weights entered add up to less than 100, the grade is the average over the work done so far.',
    'With the final’s weight f and the grade you want G, the score needed is (G − current × (1 − f)) ÷ f. If it is above 100%, the target is out of reach without extra credit; if it is zero or below, you already have it.',
  ],
  faq: [
    {
      question: 'What if my class uses points instead of percentages?',
      answer:
        'Turn each category into a percentage first: points earned ÷ points possible × 100, and use the share of total points as its weight.',
    },
    {
      question: 'What letter grade is that?',
      answer:
        'The result shows the common 90/80/70/60 scale (A, B, C, D). Your syllabus may use different cut-offs or plus and minus grades.',
    },
    {
      question: 'Does a dropped lowest quiz change this?',
      answer: 'Yes: leave the dropped score out when you work out the category average.',
    },
  ],
  related: ['gpa-calculator', 'percentage-calculator', 'fraction-calculator', 'scientific-calculator'],
  updated: '2026-11-22',
};
