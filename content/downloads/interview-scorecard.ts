import { em, fill, spansOf, strong, type Block, type RichText } from '../../lib/downloads/document';
import { site } from '../site';
import { defineDocument } from './define';

interface Competency {
  readonly name: RichText;
  /** The plain name, for the summary table. */
  readonly short: string;
  readonly what: string;
  readonly ask: RichText;
  readonly followUps: string;
  /** What a 1, 2, 3, 4 and 5 answer looks like, in that order. */
  readonly anchors: readonly [string, string, string, string, string];
  readonly tip?: string;
}

const RATINGS = [
  'Well below the bar',
  'Below the bar',
  'Meets the bar',
  'Above the bar',
  'Exceptional',
] as const;

const COMPETENCIES: readonly Competency[] = [
  {
    name: ['Role expertise: ', fill('core skill for this role')],
    short: 'Role expertise',
    what: 'The technical or functional skill the job depends on, shown through real work rather than claims.',
    ask: [
      'Walk me through a recent piece of work where you used ',
      fill('core skill'),
      '. What did you do yourself, and how did you decide on your approach?',
    ],
    followUps: 'How did you check the result was right? What would you do differently now?',
    anchors: [
      'Cannot describe how they did the work; answers stay general or describe what the team did; makes basic errors in concepts the role relies on.',
      'Describes relevant work but relied on others for the key decisions; knows the basics, and gaps show when asked to go deeper.',
      'Describes, in specific detail, work they did themselves at the level the role needs; explains why they chose their approach and how they checked the result.',
      'Handles harder cases and edge cases unprompted; compares alternatives and trade-offs; has improved a process, tool or standard that others use.',
      'Deep, current expertise beyond what the role needs; explains complex ideas simply; examples show others relying on them as the go-to expert.',
    ],
    tip: 'An interview is a weak test of hands-on skill. Pair this competency with a work sample or skills assessment and use the interview to probe the candidate\u2019s reasoning.',
  },
  {
    name: 'Problem solving',
    short: 'Problem solving',
    what: 'Working out what is really wrong, weighing options and reaching a sound decision with imperfect information.',
    ask: 'Tell me about a problem at work where the cause wasn\u2019t obvious. How did you figure out what was going on, and what did you do?',
    followUps: 'What other options did you consider? What data did you use? What happened in the end?',
    anchors: [
      'Jumps to a solution without understanding the problem; cannot explain the reasoning; the example is hypothetical or the outcome unclear.',
      'Reaches a workable answer with help; considers a single option and little evidence; struggles when the scenario changes.',
      'Clarifies the problem, breaks it into parts, weighs at least two options using evidence, and explains the decision and its result.',
      'Structures an ambiguous problem quickly, tests assumptions with data and anticipates risks and trade-offs; the result is measurable.',
      'Reframes the problem to find a simpler or better solution and fixes the root cause so it stays fixed; others adopted the approach.',
    ],
  },
  {
    name: 'Communication',
    short: 'Communication',
    what: 'Explaining things clearly and adapting to the audience, in conversation and in writing.',
    ask: 'Tell me about a time you had to explain something complex to someone without your background. How did you know it landed?',
    followUps:
      'What did you change after the first attempt? What would you put in writing, and what would you say in person?',
    anchors: [
      'Answers are hard to follow or miss the question; uses jargon without checking that it is understood.',
      'Gets the point across with effort; answers wander or need several prompts; little adjustment for the audience.',
      'Clear, structured answers; adapts language and detail to the audience; checks understanding; gives a specific example.',
      'Concise and persuasive; anticipates questions and objections; the example shows communication that changed a decision or outcome.',
      'Exceptionally clear on complex or sensitive topics; chooses message and channel deliberately; others seek them out to explain or present.',
    ],
  },
  {
    name: 'Collaboration',
    short: 'Collaboration',
    what: 'Working with others toward a shared goal, including handling disagreement constructively.',
    ask: 'Tell me about a time you disagreed with a colleague about how to approach a piece of work. What happened?',
    followUps: 'How did you understand their point of view? How is your working relationship now?',
    anchors: [
      'Describes others mainly as obstacles or blames them; no example of resolving disagreement, or resolved it only by escalating or avoiding.',
      'Cooperates when things go smoothly; in disagreement tends to give in, or to dig in without exploring the other view.',
      'Seeks to understand the other view, shares their own with reasons and reaches a workable agreement; credits others\u2019 contributions.',
      'Brings together people with competing goals; resolves conflict early while keeping the relationship intact; helps others succeed.',
      'Builds collaboration across teams as a habit and turns disagreement into better outcomes; colleagues cite them as someone who makes teams work.',
    ],
  },
  {
    name: 'Ownership',
    short: 'Ownership',
    what: 'Taking responsibility for results, following through and owning mistakes.',
    ask: 'Tell me about a time something you were responsible for went wrong. What did you do?',
    followUps: 'Who did you tell, and when? What did you change afterward?',
    anchors: [
      'Attributes problems to other people or to circumstances; cannot name their own part in what went wrong; little follow-through.',
      'Acknowledges responsibility when asked; fixes the immediate issue but needs prompting to follow through.',
      'Owns their part without prompting, fixes the problem, tells the people affected early and describes what they changed afterward.',
      'Takes responsibility beyond their formal remit; spots problems before they escalate; puts safeguards in place so they do not recur.',
      'Sets the standard for accountability; examples show them owning high-stakes outcomes and changing how the team works.',
    ],
  },
  {
    name: 'Learning agility',
    short: 'Learning agility',
    what: 'Learning new things quickly, applying feedback and adapting when circumstances change.',
    ask: 'What\u2019s something you had to learn quickly for a job? How did you go about it, and how did you know you\u2019d learned it well enough?',
    followUps: 'Tell me about a piece of feedback that changed how you work.',
    anchors: [
      'No recent example of learning something new; dismisses or explains away feedback.',
      'Learns when taught formally but is slow to apply it; accepts feedback, but the example shows little change.',
      'Describes a deliberate way of learning (sources, practice, asking for help), applied it to real work and acted on feedback with visible change.',
      'Learns unfamiliar areas fast and independently; asks for feedback before it is offered; carries lessons into new situations.',
      'Masters unfamiliar fields rapidly and helps others learn; the example shows learning that gave the team a new capability.',
    ],
  },
];

function competencyBlocks(competency: Competency, index: number): Block[] {
  return [
    // One competency per page, so each interviewer can print just the ones they cover.
    { kind: 'pageBreak' },
    { kind: 'heading', level: 2, text: [`${index + 1}. `, ...spansOf(competency.name)] },
    { kind: 'paragraph', text: [strong('What it is: '), competency.what] },
    {
      kind: 'paragraph',
      text: [
        strong('Ask: '),
        '\u201c',
        ...spansOf(competency.ask),
        '\u201d ',
        em(`Follow up: ${competency.followUps}`),
      ],
    },
    ...(competency.tip ? [{ kind: 'note', tone: 'tip', text: competency.tip } satisfies Block] : []),
    {
      kind: 'table',
      header: ['Score', 'What you would see (behavioral anchor)'],
      widths: [1.6, 8],
      rows: competency.anchors.map((anchor, score) => [
        [strong(`${score + 1}`), ` ${RATINGS[score]}`],
        anchor,
      ]),
    },
    {
      kind: 'fields',
      items: [
        { label: 'Evidence notes: what the candidate said and did', lines: 5 },
        { label: 'Score (1\u20135, or N/A)', lines: 1 },
      ],
    },
  ];
}

/** The structured-interview scorecard at `/downloads/interview-scorecard-template.docx`. */
export const interviewScorecard = defineDocument('content/downloads/interview-scorecard.ts', {
  title: 'Structured interview scorecard',
  subtitle: 'Rate each competency against behavioral anchors, on your own, before the debrief',
  author: site.brand,
  description:
    'A structured interview scorecard template with six competencies, 1-5 behaviorally anchored rating scales, evidence notes, a summary table and an overall hiring recommendation.',
  keywords: ['interview scorecard', 'structured interview', 'behaviorally anchored rating scale', 'hiring'],
  updated: '2026-11-22',
  blocks: [
    {
      kind: 'fields',
      items: [
        { label: 'Role', value: fill('Job title') },
        { label: 'Candidate', value: fill('Candidate name') },
        { label: 'Interviewer', value: fill('Your name and job title') },
        { label: 'Interview date', value: fill('MM/DD/YYYY') },
        { label: 'Interview stage', value: fill('e.g., Hiring manager interview, 45 minutes') },
      ],
    },

    { kind: 'heading', level: 1, text: 'How to use this scorecard' },
    {
      kind: 'list',
      style: 'numbered',
      items: [
        'Before the interview, read the competencies and their anchors, and agree with the other interviewers who covers which competency.',
        'Ask every candidate the same questions in the same order. Follow-up questions are fine; changing the main question is not.',
        'Take notes on evidence: what the candidate said they did, how and with what result. Write \u201cled the migration of 40 client accounts in six weeks\u201d, not \u201cseemed confident\u201d.',
        'Straight after the interview, score each competency against its anchors. A 3 means the candidate meets the bar for this role. If you did not gather enough evidence, write N/A rather than guess.',
        'Submit your scorecard before the debrief, and do not discuss the candidate with other interviewers until you have.',
        'In the debrief, start with the competencies where scores differ most and talk about evidence, not impressions.',
      ],
    },
    {
      kind: 'note',
      tone: 'important',
      title: 'Score independently, before the debrief',
      text: 'Once one interviewer shares a view, everyone else\u2019s memory of the interview starts to bend toward it, and the first or most senior voice in the room decides. Scores written down independently keep each interviewer\u2019s evidence intact, and the disagreements they reveal are exactly what the debrief is for.',
    },
    {
      kind: 'note',
      tone: 'guidance',
      text: 'Record only job-related evidence. Do not ask about or note age, family plans, pregnancy, religion, national origin, disability, health or any other protected characteristic; if a candidate volunteers such information, do not record it or consider it.',
    },

    { kind: 'pageBreak' },
    { kind: 'heading', level: 1, text: 'Rating scale' },
    {
      kind: 'table',
      header: ['Score', 'Rating', 'What it means'],
      widths: [1, 2.4, 7],
      rows: [
        ['1', RATINGS[0], 'Little or no evidence of the competency, or evidence of the opposite.'],
        ['2', RATINGS[1], 'Some evidence, with gaps that would need significant support in this role.'],
        ['3', RATINGS[2], 'Specific, credible evidence that the candidate can do what this role needs.'],
        ['4', RATINGS[3], 'Strong evidence, with examples beyond what this role requires.'],
        ['5', RATINGS[4], 'Outstanding evidence; this person would raise the level of the team.'],
        [
          'N/A',
          'Not assessed',
          'The competency did not come up, or there was not enough evidence to score it.',
        ],
      ],
    },

    { kind: 'heading', level: 1, text: 'Competencies' },
    {
      kind: 'note',
      tone: 'guidance',
      text: [
        'Adapt the competencies to the job: keep four to six, and agree the anchors with the hiring team before the first interview. Replace ',
        fill('core skill for this role'),
        ' in competency 1 with the skill the job depends on most. Each interviewer usually covers two or three competencies in depth rather than all six lightly.',
      ],
    },
    ...COMPETENCIES.flatMap(competencyBlocks),

    { kind: 'pageBreak' },
    { kind: 'heading', level: 1, text: 'Summary' },
    {
      kind: 'table',
      header: ['Competency', 'Score (1\u20135 or N/A)', 'Evidence notes: the deciding points'],
      widths: [2.6, 1.6, 6],
      minRowLines: 3,
      rows: COMPETENCIES.map((competency) => [competency.short, '', '']),
    },

    { kind: 'heading', level: 2, text: 'Overall recommendation' },
    {
      kind: 'list',
      style: 'checkbox',
      items: [
        [
          strong('Strong hire: '),
          'clearly above the bar on the competencies that matter most; I would argue for this candidate.',
        ],
        [strong('Hire: '), 'meets the bar on every key competency, with no significant concerns.'],
        [
          strong('No hire: '),
          'below the bar on at least one key competency, or concerns the evidence does not resolve.',
        ],
        [strong('Strong no hire: '), 'well below the bar, or a serious concern such as dishonesty.'],
      ],
    },
    {
      kind: 'note',
      tone: 'guidance',
      text: 'There is deliberately no \u201cmaybe\u201d. If you cannot choose, say which missing evidence would decide it, so the next interviewer or a reference check can look for it.',
    },
    {
      kind: 'fields',
      items: [
        { label: 'Biggest strengths, with evidence', lines: 3 },
        { label: 'Concerns or risks, with evidence', lines: 3 },
        { label: 'What the next interviewer or reference check should probe', lines: 2 },
        { label: 'Scorecard submitted (date and time, before the debrief)', lines: 1 },
      ],
    },
    {
      kind: 'paragraph',
      text: `Running first rounds at volume? ${site.products.interview} keeps every candidate on the same script with one-way video questions, and each reviewer watches and rates the answers on their own time: the same discipline as this scorecard, without the calendar invites.`,
    },
  ],
});
