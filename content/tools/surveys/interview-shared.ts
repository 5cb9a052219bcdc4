import type { InterviewChoices } from '@/lib/surveys/spec';
import { SAMPLE_COMPANY } from './shared';

export const INTERVIEW_DEFAULTS: InterviewChoices = {
  role: 'Customer Success Manager',
  company: SAMPLE_COMPANY,
  seniority: 'mid',
  competencies: ['communication', 'problem-solving', 'customer-focus', 'ownership'],
  length: '45',
};

export const STAR_APPROACH =
  'Each question asks about something the candidate actually did. Listen for the STAR elements: the Situation, their Task, the Actions they took themselves (“I”, not “we”), and the Result, ideally measured. Use the probes to fill in whatever is missing; past behavior in similar situations is the best interview predictor of future behavior.';

export const FAIR_FAQ = {
  question: 'Which interview questions are illegal to ask?',
  answer:
    'In the US, avoid anything about age, race, national origin, religion, sex, sexual orientation, gender identity, marital or family status, pregnancy, disability, genetic information or (beyond “are you authorized to work in the US?”) citizenship. Many states and cities also ban questions about salary history. Every question in these guides is about the job; keep your own follow-ups the same.',
};
