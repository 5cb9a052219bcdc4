import type { InterviewRole, InterviewType, Question, QuestionBank } from '@/lib/career/interview/questions';

/**
 * The mock interview's question bank, written the way US structured interviews ask them. Each has
 * a note on what a good answer shows, which the summary repeats beside the visitor's own answer.
 * lib/career/interview/questions.ts picks from it.
 */
export const INTERVIEW_TYPES: Record<InterviewType, string> = {
  behavioral: 'Behavioral (“Tell me about a time…”)',
  situational: 'Situational (“What would you do if…”)',
  technical: 'Role knowledge (technical-lite)',
  general: 'General (“Why this role?”)',
};

export const INTERVIEW_ROLES: Record<InterviewRole, string> = {
  general: 'Any role',
  engineering: 'Software engineering',
  data: 'Data and analytics',
  product: 'Product and project management',
  sales: 'Sales and account management',
  customer: 'Customer support and success',
  people: 'HR and recruiting',
  marketing: 'Marketing',
  operations: 'Operations and administration',
};

const q = (id: string, text: string, listenFor: string): Question => ({ id, text, listenFor });

const BEHAVIORAL: readonly Question[] = [
  q(
    'b1',
    'Tell me about a time you had to meet a tight deadline. What did you do?',
    'How you planned and prioritized, what you dropped or delegated, and whether you delivered.',
  ),
  q(
    'b2',
    'Describe a time you disagreed with a colleague or manager. How did you handle it?',
    'Respect, listening, evidence over opinion, and a resolution that kept the relationship.',
  ),
  q(
    'b3',
    'Tell me about a mistake you made at work and what you learned from it.',
    'Ownership without excuses, how you fixed it, and what you changed afterwards.',
  ),
  q(
    'b4',
    'Give an example of a goal you set and how you reached it.',
    'A specific, measurable goal, the steps you took, and the result in numbers.',
  ),
  q(
    'b5',
    'Tell me about a time you had to learn something new quickly.',
    'How you learn, the resources you used, and how fast you became useful.',
  ),
  q(
    'b6',
    'Describe a situation where you went beyond what was expected.',
    'Initiative that served the team or customer, not just extra hours.',
  ),
  q(
    'b7',
    'Tell me about a time you received critical feedback. What did you do with it?',
    'Openness, no defensiveness, and a concrete change you made.',
  ),
  q(
    'b8',
    'Describe a time you worked with someone whose style was very different from yours.',
    'Adapting your approach and finding common ground to get the work done.',
  ),
  q(
    'b9',
    'Tell me about a time you led a project or a team, formally or not.',
    'Setting direction, involving others, handling obstacles, and the outcome.',
  ),
  q(
    'b10',
    'Give an example of a difficult problem you solved. How did you approach it?',
    'Structured thinking: understanding the cause, options considered, and the fix.',
  ),
  q(
    'b11',
    'Tell me about a time you had to persuade someone to change their mind.',
    'Understanding their view, using data or examples, and the result.',
  ),
  q(
    'b12',
    'Describe a time you had too many priorities at once.',
    'How you decided what mattered most and communicated trade-offs.',
  ),
];

const SITUATIONAL: readonly Question[] = [
  q(
    's1',
    'What would you do if you realized you could not meet a deadline you had committed to?',
    'Telling people early, offering options, and protecting what matters most.',
  ),
  q(
    's2',
    'How would you handle a teammate who consistently misses their part of shared work?',
    'A direct, private conversation first; escalation only with facts.',
  ),
  q(
    's3',
    'Your manager asks you to do something you believe is a mistake. What do you do?',
    'Raising concerns with reasons, then committing or escalating ethically.',
  ),
  q(
    's4',
    'What would you do in your first 30 days in this role?',
    'Listening and learning, early relationships, and a small early win.',
  ),
  q(
    's5',
    'A customer or stakeholder is angry about something that was not your fault. How do you respond?',
    'Empathy, owning the fix rather than the blame, and following up.',
  ),
  q(
    's6',
    'How would you handle two senior people giving you conflicting instructions?',
    'Clarifying priorities openly instead of guessing or playing one off the other.',
  ),
  q(
    's7',
    'If you noticed a colleague doing something unethical, what would you do?',
    'Integrity and knowing the right channel to raise it.',
  ),
  q(
    's8',
    'You are given a project with unclear goals. How do you start?',
    'Asking questions, defining success, and confirming scope before starting.',
  ),
  q(
    's9',
    'What would you do if you finished your work early and the team was still busy?',
    'Offering help and finding useful improvements unprompted.',
  ),
  q(
    's10',
    'How would you handle being asked to take on work outside your job description?',
    'Flexibility balanced with clarity about capacity and priorities.',
  ),
];

const GENERAL: readonly Question[] = [
  q(
    'g1',
    'Tell me about yourself.',
    'A two-minute story: where you are now, what you have done that is relevant, and why this role is next.',
  ),
  q(
    'g2',
    'Why do you want this job?',
    'Specific knowledge of the role and company, and how it fits your skills and goals.',
  ),
  q(
    'g3',
    'What is your greatest strength, and how has it helped you at work?',
    'A strength that matters for this role, proved with an example.',
  ),
  q(
    'g4',
    'What is an area you are working to improve?',
    'A real, non-critical weakness and the concrete steps you are taking.',
  ),
  q(
    'g5',
    'Why are you leaving your current role?',
    'A positive, forward-looking reason; no criticism of your employer.',
  ),
  q(
    'g6',
    'Where do you see yourself in three to five years?',
    'Ambition that fits the path this role offers.',
  ),
  q(
    'g7',
    'What kind of work environment helps you do your best work?',
    'Self-awareness, and an honest fit with how this team works.',
  ),
  q(
    'g8',
    'What achievement are you most proud of?',
    'A relevant result with your part in it made clear, and numbers.',
  ),
  q('g9', 'How do you keep your skills current?', 'Habits of learning and a recent example.'),
  q(
    'g10',
    'Do you have any questions for us?',
    'Two or three thoughtful questions about the work, the team or success in the role.',
  ),
];

const TECHNICAL: QuestionBank['technical'] = {
  general: [
    q(
      't-gen1',
      'Walk me through how you organize your work week.',
      'Tools and habits for planning, and how you handle interruptions.',
    ),
    q(
      't-gen2',
      'Which tools or software do you use most in your work, and how?',
      'Fluency with the tools the role needs, with examples.',
    ),
    q(
      't-gen3',
      'How do you measure whether your work is successful?',
      'Clear metrics or outcomes rather than activity.',
    ),
    q(
      't-gen4',
      'Explain something complex from your field to someone outside it.',
      'Clarity, plain words and checking understanding.',
    ),
    q('t-gen5', 'How do you make sure your work is accurate?', 'Checks, reviews and attention to detail.'),
  ],
  engineering: [
    q(
      't-eng1',
      'How do you decide whether code is ready to ship?',
      'Tests, review, monitoring and a way to roll back.',
    ),
    q(
      't-eng2',
      'Walk me through how you would debug a slow web page.',
      'Measuring first (network, server, rendering), then fixing the biggest cause.',
    ),
    q(
      't-eng3',
      'Explain the trade-offs between a relational database and a document store.',
      'Consistency, schema, query needs and scale, tied to a use case.',
    ),
    q(
      't-eng4',
      'How do you approach a code review of a colleague’s work?',
      'Correctness and clarity first, kind and specific comments.',
    ),
    q(
      't-eng5',
      'Describe how you would design a simple URL shortener.',
      'Requirements, data model, ID generation, scaling reads, and limits.',
    ),
  ],
  data: [
    q(
      't-dat1',
      'How would you check whether an A/B test result is trustworthy?',
      'Sample size, significance, sample ratio mismatch and novelty effects.',
    ),
    q(
      't-dat2',
      'A key metric dropped 15% overnight. How do you investigate?',
      'Check data quality first, then segment by time, platform and cohort.',
    ),
    q(
      't-dat3',
      'Explain the difference between correlation and causation with an example.',
      'A clear example and how you would test causation.',
    ),
    q(
      't-dat4',
      'How do you handle missing or messy data?',
      'Understanding why it is missing and choosing a justified treatment.',
    ),
    q(
      't-dat5',
      'How do you present a finding to a non-technical audience?',
      'Lead with the decision, one clear chart, and caveats in plain words.',
    ),
  ],
  product: [
    q(
      't-pro1',
      'How do you decide what to build next?',
      'Customer evidence, impact versus effort, and strategy fit.',
    ),
    q(
      't-pro2',
      'How would you measure the success of a new feature?',
      'A primary metric, guardrails and a time frame.',
    ),
    q(
      't-pro3',
      'Tell me how you write a requirement engineers can build from.',
      'Problem, user, acceptance criteria and what is out of scope.',
    ),
    q(
      't-pro4',
      'How do you say no to a stakeholder’s request?',
      'Explaining the trade-off and offering an alternative.',
    ),
    q(
      't-pro5',
      'A project is slipping. What do you do first?',
      'Find the cause, re-plan scope or dates, and tell people early.',
    ),
  ],
  sales: [
    q(
      't-sal1',
      'Walk me through how you run a discovery call.',
      'Open questions about pain, impact, decision process and timing.',
    ),
    q(
      't-sal2',
      'How do you handle the objection “your price is too high”?',
      'Understanding the concern, restating value, and avoiding a reflex discount.',
    ),
    q(
      't-sal3',
      'How do you build and manage your pipeline?',
      'Prospecting habits, qualification and honest forecasting.',
    ),
    q(
      't-sal4',
      'Sell me something you use every day.',
      'Asking about needs before pitching, and tying features to benefits.',
    ),
    q(
      't-sal5',
      'How do you keep a deal moving when the buyer goes quiet?',
      'Value-adding follow-ups and multiple contacts in the account.',
    ),
  ],
  customer: [
    q(
      't-cus1',
      'How do you handle a customer who is upset and interrupting you?',
      'Staying calm, acknowledging feelings, and moving to a fix.',
    ),
    q(
      't-cus2',
      'How do you prioritize a queue of support tickets?',
      'Impact and urgency, service levels, and fairness.',
    ),
    q(
      't-cus3',
      'Explain a technical issue to a customer who is not technical.',
      'Plain words, steps and confirming they understood.',
    ),
    q(
      't-cus4',
      'How do you know a customer is at risk of leaving?',
      'Usage signals, sentiment, and acting before renewal.',
    ),
    q(
      't-cus5',
      'What do you do when you do not know the answer to a customer’s question?',
      'Honesty, finding the answer, and following up when promised.',
    ),
  ],
  people: [
    q(
      't-peo1',
      'How do you make an interview process fair and consistent?',
      'Job-related criteria, structured questions and scorecards.',
    ),
    q(
      't-peo2',
      'A manager wants to fire an employee tomorrow. What do you ask first?',
      'Documentation, consistency, protected-activity risks and process.',
    ),
    q(
      't-peo3',
      'How do you handle an employee complaint about their manager?',
      'Confidentiality limits, prompt and impartial investigation, no retaliation.',
    ),
    q(
      't-peo4',
      'Which recruiting metrics do you track and why?',
      'Time to fill, quality of hire, pass-through rates and candidate experience.',
    ),
    q(
      't-peo5',
      'How would you improve employee retention on a team with high turnover?',
      'Exit and stay data, manager quality, pay and growth.',
    ),
  ],
  marketing: [
    q(
      't-mkt1',
      'How would you plan a campaign for a new product launch?',
      'Audience, message, channels, budget and success metrics.',
    ),
    q(
      't-mkt2',
      'Which metrics tell you a campaign worked?',
      'Outcomes like pipeline or revenue, not just clicks.',
    ),
    q(
      't-mkt3',
      'How do you decide which channels to invest in?',
      'Testing, attribution limits and cost per result.',
    ),
    q(
      't-mkt4',
      'Walk me through a piece of content you are proud of.',
      'Goal, audience, process and results.',
    ),
    q(
      't-mkt5',
      'How do you work with sales to improve lead quality?',
      'Shared definitions, feedback loops and service levels.',
    ),
  ],
  operations: [
    q(
      't-ops1',
      'How would you improve a process that keeps causing errors?',
      'Mapping the process, finding root causes, and measuring the fix.',
    ),
    q(
      't-ops2',
      'How do you manage a vendor who keeps missing deadlines?',
      'Clear expectations, escalation, and a backup plan.',
    ),
    q(
      't-ops3',
      'Which operational metrics do you track, and why?',
      'Throughput, quality, cost and on-time rates tied to goals.',
    ),
    q(
      't-ops4',
      'How do you keep many tasks and deadlines from slipping?',
      'A system: lists, calendars, check-ins and buffers.',
    ),
    q(
      't-ops5',
      'Describe how you would document a process for a new hire.',
      'Step-by-step, examples, and testing it with someone new.',
    ),
  ],
};

export const INTERVIEW_QUESTIONS: QuestionBank = {
  behavioral: BEHAVIORAL,
  situational: SITUATIONAL,
  general: GENERAL,
  technical: TECHNICAL,
};
