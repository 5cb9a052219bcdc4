import type { BankQuestion } from '@/lib/surveys/spec';
import type { QuestionSetTool } from '../types';
import { BEHAVIORAL } from './behavioral-bank';
import { CLOSING, COMPETENCIES, OPENING } from './competencies';
import { FAIR_FAQ, INTERVIEW_DEFAULTS } from './interview-shared';
import { UPDATED } from './shared';
import { SITUATIONAL } from './situational-bank';

/** Per competency, a past-behavior question then a scenario, alternating, so any length gets a mix. */
const MIXED: readonly BankQuestion[] = COMPETENCIES.flatMap((competency) => {
  const past = BEHAVIORAL.filter((q) => q.topic === competency.id);
  const scenarios = SITUATIONAL.filter((q) => q.topic === competency.id);
  return Array.from({ length: Math.max(past.length, scenarios.length) }, (_, index) =>
    [past[index], scenarios[index]].filter((q): q is BankQuestion => q !== undefined),
  ).flat();
});

export const interviewQuestionsGenerator: QuestionSetTool = {
  slug: 'interview-questions-generator',
  kind: 'question-set',
  family: 'survey',
  group: 'interviews',
  name: 'Interview questions generator',
  title: 'Interview Questions Generator: Structured Guide With Scorecard',
  description:
    'Generate interview questions for any role: a structured guide by competency with follow-up probes, what good looks like, red flags and a 1-5 scorecard to download.',
  lead: 'Enter the job title, seniority and the competencies that matter, and get a structured interview guide with probes and a scorecard.',
  summary: 'A structured interview guide for any role: questions, probes, red flags and a scorecard.',
  keywords: [
    'interview questions',
    'interview guide',
    'interview scorecard',
    'structured interview',
    'hiring manager questions',
    'questions to ask candidates',
  ],
  questions: {
    mode: 'interview',
    noun: 'interview guide',
    title: '{role}: interview guide',
    fileStem: 'interview-guide',
    approach:
      'The guide mixes two kinds of question for each competency: past-behavior questions (“Tell me about a time…”), where you listen for the situation, what the candidate did themselves and the result; and scenarios (“Imagine…”), where you listen for how they reason through a problem they may not have met yet.',
    topicsLabel: 'Competencies',
    competencies: COMPETENCIES,
    questions: MIXED,
    opening: OPENING,
    closing: CLOSING,
    defaults: INTERVIEW_DEFAULTS,
  },
  method: [
    'The guide is generated in your browser. For each competency you choose it alternates a past-behavior question with a job-related scenario, sharing questions out one competency at a time up to what fits the interview length, with an opening and a closing question around them.',
    'It follows the structured-interview method: the same main questions in the same order for every candidate, decided before the first interview, with evidence scored against written anchors. Structured interviews predict job performance considerably better than unstructured conversations and give every candidate the same chance.',
    'Each competency lists what good looks like, red flags and anchored scores for 1, 3 and 5. Interviewers score independently, straight after the interview, before discussing the candidate, so that the first opinion voiced does not sway the rest.',
    'Questions that need management experience appear only for senior and lead roles. Edit any wording, add your own questions for the role’s specific skills, then download the guide with room for notes.',
  ],
  faq: [
    {
      question: 'How many questions should a one-hour interview have?',
      answer:
        'About eight competency questions with probes, plus an opening question and ten minutes for the candidate’s own questions. Choose three to five competencies so each one gets more than one question.',
    },
    {
      question: 'Should every candidate get the same questions?',
      answer:
        'Yes for the main questions: asking everyone the same questions in the same order is what makes answers comparable and the process fair. Follow-up probes can vary with each answer.',
    },
    {
      question: 'How do I use the scorecard?',
      answer:
        'Take notes during the interview, then give each competency a score from 1 to 5 against the anchors before talking to other interviewers. In the debrief, discuss the evidence behind differing scores rather than averaging them.',
    },
    FAIR_FAQ,
  ],
  related: [
    'behavioral-interview-questions-generator',
    'situational-interview-questions-generator',
    'second-interview-questions-generator',
    'job-description-generator',
    'mock-interview',
  ],
  updated: UPDATED,
};
