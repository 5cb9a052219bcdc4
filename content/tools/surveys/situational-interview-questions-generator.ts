import type { QuestionSetTool } from '../types';
import { CLOSING, COMPETENCIES, OPENING } from './competencies';
import { FAIR_FAQ, INTERVIEW_DEFAULTS } from './interview-shared';
import { UPDATED } from './shared';
import { SITUATIONAL } from './situational-bank';

export const situationalInterviewQuestionsGenerator: QuestionSetTool = {
  slug: 'situational-interview-questions-generator',
  kind: 'question-set',
  family: 'survey',
  group: 'interviews',
  name: 'Situational interview questions generator',
  title: 'Situational Interview Questions Generator: Scenarios by Role',
  description:
    'Build situational interview questions: realistic scenarios for the role and competencies you choose, with follow-up probes, red flags and a 1-5 scoring rubric.',
  lead: 'Enter the role and pick competencies to get hypothetical, job-related scenarios with probes and a scoring guide for each.',
  summary: 'Hypothetical job scenarios by competency, with probes, red flags and a 1-5 rubric.',
  keywords: [
    'scenario interview questions',
    'hypothetical interview questions',
    'what would you do if',
    'situational judgment',
    'structured interview',
  ],
  questions: {
    mode: 'interview',
    noun: 'situational interview guide',
    title: '{role}: situational interview guide',
    fileStem: 'situational-interview',
    approach:
      'Each question sets out a realistic scenario from the role and asks what the candidate would do. Listen for how they reason: what they would find out first, the options they weigh, who they would involve, and how they would know it worked. Use the probes to change one detail of the scenario and see whether their reasoning holds.',
    topicsLabel: 'Competencies',
    competencies: COMPETENCIES,
    questions: SITUATIONAL,
    opening: OPENING,
    closing: CLOSING,
    defaults: INTERVIEW_DEFAULTS,
  },
  method: [
    'The guide is generated in your browser from a bank of scenarios grouped by competency, several of them set in the role you enter. Scenarios are shared out across the competencies you choose, one from each in turn, up to what fits the interview length, with an opening and a closing question around them.',
    'Situational questions ask what the candidate would do in a hypothetical but realistic situation. They work well for early-career candidates and career changers, who may not have a past example to draw on, and they let you test judgment on situations specific to your team.',
    'A good answer shows reasoning, not a textbook reply: the candidate clarifies the problem, weighs options and explains trade-offs. The probes change one detail of the scenario (the manager disagrees, nothing changes after a month) to test whether the reasoning holds up.',
    'Each competency has what good looks like, red flags and anchored scores for 1, 3 and 5. Score each candidate independently against the anchors straight after the interview.',
  ],
  faq: [
    {
      question: 'What is the difference between situational and behavioral questions?',
      answer:
        'Behavioral questions ask what the candidate did in a past situation (“Tell me about a time…”); situational questions ask what they would do in a hypothetical one (“Imagine…”). Many structured interviews combine both: behavioral for experienced hires, situational for roles where candidates are new to the work.',
    },
    {
      question: 'How do I score a situational answer?',
      answer:
        'Against the anchors, not against your own preferred answer. A strong answer shows a sound process (clarify, weigh options, involve the right people, check the outcome) even if the candidate’s conclusion differs from what you would do.',
    },
    {
      question: 'Can candidates prepare for situational questions?',
      answer:
        'Somewhat, which is why the probes matter: changing one detail of the scenario reveals whether the candidate is reasoning or reciting.',
    },
    FAIR_FAQ,
  ],
  related: [
    'behavioral-interview-questions-generator',
    'interview-questions-generator',
    'second-interview-questions-generator',
    'mock-interview',
  ],
  updated: UPDATED,
};
