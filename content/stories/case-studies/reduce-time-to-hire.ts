import type { CaseStudyInput } from '../schema';

export const reduceTimeToHire: CaseStudyInput = {
  id: 'reduce-time-to-hire',
  path: '/customer/case-study-how-to-reduce-time-to-hire/',
  title: 'How Brightpath Cut Time to Hire by 60% for Tutors and Center Staff',
  description:
    'Brightpath, a network of tutoring centers, cut time to hire by 60% by screening tutors with teaching simulations, video interviews and self-service scheduling.',
  share: 'none',
  section: 'Customer stories',
  updated: '2026-01-20',
  date: '2026-01-20',
  summary:
    'Brightpath lost good tutors to a 38-day hiring process every back-to-school season. Teaching simulations, video interviews and self-service scheduling cut time to hire by 60%.',
  customer: {
    name: 'Brightpath',
    industry: 'Education services',
    size: '1,100 staff across 64 centers',
    location: 'Denver, Colorado',
    glyph: 'triangle',
  },
  lead: 'Every August, Brightpath needs hundreds of tutors in a few weeks, and every August its 38-day process lost the best applicants to faster employers. Screening on teaching skills first and letting candidates book their own interviews brought time to hire down by 60%.',
  modules: ['assessment', 'interview', 'scheduling'],
  results: [
    { value: '60%', label: 'Shorter time to hire' },
    { value: '15 days', label: 'From application to offer, down from 38' },
    { value: '2×', label: 'Applicants reviewed per recruiter each week' },
  ],
  challenge: `
Brightpath runs after-school tutoring centers across five states. Its hiring is sharply seasonal: most tutors and center coordinators are hired in the six weeks before the school year starts, by a recruiting team of six.

The process had grown one step at a time: a resume review, a phone screen, a demonstration lesson at a center and a reference check. Each step was reasonable, but each waited for the one before, and center directors could only watch demonstration lessons on certain afternoons. Time from application to offer averaged **38 days**. Strong tutors, many of them college students and teachers looking for extra hours, accepted other jobs long before Brightpath called.
`,
  solution: `
Brightpath’s talent lead mapped the timeline of the previous season and found that candidates spent less than three hours being evaluated and more than five weeks waiting. The team rebuilt the process around removing the waits.

1. **A teaching simulation came first.** Applicants complete a 25-minute exercise in [Quotient Assess](/products/assessment/): explain a fractions problem in writing to a struggling student, spot the error in a worked example and plan a ten-minute session. It is auto-graded against a rubric Brightpath’s best center directors wrote.
2. **A one-way video lesson replaced the phone screen.** Candidates record a three-minute explanation of a concept of their choice, and center directors review it from any location.
3. **Candidates book their own final conversations.** Directors publish afternoon slots, and shortlisted candidates pick one straight away instead of waiting for an email thread.
4. **Reference checks start in parallel** with the final conversation, with the candidate’s consent.
`,
  outcome: `
In the first season on the new process, Brightpath’s average time to hire fell from 38 days to 15, a **60% reduction**. Recruiters reviewed twice as many applicants a week, because the simulation and video told them more in ten minutes than a resume and a phone call had in forty.

- Offer acceptance rose, as candidates received offers while they were still actively looking.
- Center directors spent their afternoons with shortlisted candidates only.
- Parent satisfaction scores for new tutors matched those of tutors hired the year before, so the faster process did not cost quality.

Brightpath now runs a lighter version of the same process all year round for coordinator and center-manager roles.
`,
  quote: {
    text: 'We used to hire whoever was still available in September. Now we make offers in about two weeks, to the tutors we actually want, and they are still excited when we call.',
    name: 'Elena Marsh',
    role: 'Director of Talent',
  },
  related: ['interview-time', 'attorney-assistant', 'sales-enablement'],
};
