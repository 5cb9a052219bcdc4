import type { QuestionSetTool } from '../types';
import { BEHAVIORAL } from './behavioral-bank';
import { CLOSING, COMPETENCIES, OPENING } from './competencies';
import { FAIR_FAQ, INTERVIEW_DEFAULTS, STAR_APPROACH } from './interview-shared';
import { UPDATED } from './shared';

export const behavioralInterviewQuestionsGenerator: QuestionSetTool = {
  slug: 'behavioral-interview-questions-generator',
  kind: 'question-set',
  family: 'survey',
  group: 'interviews',
  name: 'Behavioral interview questions generator',
  title: 'Behavioral Interview Questions Generator (STAR, With Rubric)',
  description:
    'Get STAR behavioral interview questions for the competencies you choose, with follow-up probes, what good looks like, red flags and a 1-5 scoring rubric.',
  lead: 'Choose the role, seniority and competencies, and get a structured behavioral interview guide with probes and a scoring rubric.',
  summary: 'STAR behavioral questions by competency, with probes, red flags and a 1-5 rubric.',
  keywords: [
    'STAR interview questions',
    'competency-based interview',
    'tell me about a time',
    'structured interview',
    'interview scorecard',
  ],
  questions: {
    mode: 'interview',
    noun: 'behavioral interview guide',
    title: '{role}: behavioral interview guide',
    fileStem: 'behavioral-interview',
    approach: STAR_APPROACH,
    topicsLabel: 'Competencies',
    competencies: COMPETENCIES,
    questions: BEHAVIORAL,
    opening: OPENING,
    closing: CLOSING,
    defaults: INTERVIEW_DEFAULTS,
  },
  method: [
    'The guide is generated in your browser from a bank of behavioral questions grouped by competency. Questions are shared out across the competencies you choose, one from each in turn, up to what fits the interview length (4 competency questions in 30 minutes, 6 in 45, 8 in 60, 12 in 90), with an opening and a closing question around them.',
    'Every question asks about a real past situation (“Tell me about a time…”) rather than a hypothetical, because what people did is a better predictor than what they say they would do. The probes ask for the candidate’s own actions and the measurable result, the parts of a STAR answer candidates most often leave out.',
    'Each competency comes with what good looks like, red flags and anchored scores for 1, 3 and 5. Scoring every candidate against the same anchors, independently and straight after the interview, is what makes a structured interview fairer and more predictive than an unstructured conversation.',
    'Some questions suit only experienced candidates (managing performance, leading change): choose the seniority and the guide leaves out questions that do not fit.',
  ],
  faq: [
    {
      question: 'What is the STAR method?',
      answer:
        'STAR stands for Situation, Task, Action and Result. A complete answer to a behavioral question describes the situation, what the candidate was responsible for, what they did themselves, and what happened as a result. Interviewers use probes to fill in any part the candidate skips.',
    },
    {
      question: 'How many behavioral questions should I ask?',
      answer:
        'Plan on 6 to 8 minutes per question with probes: about 6 questions in a 45-minute interview and 8 in an hour. Covering three to five competencies in depth gives better evidence than many competencies touched lightly.',
    },
    {
      question: 'What if the candidate has no relevant experience?',
      answer:
        'Let them answer from any setting (study, volunteering, a previous career), or switch to situational questions about how they would handle a scenario. The situational interview questions generator builds those.',
    },
    FAIR_FAQ,
  ],
  related: [
    'situational-interview-questions-generator',
    'interview-questions-generator',
    'second-interview-questions-generator',
    'job-description-generator',
    'mock-interview',
  ],
  updated: UPDATED,
};
