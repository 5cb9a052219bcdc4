import { defineContent } from './define';
import { screenDataSchema } from './schema/screen';

/**
 * The product screen a page shows when its hero names no screen of its own: a data analyst role,
 * a role most visitors recognise. Product and industry pages give their own.
 */
export const defaultScreen = defineContent('content/screens.ts', screenDataSchema, {
  employer: 'Northwind Analytics',
  role: 'Senior Data Analyst',
  task: 'Clean a churn dataset and present 3 findings',
  questions: [
    'Tell us about turning a skeptical stakeholder around.',
    'How would you explain a null result to sales leadership?',
    'Which dashboard did you retire, and why?',
  ],
  stage: 'Advance',
  skills: [
    { name: 'SQL & data modelling', score: 94 },
    { name: 'Statistics & A/B testing', score: 90 },
    { name: 'Dashboard storytelling', score: 86 },
    { name: 'Python (pandas)', score: 81 },
    { name: 'Stakeholder communication', score: 62 },
  ],
  candidates: [
    { person: 'Amara Okafor', detail: 'Data Analyst · Corvid Bank', score: 88 },
    { person: 'Jonah Reyes', detail: 'BI Analyst · Tillwise', score: 84 },
    { person: 'Mei Takahashi', detail: 'Analytics Lead · Fernhill', score: 79 },
    { person: 'Oskar Lind', detail: 'Data Scientist · Brightwave', score: 74 },
  ],
});
