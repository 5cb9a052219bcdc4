import type { z } from 'zod';
import { ART, REVIEWED, basisFor, type competitorEntrySchema } from './schema';

type Entry = z.input<typeof competitorEntrySchema>;

/**
 * Competitor landing pages at /compare/<vendor>-alternative/: an unnamed first page, which
 * compares a category rather than one company and carries the $35k price (content/claims.ts),
 * then pages for a predictive-assessment vendor, a test-library vendor, a games-based
 * assessment vendor, an assessment vendor for enterprises and a video-interview vendor. Rows where
 * the other product does something we do not are kept: they are what makes the page fair.
 */
export const alternatives: Entry[] = [
  {
    kind: 'alternative',
    slug: 'enterprise-hiring-suite-alternative',
    name: 'Enterprise hiring suites',
    product: 'platform',
    title: 'An Alternative to Enterprise Hiring Suites, Without the $35k Contract',
    description:
      'Source, assess and interview candidates without an enterprise contract: how Quotient compares with the typical enterprise hiring suite on price, set-up and scope.',
    summary: 'The whole platform against the typical enterprise suite: price, contract and time to go live.',
    heading: 'The hiring suite, without the enterprise contract',
    heading1: 'Everything you need to find, test and hire, from $20',
    subheading:
      'Enterprise hiring suites do a lot, and charge for it: annual contracts, long implementations and a sales cycle before anyone sees the product. Quotient covers sourcing, skill assessments and video interviews on plans you can start this week.',
    subheading1: 'Where Quotient differs from a typical enterprise suite',
    subheading2: 'What you still get',
    img: ART.platform,
    price: '$35k',
    differentiators: [
      { name: 'Plans you can buy online', ours: true, theirs: false },
      { name: 'No annual contract needed to start', ours: true, theirs: false },
      { name: 'Live in days, without an implementation project', ours: true, theirs: false },
      { name: 'Sourcing, assessments and video interviews on one platform', ours: true, theirs: true },
    ],
    points: [
      { name: 'One-way video interviews', ours: true, theirs: true },
      { name: 'Job-simulation skill assessments', ours: true, theirs: true },
      { name: 'Automated interview scheduling', ours: true, theirs: true },
      { name: 'Dedicated account manager', ours: true, theirs: true },
    ],
    articles: [
      {
        id: 'price',
        img: '/images/compare/articles/pricing.svg',
        title: 'Pay for what you hire',
        text: 'Video interviews from $20, test packs from $200 for 10 candidates, sourcing from $10.5k per user per year. Enterprise pricing only when you need it.',
      },
      {
        id: 'speed',
        img: '/images/compare/articles/schedule.svg',
        title: 'Live this week',
        text: 'Start a trial with your work email, send your first assessment the same day and see results before the end of the week.',
      },
      {
        id: 'results',
        img: '/images/compare/articles/report.svg',
        title: 'Results that matter',
        text: 'Customers cut their hiring cycle by 50% and report a 410% cost saving from avoided mis-hires.',
      },
    ],
    reviewed: REVIEWED,
    basis:
      'The enterprise column describes the category, not one company: enterprise suites are usually sold on annual contracts after a sales process, and $35k a year is a common starting point. Check any vendor’s current terms with them.',
  },
  {
    kind: 'alternative',
    slug: 'predictive-index-alternative',
    name: 'The Predictive Index',
    product: 'assessment',
    title: 'The Predictive Index Alternative for Skills-Based Hiring',
    description:
      'Comparing The Predictive Index with Quotient: behavioural and cognitive assessments against job simulations of the role, plus sourcing and video interviews.',
    summary: 'Behavioural and cognitive assessment against simulations of the job itself.',
    heading: 'An alternative to The Predictive Index for skills-based hiring',
    heading1: 'Measure the work, not only the person',
    subheading:
      'The Predictive Index is known for behavioural and cognitive assessments and for tools that help managers lead teams. Quotient measures something different: how a candidate performs the actual tasks of the role.',
    subheading1: 'Two approaches to predicting performance',
    subheading2: 'Feature by feature',
    img: ART.assessment,
    differentiators: [
      { name: 'Behavioural and cognitive assessments', ours: false, theirs: true },
      { name: 'Simulations of the tasks of the role', ours: true, theirs: false },
      { name: 'One-way video interviews', ours: true, theirs: false },
      { name: 'AI candidate sourcing', ours: true, theirs: false },
      { name: 'Team and management tools beyond hiring', ours: false, theirs: true },
    ],
    points: [
      { name: 'Auto-scored results', ours: true, theirs: true },
      { name: 'Suggested interview questions for the next round', ours: true, theirs: true },
    ],
    articles: [
      {
        id: 'skills',
        img: '/images/compare/articles/simulation.svg',
        title: 'Skills you can see',
        text: 'A simulation shows how a candidate handles the work itself, which is easy to explain to a hiring manager and to the candidate.',
      },
      {
        id: 'accuracy',
        img: '/images/compare/articles/grading.svg',
        title: '90%+ prediction accuracy',
        text: 'Customers measure over 90% accuracy predicting on-the-job performance from simulation scores.',
      },
      {
        id: 'together',
        img: '/images/compare/articles/dashboard.svg',
        title: 'Use both if you like',
        text: 'Teams that value behavioural profiles keep them and add job simulations for the skills side of the decision.',
      },
    ],
    articlesTest: [
      {
        img: '/images/compare/tests/sales.svg',
        title: 'Sales manager simulation',
        text: 'Coach a rep through a lost deal and rebuild the quarter’s forecast.',
      },
      {
        img: '/images/compare/tests/support.svg',
        title: 'Operations lead simulation',
        text: 'Plan a week of shifts around two absences and an urgent order.',
      },
    ],
    reviewed: REVIEWED,
    basis: basisFor('The Predictive Index'),
  },
  {
    kind: 'alternative',
    slug: 'criteria-alternative',
    name: 'Criteria',
    product: 'assessment',
    title: 'Criteria Alternative: Job Simulations Instead of a Test Library',
    description:
      'Comparing Criteria’s library of pre-employment tests with Quotient’s job simulations, auto-grading, video interviews and AI sourcing. Reviewed and dated.',
    summary: 'A library of aptitude, personality and skills tests against role-based job simulations.',
    heading: 'A Criteria alternative built on job simulations',
    heading1: 'From a library of tests to a simulation of the job',
    subheading:
      'Criteria offers a library of aptitude, personality and skills tests, along with video interviewing. Quotient builds each assessment from the role itself, so candidates show the skills the job needs.',
    subheading1: 'Where the two differ',
    subheading2: 'Feature by feature',
    img: ART.assessment,
    differentiators: [
      { name: 'Aptitude and personality test library', ours: false, theirs: true },
      { name: 'Assessments built from the tasks of the role', ours: true, theirs: false },
      { name: 'Video interviews', ours: true, theirs: true },
      { name: 'AI candidate sourcing', ours: true, theirs: false },
    ],
    points: [
      { name: 'Auto-scored results', ours: true, theirs: true },
      { name: 'Custom questions', ours: true, theirs: true },
    ],
    articles: [
      {
        id: 'relevance',
        img: '/images/compare/articles/simulation.svg',
        title: 'Candidates see the point',
        text: 'A task from the job feels relevant, which is one reason candidates rate the experience 4.7 out of 5.',
      },
      {
        id: 'reports',
        img: '/images/compare/articles/report.svg',
        title: 'A report per candidate',
        text: 'Strengths, gaps and the questions to ask in the next round, ready to forward to the hiring manager.',
      },
      {
        id: 'time',
        img: '/images/compare/articles/schedule.svg',
        title: 'Minutes, not hours',
        text: 'A screening simulation is set up in under 5 minutes, and interview time per hire falls from over 500 minutes to under 50.',
      },
    ],
    articlesTest: [
      {
        img: '/images/compare/tests/data.svg',
        title: 'Financial analyst simulation',
        text: 'Build a quick model from a messy export and flag the assumption that matters most.',
      },
      {
        img: '/images/compare/tests/marketing.svg',
        title: 'Content marketer simulation',
        text: 'Rewrite a landing page for a new audience and plan its first two weeks of promotion.',
      },
      {
        img: '/images/compare/tests/support.svg',
        title: 'Customer support simulation',
        text: 'Answer three tickets of rising difficulty, one of them from an angry customer.',
      },
    ],
    reviewed: REVIEWED,
    basis: basisFor('Criteria'),
  },
  {
    kind: 'alternative',
    slug: 'pymetrics-alternative',
    name: 'pymetrics',
    product: 'assessment',
    title: 'pymetrics Alternative: Job Simulations Instead of Games',
    description:
      'How Quotient’s job simulations compare with pymetrics’ games-based assessments, for teams that want skills evidence tied to the role. Reviewed and dated.',
    summary: 'Games-based behavioural assessment against simulations of the role’s tasks.',
    heading: 'A pymetrics alternative for skills-based hiring',
    heading1: 'Games measure traits; simulations measure the job',
    subheading:
      'pymetrics, now part of Harver, is known for short behavioural games that profile cognitive and emotional traits. Quotient asks candidates to do the work of the role and grades it against a rubric.',
    subheading1: 'Two approaches to assessment',
    subheading2: 'Feature by feature',
    img: ART.assessment,
    differentiators: [
      { name: 'Games-based behavioural assessment', ours: false, theirs: true },
      { name: 'Simulations of the tasks of the role', ours: true, theirs: false },
      { name: 'AI candidate sourcing', ours: true, theirs: false },
    ],
    points: [
      { name: 'Feedback for every candidate', ours: true, theirs: true },
      { name: 'Results scored automatically', ours: true, theirs: true },
    ],
    articles: [
      {
        id: 'explain',
        img: '/images/compare/articles/report.svg',
        title: 'Easy to explain',
        text: 'A hiring manager can read a simulation answer and see why it scored as it did. No trait model to interpret.',
      },
      {
        id: 'questions',
        img: '/images/compare/articles/candidate.svg',
        title: 'Better final interviews',
        text: 'Each report suggests questions that probe the candidate’s gaps, so the last round confirms rather than repeats.',
      },
      {
        id: 'pipeline',
        img: '/images/compare/articles/video.svg',
        title: 'Assessment to interview in one flow',
        text: 'Candidates who pass go straight to a one-way video interview, with the live round booked automatically.',
      },
    ],
    reviewed: REVIEWED,
    basis: basisFor('pymetrics (Harver)'),
  },
  {
    kind: 'alternative',
    slug: 'shl-alternative',
    name: 'SHL',
    product: 'assessment',
    title: 'SHL Alternative for Growing Teams: Quotient Assess',
    description:
      'SHL and Quotient compared: psychometric test batteries for large employers against job simulations, video interviews and sourcing for growing teams.',
    summary: 'An enterprise psychometric suite against job simulations for teams that buy by the pack.',
    heading: 'An SHL alternative for teams that hire every month',
    heading1: 'Enterprise-grade assessment, sized for you',
    subheading:
      'SHL is one of the longest-established assessment providers, with psychometric tests, simulations and video interviewing used by large employers. Quotient brings job simulations and video interviews to teams that want to start with a $200 pack.',
    subheading1: 'Where the two differ',
    subheading2: 'Feature by feature',
    img: ART.assessment,
    differentiators: [
      { name: 'Psychometric personality and cognitive tests', ours: false, theirs: true },
      { name: 'Job simulations', ours: true, theirs: true },
      { name: 'Video interviews', ours: true, theirs: true },
      { name: 'AI candidate sourcing', ours: true, theirs: false },
    ],
    points: [
      { name: 'Coding assessments', ours: true, theirs: true },
      { name: 'Feedback reports for candidates', ours: true, theirs: true },
    ],
    articles: [
      {
        id: 'packs',
        img: '/images/compare/articles/pricing.svg',
        title: 'Start with one role',
        text: 'Emerging covers 10 candidates for $200, valid for a month, with free custom video questions.',
      },
      {
        id: 'setup',
        img: '/images/compare/articles/schedule.svg',
        title: 'Set up in minutes',
        text: 'Pick a role from the library, adjust its skills and difficulty, and invite candidates the same day.',
      },
      {
        id: 'brand',
        img: '/images/compare/articles/candidate.svg',
        title: 'An experience candidates rate 4.7/5',
        text: 'Short, relevant tasks and custom feedback build your employer brand with every applicant.',
      },
    ],
    articlesTest: [
      {
        img: '/images/compare/tests/code.svg',
        title: 'Frontend developer simulation',
        text: 'Fix an accessibility bug in a form and explain the change to a designer.',
      },
      {
        img: '/images/compare/tests/sales.svg',
        title: 'Key account manager simulation',
        text: 'Prepare a renewal for a customer whose usage dropped and draft the call plan.',
      },
    ],
    reviewed: REVIEWED,
    basis: basisFor('SHL'),
  },
  {
    kind: 'alternative',
    slug: 'hirevue-alternative',
    name: 'HireVue',
    product: 'interview',
    title: 'HireVue Alternative With Published Prices: Quotient Interview',
    description:
      'Looking for a HireVue alternative? One-way video interviews, scheduling and job-simulation assessments, on plans from $20 you can buy online.',
    summary: 'Why teams choose a self-serve video interview tool over an enterprise platform.',
    heading: 'A HireVue alternative you can start today',
    heading1: 'One-way interviews without the enterprise sales cycle',
    subheading:
      'HireVue serves large employers with video interviewing, assessments and hiring automation, bought through its sales team. Quotient Interview gives smaller teams the same asynchronous first round on plans with prices on the page.',
    subheading1: 'Why teams switch',
    subheading2: 'Feature by feature',
    img: ART.interview,
    differentiators: [
      { name: 'Prices published on the website', ours: true, theirs: false },
      { name: 'AI candidate sourcing on the same platform', ours: true, theirs: false },
      { name: 'Games-based assessments', ours: false, theirs: true },
      { name: 'One-way video interviews', ours: true, theirs: true },
    ],
    points: [
      { name: 'Automated interview scheduling', ours: true, theirs: true },
      { name: 'Job-simulation skill assessments', ours: true, theirs: true },
    ],
    articles: [
      {
        id: 'trial',
        img: '/images/compare/articles/video.svg',
        title: 'Try it on a real role',
        text: 'The trial edition includes 2 interviews and 10 questions for 1 job role, so you can test it with real candidates.',
      },
      {
        id: 'drop-off',
        img: '/images/compare/articles/candidate.svg',
        title: 'Fewer candidates lost',
        text: 'A practice question, mobile recording and clear instructions keep drop-off under 10% on Quotient Interview.',
      },
      {
        id: 'speed',
        img: '/images/compare/articles/schedule.svg',
        title: 'Hires in under 14 days',
        text: 'Asynchronous first rounds and automatic scheduling helped one customer cut time to hire by 60%.',
      },
    ],
    reviewed: REVIEWED,
    basis: basisFor('HireVue'),
  },
];
