import type { CaseStudyInput } from '../schema';

export const lateralHiring: CaseStudyInput = {
  id: 'lateral-hiring',
  path: '/customer/case-study-lateral-hiring/',
  title: 'Lateral Hiring at Lumen Capital: Senior Consultants Hired in 48 Hours',
  description:
    'Lumen Capital built a bench of pre-assessed lateral candidates with AI sourcing and case simulations, and now hires consultants within 48 hours of a new engagement.',
  share: 'none',
  section: 'Customer stories',
  updated: '2026-03-10',
  date: '2026-03-10',
  summary:
    'A financial advisory firm that relied on search firms for experienced hires built its own bench of sourced, assessed lateral candidates, and now hires consultants in 48 hours when a client signs.',
  customer: {
    name: 'Lumen Capital',
    industry: 'Financial advisory and consulting',
    size: '300 employees',
    location: 'Chicago, Illinois',
    glyph: 'bars',
  },
  lead: 'When Lumen Capital wins an engagement, it needs experienced consultants on the client’s site within days. Instead of starting a search each time, it now keeps a bench of sourced and assessed lateral candidates, and hires from it within 48 hours.',
  modules: ['sourcing', 'assessment', 'interview'],
  results: [
    { value: '48 hours', label: 'From signed engagement to consultant hired' },
    { value: '120', label: 'Pre-assessed lateral candidates on the bench' },
    { value: '70%', label: 'Less spent on search-firm fees in a year' },
  ],
  challenge: `
Lumen Capital advises mid-market companies on finance transformation, from close-process redesign to system migrations. Its growth depends on **lateral hires**: senior consultants and managers with five to ten years of experience at peer firms or in corporate finance teams.

Lateral candidates are rarely job-hunting, so Lumen relied on retained search firms. Each search took six to ten weeks and cost a significant share of first-year salary. Worse, the timing never matched the business: engagements were signed with a start date two or three weeks out, and the firm either delayed the start or stretched its existing team across too many clients.
`,
  solution: `
Lumen’s recruiting lead proposed a different model: build the shortlist **before** the engagement is signed.

- **Continuous sourcing.** With [Quotient Source](/products/sourcing/), two recruiters search for experienced finance-transformation professionals every week, using the most-likely-to-join signals to prioritise people open to a conversation, and reach out with personalised sequences.
- **A case simulation instead of a first interview.** Interested candidates complete a 45-minute simulation in [Quotient Assess](/products/assessment/): diagnose a flawed month-end close from a short data pack and write a one-page recommendation for a CFO. Partners calibrated the rubric on their own recent hires.
- **A recorded partner conversation.** Candidates who pass answer five structured questions on video, which the relevant practice partner reviews.
- **A warm bench.** Candidates who clear all three steps join a bench. Recruiters keep in touch monthly and note availability and notice periods.

When an engagement is signed, the partner reviews the bench, holds one final conversation with the top two candidates and makes an offer.
`,
  outcome: `
Lumen now **hires consultants within 48 hours** of a signed engagement for most roles, and the bench holds about 120 assessed lateral candidates at any time. In its first full year on the new model, the firm spent 70% less on search-firm fees.

- Engagement start dates are no longer pushed back for staffing reasons.
- Partners spend their interview time only on candidates who have already shown they can do the work.
- Candidates say the case simulation gave them a clearer picture of Lumen’s work than any interview at other firms.
`,
  quote: {
    text: 'We used to start a search when a client signed. Now the shortlist is already assessed and waiting, and we can tell the client who will be on site before the ink is dry.',
    name: 'Graham Whitfield',
    role: 'Partner and Head of Recruiting',
  },
  related: ['ensemble', 'moving-hiring-online', 'apparel-retailer'],
};
