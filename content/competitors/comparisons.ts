import type { z } from 'zod';
import { ART, REVIEWED, basisFor, type competitorEntrySchema } from './schema';

type Entry = z.input<typeof competitorEntrySchema>;

/**
 * Head-to-head pages at /compare/<slug>/: the interview tool against two
 * video-interview vendors, the assessment tool against two assessment vendors, the sourcing tool
 * against a sourcing vendor, and a page on the alternatives to another sourcing vendor.
 * Rows marked `theirs: true` are there on purpose: a fair comparison says what both do.
 */
export const comparisons: Entry[] = [
  {
    kind: 'comparison',
    slug: 'quotient-interview-vs-hirevue',
    name: 'HireVue',
    product: 'interview',
    title: 'Quotient Interview vs HireVue: One-Way Video Interviews Compared',
    description:
      'Quotient Interview and HireVue side by side: one-way video interviews, scheduling, assessments, sourcing and how each is bought. Reviewed and dated.',
    summary: 'Enterprise video interviewing against a one-way interview tool you can buy online.',
    heading: 'Quotient Interview vs HireVue',
    heading1: 'Two ways to run one-way video interviews',
    subheading:
      'HireVue is an established platform for video interviewing and assessment, sold to large employers through its sales team. Quotient Interview does the first round asynchronously too, with plans a small team can buy today.',
    subheading1: 'Where the two differ',
    subheading2: 'What both do, and what only one does',
    img: ART.interview,
    differentiators: [
      { name: 'One-way video interviews', ours: true, theirs: true },
      { name: 'Automated interview scheduling', ours: true, theirs: true },
      { name: 'Skill assessments on the same platform', ours: true, theirs: true },
      { name: 'AI candidate sourcing on the same platform', ours: true, theirs: false },
      { name: 'Prices published on the website', ours: true, theirs: false },
    ],
    points: [
      { name: 'Candidates record in the browser, no app required', ours: true, theirs: true },
      { name: 'Reusable question banks per role', ours: true, theirs: true },
      { name: 'Hiring-team ratings and comments on each answer', ours: true, theirs: true },
      { name: 'A plan you can buy online with a card', ours: true, theirs: false },
    ],
    articles: [
      {
        id: 'buying',
        img: '/images/compare/articles/pricing.svg',
        title: 'Buy it the way you hire',
        text: 'Quotient Interview has a free trial edition, Lightning at $20 and Power at $99 a month. HireVue quotes each customer through its sales team.',
      },
      {
        id: 'drop-off',
        img: '/images/compare/articles/candidate.svg',
        title: 'Built to keep candidates',
        text: 'A practice question, mobile recording and clear instructions keep drop-off on Quotient Interview under 10%.',
      },
      {
        id: 'pipeline',
        img: '/images/compare/articles/sourcing.svg',
        title: 'One pipeline from search to offer',
        text: 'Source candidates, send a job simulation and invite the best to a video interview without switching tools.',
      },
    ],
    reviewed: REVIEWED,
    basis: basisFor('HireVue'),
  },
  {
    kind: 'comparison',
    slug: 'quotient-interview-vs-spark-hire',
    name: 'Spark Hire',
    product: 'interview',
    title: 'Quotient Interview vs Spark Hire: Video Interview Software Compared',
    description:
      'How Quotient Interview and Spark Hire compare on one-way interviews, scheduling, skill tests and sourcing, with published prices for both. Reviewed and dated.',
    summary: 'Two self-serve video interview tools, and what else comes on the same platform.',
    heading: 'Quotient Interview vs Spark Hire',
    heading1: 'Video interviews, and what comes with them',
    subheading:
      'Spark Hire is a popular video interviewing tool with published plans, used by many small and mid-size teams. Quotient Interview covers the same first round and connects it to job-simulation assessments and AI sourcing.',
    subheading1: 'Where the two differ',
    subheading2: 'Feature by feature',
    img: ART.interview,
    differentiators: [
      { name: 'One-way video interviews', ours: true, theirs: true },
      { name: 'Live interview scheduling', ours: true, theirs: true },
      { name: 'Prices published on the website', ours: true, theirs: true },
      { name: 'AI candidate sourcing on the same platform', ours: true, theirs: false },
    ],
    points: [
      { name: 'Candidates record from phone or laptop', ours: true, theirs: true },
      { name: 'Team ratings and comments on answers', ours: true, theirs: true },
      { name: 'Interview links candidates can open on mobile', ours: true, theirs: true },
    ],
    articles: [
      {
        id: 'evidence',
        img: '/images/compare/articles/simulation.svg',
        title: 'Test the work before you watch the video',
        text: 'Send a short job simulation first and only interview the candidates who can do the work. Both steps live in one candidate record.',
      },
      {
        id: 'scheduling',
        img: '/images/compare/articles/schedule.svg',
        title: 'The live round books itself',
        text: 'Candidates who pass pick a slot from your panel’s availability; reminders go out to both sides.',
      },
      {
        id: 'plans',
        img: '/images/compare/articles/pricing.svg',
        title: 'Start small',
        text: 'Try the trial edition with 2 interviews, buy Lightning for $20, or move to Power at $99 a month when you interview every week.',
      },
    ],
    reviewed: REVIEWED,
    basis: basisFor('Spark Hire'),
  },
  {
    kind: 'comparison',
    slug: 'quotient-assess-vs-testgorilla',
    name: 'TestGorilla',
    product: 'assessment',
    title: 'Quotient Assess vs TestGorilla: Skill Assessments Compared',
    description:
      'Quotient Assess and TestGorilla compared on job simulations, test libraries, auto-grading, video questions and pricing. Dated, with its sources.',
    summary: 'A large test library against role-specific job simulations with next-round questions.',
    heading: 'Quotient Assess vs TestGorilla',
    heading1: 'A library of tests, or a simulation of the job',
    subheading:
      'TestGorilla offers a large library of pre-employment tests that you combine into an assessment. Quotient Assess starts from the role: candidates do the tasks of the job, and you get a skills report with the questions to ask next.',
    subheading1: 'Where the two differ',
    subheading2: 'Feature by feature',
    img: ART.assessment,
    differentiators: [
      { name: 'Library of ready-made tests', ours: true, theirs: true },
      { name: 'Auto-graded results', ours: true, theirs: true },
      { name: 'Video questions in an assessment', ours: true, theirs: true },
      { name: 'Prices published on the website', ours: true, theirs: true },
      { name: 'AI candidate sourcing on the same platform', ours: true, theirs: false },
    ],
    points: [
      { name: 'Tests customisable per role', ours: true, theirs: true },
      { name: 'Free way to try it before buying', ours: true, theirs: true },
    ],
    articles: [
      {
        id: 'simulations',
        img: '/images/compare/articles/simulation.svg',
        title: 'Simulations, not quizzes',
        text: 'Candidates handle an objection, prioritise a backlog or fix a query: work that looks like the job, graded against a rubric.',
      },
      {
        id: 'reports',
        img: '/images/compare/articles/report.svg',
        title: 'Reports that plan the next round',
        text: 'Every skills report lists strengths, gaps and the questions that probe each gap in the final interview.',
      },
      {
        id: 'packs',
        img: '/images/compare/articles/pricing.svg',
        title: 'Packs instead of seats',
        text: 'Emerging covers 10 candidates for $200; Growth 50 for $500; Rocketship 100 for $1000 over two months.',
      },
    ],
    articlesTest: [
      {
        img: '/images/compare/tests/sales.svg',
        title: 'Account executive simulation',
        text: 'Discovery call notes, an objection to handle and a follow-up email, graded for structure and persuasion.',
      },
      {
        img: '/images/compare/tests/support.svg',
        title: 'Customer success simulation',
        text: 'An unhappy customer, a renewal at risk and three tickets to prioritise.',
      },
      {
        img: '/images/compare/tests/data.svg',
        title: 'Data analyst simulation',
        text: 'A messy dataset, a business question and a short written recommendation.',
      },
    ],
    reviewed: REVIEWED,
    basis: basisFor('TestGorilla'),
  },
  {
    kind: 'comparison',
    slug: 'quotient-assess-vs-imocha',
    name: 'iMocha',
    product: 'assessment',
    title: 'Quotient Assess vs iMocha: Skills Assessment Platforms Compared',
    description:
      'Quotient Assess and iMocha side by side: job simulations, auto-grading, video interviews, sourcing and how each is priced. Reviewed and dated.',
    summary:
      'A skills-intelligence suite with a broad test catalogue against job simulations for hiring teams.',
    heading: 'Quotient Assess vs iMocha',
    heading1: 'Skills assessment for hiring teams',
    subheading:
      'iMocha offers a broad catalogue of skill tests, including technical and coding tests, as part of a wider skills-intelligence platform. Quotient Assess focuses on hiring: job simulations per role, auto-graded, with a report your hiring managers can use the same day.',
    subheading1: 'Where the two differ',
    subheading2: 'Feature by feature',
    img: ART.assessment,
    differentiators: [
      { name: 'Skill tests across many roles', ours: true, theirs: true },
      { name: 'Auto-graded results', ours: true, theirs: true },
      { name: 'Video interviews', ours: true, theirs: true },
      { name: 'AI candidate sourcing on the same platform', ours: true, theirs: false },
    ],
    points: [
      { name: 'Coding tests', ours: true, theirs: true },
      { name: 'Assessments set up in under 5 minutes from a role library', ours: true, theirs: true },
    ],
    articles: [
      {
        id: 'role-first',
        img: '/images/compare/articles/simulation.svg',
        title: 'Start from the role',
        text: 'Pick the role and seniority; the simulation covers its competencies. Adjust skills, difficulty and time limits in minutes.',
      },
      {
        id: 'grading',
        img: '/images/compare/articles/grading.svg',
        title: 'Consistent grading',
        text: 'Every answer is scored against the same rubric, with the reasoning shown, so two reviewers start from the same evidence.',
      },
      {
        id: 'budget',
        img: '/images/compare/articles/pricing.svg',
        title: 'A price before a call',
        text: 'Test packs start at $200 for 10 candidates. Buy one for a single role, or talk to us about volume.',
      },
    ],
    articlesTest: [
      {
        img: '/images/compare/tests/code.svg',
        title: 'Backend developer simulation',
        text: 'Read a failing service, fix the bug and explain the trade-off in a short note.',
      },
      {
        img: '/images/compare/tests/marketing.svg',
        title: 'Growth marketer simulation',
        text: 'Read a campaign report, find what is not working and plan next month’s budget.',
      },
      {
        img: '/images/compare/tests/sales.svg',
        title: 'Sales development simulation',
        text: 'Research a prospect, write the first message and handle the reply.',
      },
    ],
    reviewed: REVIEWED,
    basis: basisFor('iMocha'),
  },
  {
    kind: 'comparison',
    slug: 'quotient-source-vs-hireez',
    name: 'hireEZ',
    product: 'sourcing',
    title: 'Quotient Source vs hireEZ: AI Sourcing Tools Compared',
    description:
      'Quotient Source and hireEZ compared on AI candidate search, outreach, candidate insights, skill assessments and video interviews. Reviewed and dated.',
    summary: 'Two AI sourcing tools, and what happens after a candidate replies.',
    heading: 'Quotient Source vs hireEZ',
    heading1: 'AI sourcing, then what?',
    subheading:
      'hireEZ is an AI sourcing and recruiting platform with search, outreach and candidate rediscovery. Quotient Source finds and engages candidates too, then hands them straight to job simulations and video interviews on the same platform.',
    subheading1: 'Where the two differ',
    subheading2: 'Feature by feature',
    img: ART.sourcing,
    differentiators: [
      { name: 'AI candidate search across professional profiles', ours: true, theirs: true },
      { name: 'Personalised multi-step outreach', ours: true, theirs: true },
      { name: 'Job-simulation skill assessments on the same platform', ours: true, theirs: false },
      { name: 'One-way video interviews on the same platform', ours: true, theirs: false },
    ],
    points: [
      { name: 'A free sourcing extension for the browser', ours: true, theirs: true },
      { name: 'Candidates ranked against the role', ours: true, theirs: true },
    ],
    articles: [
      {
        id: 'after-reply',
        img: '/images/compare/articles/simulation.svg',
        title: 'From reply to evidence',
        text: 'Interested candidates get a short job simulation automatically, so your first call is with people who can do the work.',
      },
      {
        id: 'likely',
        img: '/images/compare/articles/candidate.svg',
        title: 'Most likely to join',
        text: 'Career signals highlight who is open to a move, so outreach goes where it gets answers.',
      },
      {
        id: 'managers',
        img: '/images/compare/articles/dashboard.svg',
        title: 'A dashboard for every role',
        text: 'Sourced, contacted, replied and assessed, role by role, with the messages that work.',
      },
    ],
    reviewed: REVIEWED,
    basis: basisFor('hireEZ'),
  },
  {
    kind: 'comparison',
    slug: 'seekout-competitors',
    name: 'SeekOut',
    product: 'sourcing',
    title: 'SeekOut Competitors and Alternatives: What to Compare',
    description:
      'Looking at SeekOut alternatives? The kinds of sourcing tool to consider, what to ask each vendor, and how Quotient Source compares. Reviewed and dated.',
    summary: 'The kinds of alternative to SeekOut, and the questions that separate them.',
    heading: 'SeekOut competitors and alternatives',
    heading1: 'Choosing a sourcing tool after SeekOut',
    subheading:
      'SeekOut is a talent search and recruiting platform known for deep candidate search. Teams look at alternatives for different reasons: budget, a smaller team, or wanting search, assessment and interviews in one place.',
    subheading1: 'How Quotient Source compares with SeekOut',
    subheading2: 'Questions to ask any sourcing vendor',
    img: ART.sourcing,
    differentiators: [
      { name: 'AI candidate search across professional profiles', ours: true, theirs: true },
      { name: 'Personalised outreach', ours: true, theirs: true },
      { name: 'Job-simulation skill assessments on the same platform', ours: true, theirs: false },
      { name: 'One-way video interviews on the same platform', ours: true, theirs: false },
    ],
    points: [{ name: 'Prices published on the website', ours: true, theirs: false }],
    articles: [
      {
        id: 'all-in-one',
        img: '/images/compare/articles/dashboard.svg',
        title: 'Sourcing plus assessment platforms',
        text: 'One tool finds candidates and tests their skills, so shortlists are based on work rather than profiles. Quotient is one of these.',
      },
      {
        id: 'crm',
        img: '/images/compare/articles/outreach.svg',
        title: 'Recruiting CRMs with sourcing',
        text: 'Good for teams nurturing talent pools over months; check how much search is included and what outreach costs.',
      },
      {
        id: 'managed',
        img: '/images/compare/articles/candidate.svg',
        title: 'Managed sourcing services',
        text: 'A team sources for you. Useful for a hiring spike; compare the cost per role with a tool your recruiters run.',
      },
    ],
    reviewed: REVIEWED,
    basis: basisFor('SeekOut'),
  },
];
