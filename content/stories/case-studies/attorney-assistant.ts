import type { CaseStudyInput } from '../schema';

export const attorneyAssistant: CaseStudyInput = {
  id: 'attorney-assistant',
  path: '/case-study-attorney-assistant/',
  title: 'Keystone Legal Hires Attorney Assistants in Under 14 Days',
  description:
    'Keystone Legal, a litigation firm, hires attorney assistants in under 14 days by testing drafting, proofreading and calendaring skills with a 45-minute simulation.',
  share: 'default',
  section: 'Customer stories',
  updated: '2026-09-08',
  date: '2026-09-08',
  summary:
    'A litigation firm was losing weeks and good candidates to a slow, resume-led process for attorney assistants. A legal-skills simulation and video interviews now get offers out in under 14 days.',
  customer: {
    name: 'Keystone Legal',
    industry: 'Legal services',
    size: '60 lawyers, 2 offices',
    location: 'Philadelphia, Pennsylvania',
    glyph: 'hexagon',
  },
  lead: 'An attorney assistant who misses a filing deadline costs a litigation firm far more than a slow hire. Keystone Legal now tests the skills that matter first, and makes offers in under 14 days.',
  modules: ['assessment', 'interview', 'scheduling'],
  results: [
    { value: '<14 days', label: 'From posting to accepted offer' },
    { value: '45 min', label: 'Drafting, proofreading and calendaring simulation' },
    { value: '6', label: 'Attorney assistants hired across two offices' },
  ],
  challenge: `
Keystone Legal is a 60-lawyer litigation firm with offices in Philadelphia and Wilmington. Its attorney assistants manage court calendars, format and proofread filings, and keep partners’ days running. A mistake in any of these can mean a missed deadline.

Hiring for the role was slow and unreliable. The office manager screened resumes for years of legal experience, partners interviewed whoever made the cut, and the process typically took five to six weeks. Meanwhile, candidates with strong experience were hired elsewhere, and some hires with impressive resumes struggled with the detail the job demands.
`,
  solution: `
Keystone’s office manager worked with two partners to define what separates an excellent attorney assistant, then built the process around testing it.

- **A 45-minute legal-skills simulation.** In [Quotient Assess](/products/assessment/), candidates proofread a short motion with planted errors in citations and formatting, calculate response deadlines from a set of court rules, and draft a client email rescheduling a deposition.
- **A one-way video interview.** Candidates who pass answer four structured questions about handling competing deadlines and confidential information in [Quotient Interview](/products/interview/).
- **Self-booked final interviews.** Partners publish two slots a week, and shortlisted candidates book one directly, which removed a week of email back-and-forth.

The firm also dropped its minimum of five years of legal experience, replacing it with the skills the simulation measures.
`,
  outcome: `
Keystone now makes attorney-assistant hires in **under 14 days** from posting to accepted offer, down from five to six weeks, and has hired six assistants across both offices on the new process.

- Partners interview only candidates who have already shown they can proofread a filing and calculate a deadline correctly.
- Two of the six hires came from paralegal certificate programmes and would have been screened out by the old experience requirement; both are rated among the firm’s strongest assistants.
- The same simulation now helps the firm decide which assistants are ready for senior roles supporting trial teams.
`,
  quote: {
    text: 'A resume cannot tell you whether someone will catch a wrong citation at six in the evening before a filing. The simulation can, and we now make offers in days instead of weeks.',
    name: 'Patricia Lowell',
    role: 'Office Manager',
  },
  related: ['reduce-time-to-hire', 'sales-enablement', 'lateral-hiring'],
};
