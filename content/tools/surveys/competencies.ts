import type { BankQuestion, Competency, Seniority } from '@/lib/surveys/spec';

/**
 * The competencies the structured-interview generators share, each with what a strong answer
 * shows, red flags, and anchors for scores 1, 3 and 5. Anchors describe evidence heard in the
 * interview, not impressions, so two interviewers scoring the same answer land close together.
 */
export const COMPETENCIES: readonly Competency[] = [
  {
    id: 'communication',
    label: 'Communication',
    blurb: 'Explains ideas clearly, adapts to the audience, listens and checks understanding.',
    good: [
      'Structures the answer: context, what they did, the result',
      'Adapts the message to the audience (technical, senior, customer) with a concrete example',
      'Listens, asks clarifying questions and checks they were understood',
    ],
    redFlags: [
      'Cannot give a specific example, only general claims (“I’m a great communicator”)',
      'Blames others for misunderstandings without reflecting on their own part',
      'Rambles or avoids the question when probed',
    ],
    rubric: [
      'No relevant example, or the example shows unclear or one-way communication.',
      'A relevant example with a clear message and some adaptation to the audience; limited reflection.',
      'Several specific examples of adapting the message, listening and confirming understanding, with a clear result and lessons learned.',
    ],
  },
  {
    id: 'problem-solving',
    label: 'Problem solving',
    blurb: 'Breaks problems down, uses evidence, weighs options and makes sound decisions.',
    good: [
      'Defines the problem before jumping to a solution',
      'Uses data or evidence and considers more than one option',
      'Explains the trade-offs of the chosen option and checks the outcome',
    ],
    redFlags: [
      'Jumps to the first solution without understanding the cause',
      'Cannot explain why they chose one option over another',
      'Takes credit for a team’s analysis without saying what they did',
    ],
    rubric: [
      'Describes the problem vaguely; the solution was chosen without analysis or the outcome is unknown.',
      'Identifies the cause and a sensible solution with some evidence; alternatives are barely considered.',
      'Frames the problem precisely, compares options with evidence, explains the trade-offs, measures the result and says what they would change.',
    ],
  },
  {
    id: 'leadership',
    label: 'Leadership',
    blurb: 'Sets direction, builds commitment, develops people and takes responsibility for outcomes.',
    good: [
      'Sets clear goals and explains the why behind them',
      'Develops and delegates to others rather than doing everything themselves',
      'Takes responsibility for the team’s results, including failures',
    ],
    redFlags: [
      'Says “I” for everything the team did, or “we” when asked what they did',
      'Leads only through authority (“I told them to”)',
      'Has no example of giving difficult feedback or handling underperformance (for people managers)',
    ],
    rubric: [
      'No example of leading people or work, or an example of leading by instruction alone.',
      'Led a piece of work or a small team with clear goals; some evidence of involving and developing others.',
      'Set direction and won commitment in a hard situation, developed people, handled conflict or underperformance, and owned the outcome.',
    ],
  },
  {
    id: 'teamwork',
    label: 'Teamwork',
    blurb: 'Collaborates across people and teams, shares credit and handles disagreement constructively.',
    good: [
      'Describes their own contribution and how they helped others succeed',
      'Handles disagreement by seeking to understand and finding common ground',
      'Shares information and credit',
    ],
    redFlags: [
      'Speaks negatively about former colleagues without reflection',
      'Avoids conflict entirely or escalates it at once',
      'Cannot describe what others on the team did',
    ],
    rubric: [
      'Examples show working alone, blaming others, or avoiding disagreement.',
      'Works well with others in normal conditions; handles disagreement adequately with some help.',
      'Builds working relationships across teams, resolves disagreement constructively, and helps others succeed, with specific results.',
    ],
  },
  {
    id: 'adaptability',
    label: 'Adaptability',
    blurb: 'Adjusts to change, learns quickly and stays effective under uncertainty.',
    good: [
      'Describes a real change and how they adjusted their plan or approach',
      'Learns new skills or information quickly and applies them',
      'Stays constructive under uncertainty and helps others adapt',
    ],
    redFlags: [
      'Only describes resisting or complaining about change',
      'Needs complete certainty before acting',
      'Examples are all from routine, unchanging work',
    ],
    rubric: [
      'Struggled with or resisted change; no example of adjusting.',
      'Adjusted to change when required and stayed effective; limited initiative.',
      'Anticipated or embraced change, learned quickly, adjusted plans and helped others through it, with a clear result.',
    ],
  },
  {
    id: 'ownership',
    label: 'Ownership and accountability',
    blurb: 'Takes responsibility, follows through on commitments and owns mistakes.',
    good: [
      'Acts without being asked when something needs doing',
      'Follows through on commitments and says early when they cannot',
      'Owns mistakes openly and explains what they changed afterwards',
    ],
    redFlags: [
      'Blames circumstances or others for missed results',
      'Cannot name a mistake, or names a disguised strength (“I work too hard”)',
      'Waits for instructions in every example',
    ],
    rubric: [
      'Little evidence of taking responsibility; outcomes are attributed to others.',
      'Meets commitments and admits mistakes when asked; acts on their own initiative sometimes.',
      'Consistently takes the initiative, follows through in hard conditions, owns mistakes openly and puts fixes in place.',
    ],
  },
  {
    id: 'customer-focus',
    label: 'Customer focus',
    blurb: 'Understands what customers (external or internal) need and acts to meet it.',
    good: [
      'Finds out what the customer actually needs, not only what they asked for',
      'Balances the customer’s needs with the business’s constraints',
      'Follows up to check the customer’s problem was solved',
    ],
    redFlags: [
      'Describes customers as a nuisance or as the problem',
      'Promises whatever the customer asks without regard for feasibility',
      'No example of measuring or checking customer satisfaction',
    ],
    rubric: [
      'Little understanding of the customer’s needs, or dismissive of customers.',
      'Responds well to customer requests and resolves issues; understands needs when they are stated.',
      'Uncovers underlying needs, balances them with constraints, improves how the customer is served and checks the outcome.',
    ],
  },
  {
    id: 'technical-depth',
    label: 'Technical depth',
    blurb: 'Has the specialist knowledge the role needs and applies it to real problems.',
    good: [
      'Explains technical choices and their trade-offs in plain language',
      'Goes deeper when probed: knows why, not just what',
      'Keeps skills current and knows the limits of their knowledge',
    ],
    redFlags: [
      'Uses jargon but cannot explain the reasoning when probed',
      'Claims expertise in everything listed on the resume',
      'Cannot describe a technical decision they personally made',
    ],
    rubric: [
      'Surface-level knowledge; cannot explain their own technical work in depth.',
      'Solid working knowledge for the role; explains their decisions with some depth.',
      'Deep, current expertise: explains trade-offs clearly, goes several levels deep under probing, and knows where their knowledge ends.',
    ],
  },
  {
    id: 'prioritization',
    label: 'Planning and prioritization',
    blurb: 'Plans work, sets priorities against goals, and manages time and competing demands.',
    good: [
      'Prioritizes against goals or impact, not against who asked loudest',
      'Plans ahead, sees dependencies and risks, and adjusts the plan',
      'Says no or renegotiates deadlines openly when capacity runs out',
    ],
    redFlags: [
      'Handles every task as urgent, or works overtime as the only strategy',
      'Misses deadlines without warning stakeholders',
      'No method for deciding what comes first',
    ],
    rubric: [
      'No clear way of prioritizing; deadlines are missed or met only through heroics.',
      'Plans and prioritizes routine work well; adjusts when priorities change, with some help.',
      'Prioritizes by impact, plans for risks, renegotiates openly and delivers on competing demands, with clear results.',
    ],
  },
];

export const ALL_LEVELS: readonly Seniority[] = ['entry', 'mid', 'senior', 'lead'];
export const EXPERIENCED: readonly Seniority[] = ['mid', 'senior', 'lead'];
export const SENIOR: readonly Seniority[] = ['senior', 'lead'];

/** An interview question: `ask('teamwork', 'beh-team-1', 'Tell me about…', ['probe'], SENIOR)`. */
export const ask = (
  topic: string,
  id: string,
  text: string,
  probes: readonly string[],
  levels?: readonly Seniority[],
): BankQuestion => ({ id, topic, text, format: 'question', probes, ...(levels ? { levels } : {}) });

export const OPENING: readonly BankQuestion[] = [
  ask(
    'opening',
    'open-background',
    'Walk me through your background and what led you to apply for the {role} role.',
    ['What are you most proud of in your current or most recent role?'],
  ),
  ask('opening', 'open-motivation', 'What interests you about this role at {company}?', [
    'What do you hope to be doing more of here than you do today?',
  ]),
];

export const CLOSING: readonly BankQuestion[] = [
  ask(
    'closing',
    'close-questions',
    'What questions do you have for me about the role, the team or {company}?',
    [],
  ),
  ask(
    'closing',
    'close-else',
    'Is there anything about your experience we have not covered that you would like us to know?',
    [],
  ),
];
