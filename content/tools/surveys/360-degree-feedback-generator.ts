import type { BankQuestion } from '@/lib/surveys/spec';
import type { QuestionSetTool } from '../types';
import { SAMPLE_COMPANY, UPDATED } from './shared';

/** A behavior rated by others about {subject}, with the self-review's first-person wording. */
const b = (
  topic: string,
  id: string,
  others: string,
  self: string,
  variants?: readonly string[],
): BankQuestion => ({
  id,
  topic,
  text: `{subject} ${others}`,
  format: 'scale',
  wording: { self: `I ${self}` },
  ...(variants ? { variants } : {}),
});

export const threeSixtyDegreeFeedbackGenerator: QuestionSetTool = {
  slug: '360-degree-feedback-generator',
  kind: 'question-set',
  family: 'survey',
  group: 'surveys',
  name: '360-degree feedback generator',
  title: '360-Degree Feedback Generator: Rater Forms With Anchored Scales',
  description:
    'Build 360-degree feedback forms for self, manager, peer and direct-report raters: behavior statements by competency, anchored scales, and start/stop/continue questions.',
  lead: 'Name the person, pick the rater and competencies, and get a 360 feedback form worded for that rater, with a behaviorally anchored scale.',
  summary: '360 feedback forms for self, manager, peers and reports, by competency, with anchored scales.',
  keywords: [
    '360 feedback questions',
    '360 review template',
    'multi-rater feedback',
    'peer review questions',
    'upward feedback',
    'leadership 360',
  ],
  questions: {
    mode: 'survey',
    noun: '360 feedback form',
    title: '360-degree feedback on {subject}: {variant} form',
    fileStem: '360-feedback',
    subjectLabel: 'Person receiving feedback',
    variant: {
      label: 'Rater',
      options: [
        {
          value: 'self',
          label: 'Self-review',
          intro:
            'You are rating yourself. Be as candid as you would want your colleagues to be: the comparison between your view and theirs is the most useful part of a 360.',
        },
        {
          value: 'manager',
          label: 'Manager',
          intro:
            'You are rating someone who reports to you. Base your ratings on what you have seen over the last six to twelve months, not only the most recent weeks.',
        },
        {
          value: 'peer',
          label: 'Peer',
          intro:
            'You are rating a colleague you work with. Rate only what you have seen yourself, and leave a statement blank rather than guess.',
        },
        {
          value: 'direct-report',
          label: 'Direct report',
          intro:
            'You are rating your manager. Ratings from direct reports are combined so that no individual can be identified.',
        },
      ],
    },
    scales: ['frequency', 'effectiveness'],
    topics: [
      {
        id: 'communication',
        label: 'Communication',
        blurb: 'Clear, timely and honest communication, and listening.',
      },
      {
        id: 'collaboration',
        label: 'Collaboration',
        blurb: 'Working with others, sharing information and resolving disagreement.',
      },
      {
        id: 'decisions',
        label: 'Judgment and decisions',
        blurb: 'Sound, timely decisions based on evidence.',
      },
      {
        id: 'accountability',
        label: 'Accountability',
        blurb: 'Delivering on commitments and owning mistakes.',
      },
      {
        id: 'leadership',
        label: 'Leadership',
        blurb: 'Setting direction and helping others understand priorities.',
      },
      {
        id: 'developing',
        label: 'Developing others',
        blurb: 'Coaching, feedback and growing people (for people managers).',
      },
      {
        id: 'adaptability',
        label: 'Adaptability',
        blurb: 'Staying effective through change and uncertainty.',
      },
      {
        id: 'customer',
        label: 'Customer focus',
        blurb: 'Understanding and serving internal or external customers.',
      },
    ],
    questions: [
      b(
        'communication',
        'c-clear',
        'explains ideas clearly and concisely.',
        'explain ideas clearly and concisely.',
      ),
      b(
        'communication',
        'c-listen',
        'listens to others without interrupting.',
        'listen to others without interrupting.',
      ),
      b(
        'communication',
        'c-inform',
        'keeps others informed about progress and problems.',
        'keep others informed about progress and problems.',
      ),
      b(
        'collaboration',
        'col-share',
        'shares information that others need to do their work.',
        'share information that others need to do their work.',
      ),
      b(
        'collaboration',
        'col-disagree',
        'handles disagreements respectfully and constructively.',
        'handle disagreements respectfully and constructively.',
      ),
      b(
        'collaboration',
        'col-help',
        'offers help to colleagues when they need it.',
        'offer help to colleagues when they need it.',
      ),
      b(
        'decisions',
        'd-evidence',
        'bases decisions on evidence rather than assumptions.',
        'base decisions on evidence rather than assumptions.',
      ),
      b(
        'decisions',
        'd-timely',
        'makes decisions in time for others to act on them.',
        'make decisions in time for others to act on them.',
      ),
      b(
        'decisions',
        'd-explain',
        'explains the reasoning behind decisions.',
        'explain the reasoning behind my decisions.',
      ),
      b(
        'accountability',
        'a-deliver',
        'delivers what they commit to, on time.',
        'deliver what I commit to, on time.',
      ),
      b(
        'accountability',
        'a-mistakes',
        'admits mistakes and learns from them.',
        'admit my mistakes and learn from them.',
      ),
      b(
        'accountability',
        'a-early',
        'raises problems early rather than waiting until they grow.',
        'raise problems early rather than waiting until they grow.',
      ),
      b(
        'leadership',
        'l-direction',
        'makes clear what the priorities are and why.',
        'make clear what the priorities are and why.',
      ),
      b(
        'leadership',
        'l-example',
        'sets an example of the behavior they expect from others.',
        'set an example of the behavior I expect from others.',
      ),
      b(
        'leadership',
        'l-involve',
        'involves others in decisions that affect them.',
        'involve others in decisions that affect them.',
      ),
      b('developing', 'dev-feedback', 'gives specific, useful feedback.', 'give specific, useful feedback.', [
        'self',
        'manager',
        'direct-report',
      ]),
      b(
        'developing',
        'dev-growth',
        'supports people’s development and career goals.',
        'support people’s development and career goals.',
        ['self', 'manager', 'direct-report'],
      ),
      b(
        'developing',
        'dev-delegate',
        'delegates work that helps people grow.',
        'delegate work that helps people grow.',
        ['self', 'manager', 'direct-report'],
      ),
      b(
        'adaptability',
        'ad-change',
        'stays effective when plans or priorities change.',
        'stay effective when plans or priorities change.',
      ),
      b(
        'adaptability',
        'ad-open',
        'is open to new ideas and ways of working.',
        'am open to new ideas and ways of working.',
      ),
      b(
        'customer',
        'cu-needs',
        'takes time to understand what customers or internal users need.',
        'take time to understand what customers or internal users need.',
      ),
      b(
        'customer',
        'cu-follow',
        'follows up to make sure customers’ problems are solved.',
        'follow up to make sure customers’ problems are solved.',
      ),
    ],
    final: [
      {
        id: 'final-continue',
        topic: 'final',
        text: 'What should {subject} continue doing?',
        format: 'open',
        wording: { self: 'What should I continue doing?' },
      },
      {
        id: 'final-start',
        topic: 'final',
        text: 'What should {subject} start doing, or do more of?',
        format: 'open',
        wording: { self: 'What should I start doing, or do more of?' },
      },
      {
        id: 'final-stop',
        topic: 'final',
        text: 'What should {subject} stop doing, or do less of?',
        format: 'open',
        wording: { self: 'What should I stop doing, or do less of?' },
      },
    ],
    intro: [
      'This form collects feedback on how {subject} works, to help with their development. It takes about {minutes} minutes.',
      'Rate each behavior for how often or how well you have seen it. If you have not had the chance to see a behavior, leave it blank rather than guess.',
    ],
    closing: 'Thank you. Specific, balanced feedback is the most useful gift you can give a colleague.',
    minCount: 5,
    maxCount: 40,
    minGroup: 3,
    defaults: {
      company: SAMPLE_COMPANY,
      audience: '',
      variant: 'peer',
      subject: 'Alex Morgan',
      topics: ['communication', 'collaboration', 'decisions', 'accountability', 'leadership', 'developing'],
      count: '18',
      scale: 'frequency',
      enps: false,
      anonymous: true,
    },
  },
  method: [
    'The form is generated in your browser from a bank of observable behaviors grouped by competency. Each behavior is worded for the rater: “Alex explains ideas clearly” for others, “I explain ideas clearly” for the self-review. Behaviors a rater cannot see are left out for that rater: peers are not asked to rate coaching of direct reports.',
    'Raters judge behavior, not personality: “raises problems early” can be observed and changed; “is proactive” cannot be observed directly. Each statement names one behavior, so that a low score points to one thing to work on.',
    'The frequency scale (Never to Always) asks how often the rater has seen the behavior; the effectiveness scale has behavioral anchors on every point, from “Not yet effective: rarely shows this” to “Role model: others learn it from them”. Use the same scale and competencies for every rater so that their views can be compared.',
    'Start, stop and continue questions close the form, because written examples are what people act on. Peer and direct-report feedback should be anonymous and reported only when at least three raters in the group have answered.',
  ],
  faq: [
    {
      question: 'Who should give 360-degree feedback?',
      answer:
        'Typically the person’s manager, three to five peers, and, for people managers, three or more direct reports, plus a self-review. Choose raters who have worked with the person closely in the last six months.',
    },
    {
      question: 'Should 360 feedback be anonymous?',
      answer:
        'Peer and direct-report feedback should be: report their ratings only as a group of three or more so individuals cannot be identified. The manager’s rating is usually shown separately, and the self-review is shown beside the others for comparison.',
    },
    {
      question: 'Should 360 feedback be used for pay or promotion decisions?',
      answer:
        'Most practitioners advise using 360 feedback for development only. When ratings affect pay, raters tend to soften or game their answers and the feedback loses its value.',
    },
  ],
  related: [
    'employee-engagement-survey-generator',
    'employee-survey-generator',
    'interview-questions-generator',
    'onboarding-survey-generator',
  ],
  updated: UPDATED,
};
