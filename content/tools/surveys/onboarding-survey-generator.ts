import type { BankQuestion } from '@/lib/surveys/spec';
import type { QuestionSetTool } from '../types';
import { anythingElse, SAMPLE_COMPANY, UPDATED } from './shared';

type Check = 'week-1' | 'day-30' | 'day-60' | 'day-90';

/** A rating statement asked only at the check-ins listed. */
const at = (checks: readonly Check[], topic: string, id: string, text: string): BankQuestion => ({
  id,
  topic,
  text,
  format: 'scale',
  variants: checks,
});
const ALL: readonly Check[] = ['week-1', 'day-30', 'day-60', 'day-90'];
const LATER: readonly Check[] = ['day-30', 'day-60', 'day-90'];

export const onboardingSurveyGenerator: QuestionSetTool = {
  slug: 'onboarding-survey-generator',
  kind: 'question-set',
  family: 'survey',
  group: 'surveys',
  name: 'Onboarding survey generator',
  title: 'Onboarding Survey Generator: Week 1, 30, 60 and 90-Day Check-Ins',
  description:
    'Create new-hire onboarding surveys for the first week and the 30, 60 and 90-day check-ins: role clarity, manager, team, tools and training. Export to Word, PDF or CSV.',
  lead: 'Pick the check-in and topics, and get a new-hire survey whose questions fit that point in the first 90 days.',
  summary: 'New-hire check-in surveys for week 1 and days 30, 60 and 90, ready to export.',
  keywords: [
    'new hire survey',
    '30 60 90 day survey',
    'onboarding feedback',
    'new employee survey',
    'onboarding questionnaire',
  ],
  questions: {
    mode: 'survey',
    noun: 'onboarding survey',
    title: '{company} onboarding survey: {variant}',
    fileStem: 'onboarding-survey',
    audienceLabel: 'Who takes it (e.g. new hires in Sales)',
    variant: {
      label: 'Check-in',
      options: [
        {
          value: 'week-1',
          label: 'End of week 1',
          intro:
            'This check-in covers your first week: your welcome, your setup and your first days with the team.',
        },
        {
          value: 'day-30',
          label: '30-day check-in',
          intro:
            'This check-in covers your first month: how well you understand your role and how supported you feel.',
        },
        {
          value: 'day-60',
          label: '60-day check-in',
          intro:
            'This check-in covers your second month: whether you have what you need to work independently.',
        },
        {
          value: 'day-90',
          label: '90-day check-in',
          intro:
            'This check-in looks back over your first 90 days and at how the job compares with what you expected.',
        },
      ],
    },
    scales: ['agreement'],
    topics: [
      {
        id: 'welcome',
        label: 'Welcome and setup',
        blurb: 'First-day experience, equipment and system access.',
      },
      {
        id: 'clarity',
        label: 'Role clarity',
        blurb: 'Understanding the role, goals and how success is measured.',
      },
      {
        id: 'manager',
        label: 'Manager support',
        blurb: 'Check-ins, feedback and availability of the manager.',
      },
      {
        id: 'team',
        label: 'Team and connections',
        blurb: 'Feeling welcome, knowing who to ask, building relationships.',
      },
      { id: 'training', label: 'Training', blurb: 'Whether training prepared the new hire for the work.' },
      {
        id: 'expectations',
        label: 'Expectations and outlook',
        blurb: 'Whether the job matches what was described, and intent to stay.',
      },
    ],
    questions: [
      at(['week-1'], 'welcome', 'onb-ready', 'My equipment and system access were ready when I started.'),
      at(['week-1'], 'welcome', 'onb-first-day', 'I knew where to go and who to meet on my first day.'),
      at(['week-1'], 'welcome', 'onb-welcome', 'I felt welcome during my first week.'),
      at(
        ['week-1', 'day-30'],
        'welcome',
        'onb-paperwork',
        'The onboarding paperwork and administration were straightforward.',
      ),
      at(ALL, 'clarity', 'onb-role', 'I understand what my role involves.'),
      at(LATER, 'clarity', 'onb-goals', 'I know what I am expected to achieve in my first few months.'),
      at(['day-60', 'day-90'], 'clarity', 'onb-measure', 'I understand how my performance will be assessed.'),
      at(['day-90'], 'clarity', 'onb-contribute', 'I can see how my work contributes to my team’s goals.'),
      at(ALL, 'manager', 'onb-mgr-time', 'My manager has made time for me.'),
      at(LATER, 'manager', 'onb-mgr-feedback', 'I have received useful feedback from my manager.'),
      at(LATER, 'manager', 'onb-mgr-checkins', 'I have regular one-to-one meetings with my manager.'),
      at(
        ['day-90'],
        'manager',
        'onb-mgr-future',
        'My manager and I have talked about my goals beyond the first 90 days.',
      ),
      at(ALL, 'team', 'onb-ask', 'I know who to ask when I need help.'),
      at(
        ['week-1', 'day-30'],
        'team',
        'onb-intro',
        'I have been introduced to the people I will work with most.',
      ),
      at(LATER, 'team', 'onb-part', 'I feel part of my team.'),
      at(
        ['day-60', 'day-90'],
        'team',
        'onb-other-teams',
        'I have working relationships with people outside my immediate team.',
      ),
      at(['week-1', 'day-30'], 'training', 'onb-plan', 'I have a clear plan for my training.'),
      at(LATER, 'training', 'onb-prepared', 'The training I received prepared me for my work.'),
      at(
        ['day-60', 'day-90'],
        'training',
        'onb-independent',
        'I can do most of my work without needing help.',
      ),
      at(
        ['day-30', 'day-60', 'day-90'],
        'expectations',
        'onb-as-described',
        'My job matches how it was described during recruitment.',
      ),
      at(ALL, 'expectations', 'onb-decision', 'I am glad I chose to join {company}.'),
      at(['day-90'], 'expectations', 'onb-stay', 'I see myself working at {company} a year from now.'),
      {
        id: 'onb-expect-open',
        topic: 'expectations',
        text: 'What, if anything, has been different from what you expected?',
        format: 'open',
        variants: LATER,
      },
    ],
    final: [
      {
        id: 'final-helpful',
        topic: 'final',
        text: 'What has been the most helpful part of your onboarding so far?',
        format: 'open',
      },
      {
        id: 'final-improve',
        topic: 'final',
        text: 'What one thing would have made your start at {company} easier?',
        format: 'open',
      },
      anythingElse,
    ],
    intro: [
      'Welcome to {company}. This short survey asks how your first days and weeks are going, so that we can support you and improve onboarding for the people who join after you. It takes about {minutes} minutes.',
    ],
    closing:
      'Thank you. Your answers shape how we welcome every new hire; if anything needs attention now, please also talk to your manager or HR.',
    minCount: 5,
    maxCount: 30,
    defaults: {
      company: SAMPLE_COMPANY,
      audience: 'New hires',
      variant: 'day-30',
      subject: '',
      topics: ['welcome', 'clarity', 'manager', 'team', 'training', 'expectations'],
      count: '14',
      scale: 'agreement',
      enps: false,
      anonymous: false,
    },
  },
  method: [
    'The survey is generated in your browser from a bank of onboarding questions, each tagged with the check-ins it suits: setup and a first-day welcome in week 1, role clarity and training at 30 days, independence and relationships at 60, and expectations and intent to stay at 90. Questions are shared out across the topics you tick, one from each in turn.',
    'Asking the same core questions at every check-in (understanding the role, knowing who to ask, being glad to have joined) lets you see how a new hire’s experience changes over the first 90 days, and which stage of onboarding loses people.',
    'Onboarding surveys are usually confidential rather than anonymous: cohorts are small, and the point is to fix a new hire’s problems while there is still time. The note to respondents says which applies; results shared beyond HR should still be grouped.',
    'Every statement asks about one thing and describes the new hire’s own experience in neutral words, so the answers can be compared across cohorts and months.',
  ],
  faq: [
    {
      question: 'When should I send onboarding surveys?',
      answer:
        'At the end of the first week (welcome and setup), then at 30, 60 and 90 days. Early-tenure turnover is highest in the first months, so problems found at day 30 can still be fixed.',
    },
    {
      question: 'Should onboarding surveys be anonymous?',
      answer:
        'Usually not: new-hire cohorts are small, so answers are easy to trace anyway, and knowing who struggles lets the manager or HR help. Say plainly that answers are confidential and who will see them; untick “Anonymous” and the note changes.',
    },
    {
      question: 'What makes a good onboarding question?',
      answer:
        'One that a new hire can answer from their own experience at that stage: at week 1, whether their laptop worked; at 90 days, whether the job matches what they were told. Avoid asking about things they cannot know yet.',
    },
  ],
  related: [
    'employee-survey-generator',
    'employee-engagement-survey-generator',
    'exit-interview-questions-generator',
    'offer-letter-generator',
  ],
  updated: UPDATED,
};
