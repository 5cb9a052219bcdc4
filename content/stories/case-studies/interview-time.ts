import type { CaseStudyInput } from '../schema';

export const interviewTime: CaseStudyInput = {
  id: 'interview-time',
  path: '/customer/case-study-interview-time/',
  title: 'How Northwind Cut Team Time per Hire from 500+ Minutes to Under 50',
  description:
    'Northwind, a logistics software company, swapped three live screening rounds for skill assessments and one-way video, cutting interview time per hire to under 50 minutes.',
  share: 'none',
  section: 'Customer stories',
  updated: '2025-09-16',
  date: '2025-09-16',
  summary:
    'Northwind’s engineers spent over 500 minutes of interviews on every hire. Job simulations and one-way video interviews brought that under 50 minutes, without lowering the bar.',
  customer: {
    name: 'Northwind',
    industry: 'Logistics software',
    size: '450 employees',
    location: 'Columbus, Ohio',
    glyph: 'ring',
  },
  lead: 'Northwind’s engineers were spending more time interviewing than building. By testing skills first and moving the screening round to one-way video, the team now spends under 50 minutes per hire instead of over 500.',
  modules: ['assessment', 'interview', 'scheduling'],
  results: [
    { value: '<50 min', label: 'Team time per hire, down from over 500 minutes' },
    { value: '<3 weeks', label: 'From application to offer, down from five' },
    { value: '1', label: 'Live round before the final panel, down from three' },
  ],
  challenge: `
Northwind builds route-planning software for regional freight carriers. In 2024 the company doubled its engineering headcount target, and its interview process began to eat the very capacity it was meant to add.

Every engineering hire went through a recruiter screen, a technical phone screen, a live coding round and a final panel. Counting the candidates who dropped out or failed along the way, the team was spending **over 500 minutes of interviewer time for every engineer it hired**. Senior engineers were giving up a full day a week to interviews, and the phone screen, which rejected more than half of the candidates it saw, was the most expensive step of all.

Candidates felt it too. The process took five weeks on average, and the team was losing finalists to faster competitors.
`,
  solution: `
Northwind’s head of engineering recruiting set a simple rule: no engineer should meet a candidate who has not already shown they can do the core work. The team rebuilt the first half of the process around that rule.

1. **A job simulation replaced the technical phone screen.** Using [Quotient Assess](/products/assessment/), the team built a 40-minute simulation from their own domain: candidates fix a bug in a small route-costing service and explain their change in writing. It is auto-graded against a rubric the engineers wrote.
2. **A one-way video interview replaced the recruiter screen.** Candidates answer four structured questions on their own schedule with [Quotient Interview](/products/interview/), and two reviewers rate the answers independently.
3. **Scheduling was automated.** Engineers hold two interview slots a week, and candidates who pass both steps book a slot for the final panel themselves.

The final panel stayed exactly as it was, so the hiring bar did not move.
`,
  outcome: `
Within two hiring cycles, team time per hire fell from **over 500 minutes to under 50**. Most of the saving came from the phone screens that no longer happened: engineers now meet only candidates who have passed the simulation, and more than half of those go on to receive an offer.

- Time from application to offer fell from five weeks to under three.
- Hiring managers rate new engineers at least as highly at ninety days as under the old process.
- Candidates rate the process 4.7 out of 5, and several mention the simulation as the reason they chose Northwind.

The engineering team got its Fridays back, and the recruiting team now uses the same approach for product and support roles.
`,
  quote: {
    text: 'Our engineers used to lose a day a week to phone screens. Now they only meet people who have already solved a real problem from our codebase, and the conversations are better for it.',
    name: 'Marcus Bell',
    role: 'Head of Engineering Recruiting',
  },
  related: ['reduce-time-to-hire', 'sales-enablement', 'attorney-assistant'],
};
