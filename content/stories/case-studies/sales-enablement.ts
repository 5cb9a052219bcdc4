import type { CaseStudyInput } from '../schema';

export const salesEnablement: CaseStudyInput = {
  id: 'sales-enablement',
  path: '/case-study-sales-enablement-company/',
  title: 'How Vantage Labs Assessed 150+ Sales Candidates in a Year',
  description:
    'Vantage Labs, a sales enablement software company, assessed 150+ sales candidates in a year with call and email simulations and halved its live interview rounds.',
  share: 'default',
  section: 'Customer stories',
  updated: '2026-07-28',
  date: '2026-07-28',
  summary:
    'A sales enablement software company replaced gut-feel sales interviews with realistic call and email simulations, assessed 150+ candidates in a year and cut live rounds from four to two.',
  customer: {
    name: 'Vantage Labs',
    industry: 'Sales enablement software',
    size: '220 employees',
    location: 'Austin, Texas',
    glyph: 'spark',
  },
  lead: 'Vantage Labs sells software that helps sales teams perform, so its own sales hires had to be excellent. Replacing gut-feel interviews with realistic selling simulations let it assess more than 150 candidates in a year and hire with confidence.',
  modules: ['assessment', 'interview'],
  results: [
    { value: '150+', label: 'Sales candidates assessed in a year' },
    { value: '4 → 2', label: 'Live interview rounds per hire' },
    { value: '24', label: 'Sales development reps and account executives hired' },
  ],
  challenge: `
Vantage Labs makes content and coaching software for B2B sales teams. After a funding round, its revenue plan called for two dozen new sales development representatives (SDRs) and account executives in twelve months.

The existing process relied on four live interviews, and its results were uneven. Candidates who interviewed confidently did not always sell well, and sales managers disagreed about what a strong answer sounded like. Two of the previous year’s hires had left within six months. For a company whose product promises better sales performance, hiring on charisma was an uncomfortable place to be.
`,
  solution: `
The VP of Sales and the talent team agreed to hire on observed selling skill.

1. **Role-specific selling simulations.** In [Quotient Assess](/products/assessment/), SDR candidates research a fictional prospect and write a first outreach email and a follow-up, and account-executive candidates build a short discovery plan and respond to a pricing objection. Both are scored against rubrics written by Vantage’s top performers.
2. **A recorded pitch.** Candidates who pass record a two-minute video pitch of a product they know well, in [Quotient Interview](/products/interview/). Two sales managers rate each pitch independently before comparing notes.
3. **Two live rounds, not four.** A structured role-play with the hiring manager and a final conversation with the VP of Sales. Both use the questions suggested in the candidate’s skills report.
`,
  outcome: `
Over the following year Vantage **assessed more than 150 candidates** and hired 24 SDRs and account executives, with live interview rounds cut from four to two per hire.

- Sales managers now agree on what good looks like, because they score the same work against the same rubric.
- New SDRs booked their first qualified meeting sooner than the previous cohort, and early attrition fell.
- Candidates regularly say the simulation was the most realistic part of any sales interview they had done, which has become a selling point for Vantage’s recruiters.
`,
  quote: {
    text: 'We sell performance to sales teams, so we could not keep hiring on gut feel. Watching candidates actually prospect and handle an objection told us more than four rounds of interviews ever did.',
    name: 'Jordan Ellery',
    role: 'VP of Sales',
  },
  related: ['interview-time', 'reduce-time-to-hire', 'attorney-assistant'],
};
