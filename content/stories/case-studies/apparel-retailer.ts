import type { CaseStudyInput } from '../schema';

export const apparelRetailer: CaseStudyInput = {
  id: 'apparel-retailer',
  path: '/case-study/apparel-retailer-sourcing-right-talent/',
  title: 'How Harbor Retail Sourced 550 Candidates and Assessed 213 in 50 Days',
  description:
    'Harbor Retail, an apparel retailer opening 12 stores, sourced 550 candidates and assessed 213 in 50 days to find store managers who could lead from day one.',
  share: 'default',
  section: 'Customer stories',
  updated: '2026-06-02',
  date: '2026-06-02',
  summary:
    'An apparel retailer opening twelve stores needed managers who could run a floor from day one. AI sourcing found 550 candidates and job simulations assessed 213 of them in 50 days.',
  customer: {
    name: 'Harbor Retail',
    industry: 'Apparel retail',
    size: '140 stores, 3,800 employees',
    location: 'Portland, Oregon',
    glyph: 'square',
  },
  lead: 'Harbor Retail’s expansion plan needed store managers and assistant managers for twelve new locations at once. In 50 days it sourced 550 candidates, assessed 213 on real store-leadership scenarios and hired the leaders it needed.',
  modules: ['sourcing', 'assessment'],
  results: [
    { value: '550', label: 'Candidates sourced' },
    { value: '213', label: 'Candidates assessed' },
    { value: '50 days', label: 'From first search to final offer' },
    { value: '12', label: 'New stores opened with a full leadership team' },
  ],
  challenge: `
Harbor Retail sells casual and outdoor apparel through 140 stores on the West Coast. Its 2026 plan added **twelve stores in four months**, each needing a store manager and two assistant managers before opening day.

Harbor had always promoted store leaders from within, but twelve openings at once would have stripped experienced managers out of existing stores. Job postings brought in plenty of applicants, but mostly people without leadership experience, and resumes made it hard to tell a strong floor leader from someone who had held the title briefly. District managers were spending evenings on phone screens and still not finding the right talent.
`,
  solution: `
Harbor’s talent acquisition team split the problem into finding candidates and judging them.

- **Sourcing the right talent.** [Quotient Source](/products/sourcing/) searched for people currently leading teams in specialty retail, hospitality and quick-service restaurants near each new location, and ranked them by fit and likelihood to move. Personalised outreach mentioned the specific store, its opening date and the growth path.
- **Assessing leadership in context.** Candidates completed a 35-minute simulation in [Quotient Assess](/products/assessment/) built from real Harbor situations: building a weekend rota with two call-outs, handling a return dispute that escalates, and reading a weekly sales report to decide where to focus the team.
- **Focused final interviews.** District managers met only candidates with strong simulation scores, using the questions each skills report suggested.
`,
  outcome: `
In **50 days**, Harbor sourced **550 candidates**, of whom **213** completed the leadership simulation. District managers interviewed the strongest, and every one of the twelve new stores opened with a full leadership team in place.

- More than a third of the new store leaders came from hospitality and restaurants, a pool Harbor had never recruited from.
- District managers stopped doing first-round phone screens entirely.
- Harbor now uses the same simulation for internal promotions, so in-house candidates are judged on the same scenarios as external ones.
`,
  quote: {
    text: 'The simulation showed us who could actually run a Saturday with two people out sick. Some of our best new managers came from restaurants, and we would never have found them with a job post.',
    name: 'Naomi Feld',
    role: 'Head of Talent Acquisition',
  },
  related: ['moving-hiring-online', 'ensemble', 'reduce-time-to-hire'],
};
