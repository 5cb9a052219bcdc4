import type { Competency } from '@/lib/surveys/spec';
import type { QuestionSetTool } from '../types';
import { ask, EXPERIENCED, SENIOR } from './competencies';
import { FAIR_FAQ, INTERVIEW_DEFAULTS } from './interview-shared';
import { UPDATED } from './shared';

/** The themes a second interview goes deeper on, each scored like a competency. */
const THEMES: readonly Competency[] = [
  {
    id: 'depth',
    label: 'Depth of experience',
    blurb: 'Goes beneath the first interview’s answers to test how much was really the candidate’s own work.',
    good: [
      'Gives more detail the deeper you probe, with numbers, names of tools and decisions',
      'Is candid about what went wrong and what others contributed',
      'Connects past work to the demands of this role',
    ],
    redFlags: [
      'The story changes from the first interview or gets vaguer under probing',
      'Cannot explain the reasoning behind decisions they claim',
      'Takes credit for results they could not have controlled',
    ],
    rubric: [
      'Answers stay at the surface; the detail does not support the claims.',
      'Credible, specific detail on most points; some gaps under deep probing.',
      'Consistently deep, specific and candid detail that clearly shows their own contribution and judgment.',
    ],
  },
  {
    id: 'role-scenarios',
    label: 'The role in practice',
    blurb: 'Tests how the candidate would handle the real first months of the job.',
    good: [
      'Asks sensible questions before proposing a plan',
      'Prioritizes realistically for the first 90 days',
      'Draws on relevant experience without assuming this company works the same way',
    ],
    redFlags: [
      'Proposes to change everything before understanding it',
      'Has no concrete plan, or a generic one that would fit any job',
      'Has not thought about what success in the role looks like',
    ],
    rubric: [
      'Vague or unrealistic view of the role; no workable plan.',
      'A sensible plan for the role with reasonable priorities; limited depth.',
      'A clear, realistic plan grounded in what they learned about the role, with priorities, risks and measures of success.',
    ],
  },
  {
    id: 'ways-of-working',
    label: 'Ways of working and values',
    blurb:
      'How the candidate works with others, takes feedback and handles pressure: culture add, not culture fit.',
    good: [
      'Describes how they like to work with concrete examples, including what they need from a manager',
      'Shows they act on feedback, with a specific example',
      'Brings perspectives that would add to the team, not just mirror it',
    ],
    redFlags: [
      'Describes past teams or managers only negatively',
      'No example of acting on critical feedback',
      '“Fit” is judged on shared hobbies or background rather than how they work',
    ],
    rubric: [
      'Examples suggest ways of working that would clash with the team’s stated values.',
      'Works in ways consistent with the team’s values; limited evidence of growth from feedback.',
      'Strong evidence of working in line with the team’s values, acting on feedback and adding a perspective the team lacks.',
    ],
  },
  {
    id: 'motivation',
    label: 'Motivation and fit with the offer',
    blurb: 'Why this role, why now, and whether what the job offers matches what the candidate wants.',
    good: [
      'Has researched the company and the role, and can say what draws them specifically',
      'Their career goals line up with what the role can offer',
      'Is open about other processes and what would make them accept',
    ],
    redFlags: [
      'Motivation is only about leaving the current job',
      'Expectations (scope, growth, way of working) that the role cannot meet',
      'Cannot say what they know about the company',
    ],
    rubric: [
      'Little interest in this role specifically; expectations do not match the role.',
      'Genuine interest and broadly matching expectations; some open questions.',
      'Specific, well-researched motivation; goals and expectations clearly match what the role offers.',
    ],
  },
  {
    id: 'influence',
    label: 'Influence and leadership',
    blurb: 'How the candidate gets things done through others, at the level the role needs.',
    good: [
      'Brings people with them by explaining the why and listening to objections',
      'Has influenced decisions above their own level with evidence',
      'Develops others and shares credit',
    ],
    redFlags: [
      'Relies on authority or escalation to get things done',
      'No example of changing someone’s mind',
      'Talks about people as resources rather than colleagues',
    ],
    rubric: [
      'No evidence of influencing beyond their own tasks.',
      'Has influenced peers and their own team on occasion, with sound methods.',
      'Has repeatedly influenced decisions across teams or upwards and developed others, with clear results.',
    ],
  },
];

export const secondInterviewQuestionsGenerator: QuestionSetTool = {
  slug: 'second-interview-questions-generator',
  kind: 'question-set',
  family: 'survey',
  group: 'interviews',
  name: 'Second interview questions generator',
  title: 'Second Interview Questions Generator: Deeper Questions & Rubric',
  description:
    'Plan a second interview: deeper questions on experience, the role in practice, ways of working, motivation and influence, with probes, red flags and a scoring rubric.',
  lead: 'Go beyond the first round: pick the themes to probe and get deeper, role-specific questions with a closing section and a scorecard.',
  summary: 'Deeper second-round questions on experience, the role, culture and motivation, with a rubric.',
  keywords: [
    'second round interview questions',
    'final interview questions',
    'follow-up interview',
    'culture add questions',
    'interview scorecard',
  ],
  questions: {
    mode: 'interview',
    noun: 'second interview guide',
    title: '{role}: second interview guide',
    fileStem: 'second-interview',
    approach:
      'A second interview goes deeper than the first: use the first interviewer’s notes to choose what to verify, ask for more detail than the candidate gave before, and test how they would handle the real job. Keep the main questions the same for every finalist so you can compare them fairly.',
    topicsLabel: 'Areas to cover',
    competencies: THEMES,
    questions: [
      ask(
        'depth',
        'sec-depth-revisit',
        'In your first interview you mentioned a project you were proud of. Take me through it again in more detail: what exactly did you do, week by week?',
        [
          'What was the hardest decision you made, and who disagreed?',
          'If I called the people you worked with, what would they say your part was?',
        ],
      ),
      ask(
        'depth',
        'sec-depth-failure',
        'Tell me about a piece of work that did not go as planned. What would you do differently now?',
        ['What was within your control, and what was not?'],
      ),
      ask(
        'depth',
        'sec-depth-numbers',
        'What results from your current or last role as {role} are you accountable for, and how did they move while you were there?',
        ['How much of that change was down to you?'],
        EXPERIENCED,
      ),
      ask(
        'role-scenarios',
        'sec-role-90',
        'Based on what you now know about the role, what would you focus on in your first 90 days as our {role}?',
        [
          'What would you want to learn before changing anything?',
          'How would you know at 90 days that you were on track?',
        ],
      ),
      ask(
        'role-scenarios',
        'sec-role-case',
        'Here is a real challenge the team faces at {company} right now [describe it]. How would you approach it?',
        ['What would you need from us?', 'What would you do if your first approach did not work?'],
      ),
      ask(
        'role-scenarios',
        'sec-role-hard',
        'What do you expect to find hardest about this role, and how would you handle it?',
        ['What support would help most?'],
      ),
      ask(
        'ways-of-working',
        'sec-ways-manager',
        'Describe the best manager you have had. What did they do that helped you do your best work?',
        ['What do you need from a manager that you have not always had?'],
      ),
      ask(
        'ways-of-working',
        'sec-ways-feedback',
        'Tell me about the most useful critical feedback you have received. What did you change?',
        ['How did you feel about it at the time?'],
      ),
      ask(
        'ways-of-working',
        'sec-ways-add',
        'What would you bring to our team that it may be missing today?',
        ['Where might your way of working differ from ours, and how would you handle that?'],
      ),
      ask(
        'ways-of-working',
        'sec-ways-pressure',
        'Tell me about a period of sustained pressure at work. How did you manage it?',
        ['What did you learn about how you work best?'],
      ),
      ask(
        'motivation',
        'sec-mot-why',
        'What has made you keep going with us after the first interview? What has changed in how you see the role?',
        ['What concerns, if any, do you still have?'],
      ),
      ask(
        'motivation',
        'sec-mot-career',
        'Where would you like your career to be in three years, and how does this role fit into that?',
        ['What would make you leave a job within the first year?'],
      ),
      ask(
        'motivation',
        'sec-mot-decision',
        'What will matter most to you when you decide whether to accept an offer?',
        ['Are you in other processes, and what is your timeline?'],
      ),
      ask(
        'influence',
        'sec-inf-mind',
        'Tell me about a time you changed the mind of someone more senior than you.',
        ['What evidence did you use?', 'What happened when it did not work?'],
      ),
      ask(
        'influence',
        'sec-inf-team',
        'How have you helped someone else on your team become better at their job?',
        ['How did you know it worked?'],
      ),
      ask(
        'influence',
        'sec-inf-strategy',
        'Tell me about a decision on direction or strategy you drove across several teams.',
        ['Who opposed it, and how did you bring them along?'],
        SENIOR,
      ),
    ],
    opening: [
      ask(
        'opening',
        'sec-open-since',
        'Since we last spoke, what questions or thoughts about the role have come up for you?',
        ['What did you take away from the first interview?'],
      ),
      ask(
        'opening',
        'sec-open-recap',
        'In a couple of minutes, what do you think this role needs most, and why are you the person to provide it?',
        [],
      ),
    ],
    closing: [
      ask(
        'closing',
        'sec-close-questions',
        'What else would you need to know about the role, the team or {company} to make a decision?',
        [],
      ),
      ask(
        'closing',
        'sec-close-next',
        'Here are the next steps and our timeline. Is there anything that would make it hard for you to take part in them?',
        [],
      ),
    ],
    defaults: {
      ...INTERVIEW_DEFAULTS,
      competencies: ['depth', 'role-scenarios', 'ways-of-working', 'motivation'],
      length: '60',
    },
  },
  method: [
    'The guide is generated in your browser from a bank of second-round questions grouped by theme: depth of experience, the role in practice, ways of working and values, motivation, and influence. Questions are shared out across the themes you choose up to what fits the interview length, between an opening and a closing section.',
    'Second interviews should verify, not repeat. The depth questions revisit a story from the first round and ask for week-by-week detail, which separates what the candidate did from what their team did. The role questions test the real first months of the job, including a live case you fill in from your team’s current work.',
    '“Ways of working and values” looks for culture add rather than culture fit: how the candidate works, takes feedback and what they would bring that the team lacks. Judging fit on shared background or interests is a common source of bias.',
    'Each theme has what good looks like, red flags and anchored scores for 1, 3 and 5. The closing questions cover the candidate’s decision criteria and timeline, so you know what an offer needs to address.',
  ],
  faq: [
    {
      question: 'How is a second interview different from the first?',
      answer:
        'The first interview screens for the core competencies; the second verifies the strongest claims in depth, tests how the candidate would handle the real role, and explores motivation and what it would take for them to accept an offer. It is often longer and with the hiring manager or future peers.',
    },
    {
      question: 'Should I ask about salary expectations in a second interview?',
      answer:
        'You may ask what pay the candidate expects for this role, but not what they earn or earned in a previous job where your state or city bans salary-history questions. Sharing the pay range first avoids the issue.',
    },
    {
      question: 'What is the [describe it] in one of the questions?',
      answer:
        'It marks where you describe a real, current challenge from your team, so the case is specific to the role. Edit the question before the interview and use the same case with every finalist.',
    },
    FAIR_FAQ,
  ],
  related: [
    'interview-questions-generator',
    'behavioral-interview-questions-generator',
    'situational-interview-questions-generator',
    'job-description-generator',
  ],
  updated: UPDATED,
};
