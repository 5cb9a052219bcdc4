import type { CaseStudyInput } from '../schema';

export const ensemble: CaseStudyInput = {
  id: 'ensemble',
  path: '/customers/case-study-ensemble-hire-in-less-than-20-hrs/',
  title: 'How Fieldstone Found 2+ Fit Candidates per Role in Under 20 Hours',
  description:
    'Fieldstone, a data consultancy, had to staff a four-person project ensemble fast. AI sourcing and job simulations surfaced 2+ fit candidates per role in under 20 hours.',
  share: 'default',
  section: 'Customer stories',
  updated: '2026-04-21',
  date: '2026-04-21',
  summary:
    'A data consultancy had days, not weeks, to staff a four-person project ensemble. AI sourcing and short job simulations put 2+ fit candidates in front of it for every role in under 20 hours.',
  customer: {
    name: 'Fieldstone',
    industry: 'Data and analytics consulting',
    size: '90 employees',
    location: 'Raleigh, North Carolina',
    glyph: 'leaf',
  },
  lead: 'Fieldstone won a client project that needed a data engineer, two analysts and a delivery lead, starting in three weeks. With AI sourcing and short job simulations, it had two or more assessed, interested candidates for every role in under 20 hours.',
  modules: ['sourcing', 'assessment'],
  results: [
    { value: '<20 hrs', label: 'To 2+ fit candidates for every role' },
    { value: '4', label: 'Roles in the project ensemble, all filled' },
    { value: '11 days', label: 'From project brief to full team signed' },
  ],
  challenge: `
Fieldstone builds data platforms and analytics for regional banks and insurers. Projects are staffed as small **ensembles**: a delivery lead, a data engineer and one or two analysts who work together for the length of an engagement.

In early 2026 Fieldstone won a project whose start date could not move, because the client’s regulator had set the deadline. The whole ensemble had to be hired in about three weeks, and Fieldstone’s usual approach of posting the roles and waiting for applicants would not produce a shortlist in time, let alone a team that could work well together from day one.
`,
  solution: `
Fieldstone’s operations director ran the search as a single sprint.

1. **Four role briefs in one morning.** For each role, the project lead listed the skills the engagement needed in the first month, from dbt modelling to stakeholder reporting for risk teams.
2. **Sourcing started the same day.** [Quotient Source](/products/sourcing/) searched for matching profiles across the region and remote-friendly candidates nationwide, ranked them against the briefs and sent personalised outreach that named the project’s domain and start date.
3. **Short simulations for everyone who replied.** Interested candidates took a 30-minute role-specific simulation in [Quotient Assess](/products/assessment/): a broken pipeline for the engineer, a messy claims data set for the analysts and a stakeholder-update exercise for the delivery lead.
4. **Skills reports shaped the interviews.** Each report suggested questions for the next round, so the project lead spent interviews probing the gaps rather than repeating the test.
`,
  outcome: `
Within **under 20 hours** of the briefs being written, Fieldstone had two or more candidates for every role who had replied with interest and passed the simulation. The project lead interviewed the shortlists over the next week, and the full four-person ensemble was signed **eleven days** after the brief.

- The project started on the regulator’s date.
- Three of the four hires came from outside Fieldstone’s home market, a pool its job postings had never reached.
- Fieldstone now keeps the four role briefs and simulations as templates, so the next ensemble can be staffed the same way.
`,
  quote: {
    text: 'By the next morning we had real people, already tested, for every seat on the project. That had never happened to us before, even with an agency.',
    name: 'Tomás Varga',
    role: 'Director of Operations',
  },
  related: ['lateral-hiring', 'apparel-retailer', 'interview-time'],
};
