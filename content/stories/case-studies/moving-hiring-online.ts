import type { CaseStudyInput } from '../schema';

export const movingHiringOnline: CaseStudyInput = {
  id: 'moving-hiring-online',
  path: '/customer/case-study-moving-hiring-process-online/',
  title: 'How Atlas Staffing Moved Hiring Online and Closed 25 Diverse Roles',
  description:
    'Atlas Staffing moved in-person assessment days online with AI sourcing, skill assessments and video interviews, and closed 25 diverse positions for one client.',
  share: 'none',
  section: 'Customer stories',
  updated: '2025-11-04',
  date: '2025-11-04',
  summary:
    'A staffing firm that screened every candidate in person moved its whole process online, widened its talent pool beyond its own city and closed 25 diverse positions for a healthcare client.',
  customer: {
    name: 'Atlas Staffing',
    industry: 'Staffing and recruiting',
    size: '85 employees',
    location: 'Atlanta, Georgia',
    glyph: 'wave',
  },
  lead: 'Atlas Staffing ran its screening on in-person assessment days, which limited it to candidates who could travel to its offices. Moving sourcing, assessment and first interviews online opened its pipeline to three states and helped it close 25 diverse positions for one client.',
  modules: ['sourcing', 'assessment', 'interview'],
  results: [
    { value: '25', label: 'Diverse positions closed for one healthcare client' },
    { value: '100%', label: 'Of screening and first interviews now online' },
    { value: '3', label: 'States served without opening a new office' },
  ],
  challenge: `
For twelve years Atlas Staffing placed administrative, customer-service and healthcare-support staff with employers around Atlanta. Its screening ran on **assessment days**: groups of candidates came to the office, took paper tests and met a recruiter.

The model had two limits. It capped volume at the size of the meeting room, and it quietly narrowed the talent pool to people who could take half a day off and travel downtown. When a regional healthcare network asked Atlas to fill 25 patient-access and scheduling roles across three states, with a clear goal of building a team that reflected the communities it served, the assessment-day model could not stretch that far.
`,
  solution: `
Atlas moved the entire front half of its process online in six weeks.

- **Sourcing widened the pool.** With [Quotient Source](/products/sourcing/), recruiters searched for candidates with scheduling, insurance-verification and customer-service experience across all three states, and used personalised outreach sequences instead of one-size-fits-all job ads.
- **Skills replaced credentials as the first filter.** A 30-minute simulation asked candidates to book appointments against a realistic calendar, handle an insurance question and write a short message to a patient. Degree and years-of-experience requirements were dropped.
- **One-way video replaced the assessment day.** Candidates recorded answers to five structured questions when it suited them, including evenings and weekends, and two recruiters scored each answer independently.

Because every candidate took the same simulation and answered the same questions, Atlas could show its client exactly why each person was shortlisted.
`,
  outcome: `
Atlas **closed all 25 positions** for the healthcare network, with a team that the client described as the most diverse it had ever hired through an agency. Candidates who would never have attended an assessment day, including parents with daytime caring responsibilities and people in rural counties, made up a large share of the final hires.

- Screening and first interviews are now fully online for every Atlas client.
- Recruiters review a candidate’s simulation and video in about ten minutes, against roughly an hour for an assessment-day slot.
- Atlas now serves clients in three states without opening a new office.
`,
  quote: {
    text: 'Assessment days only ever showed us the people who could get to our building on a Tuesday morning. Moving online showed us everyone else, and many of them were exactly who our client needed.',
    name: 'Renee Calloway',
    role: 'Managing Director',
  },
  related: ['apparel-retailer', 'lateral-hiring', 'ensemble'],
};
