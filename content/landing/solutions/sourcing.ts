import type { LandingPageInput } from '../../schema/landing';
import { customerBusinesses } from '../../customer-count';

export const sourcing: LandingPageInput = {
  path: '/solutions/sourcing/',
  title: 'AI Candidate Sourcing for Hard-to-Fill Roles',
  description:
    'Stop rewriting boolean strings. Quotient ranks profiles against your role, flags who is likely to move and writes personalised outreach for you.',
  share: 'default',
  section: 'Solutions',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Sourcing',
      title: 'Fill the roles your job posts can’t',
      lead: 'When the right people aren’t applying, you have to go and find them. Describe the role in plain words and Quotient Source searches, ranks and reaches out, so your sourcers spend the day talking to candidates instead of building search strings.',
      proof: 'Top 10% candidate insights · 550 candidates sourced and 213 assessed in 50 days',
      illustration: 'sourcing',
    },
    { type: 'logos', label: `Sourcing teams at ${customerBusinesses} use Quotient` },
    {
      type: 'problems',
      eyebrow: 'Why sourcing stalls',
      title: 'The same searches keep returning the same people',
      tone: 'muted',
      items: [
        {
          title: 'Boolean strings eat the morning',
          text: 'A search for a niche role takes a dozen rewrites of AND, OR and NOT before the results look usable, and it breaks the moment a job title changes.',
        },
        {
          title: 'Everyone mines the same pool',
          text: 'Every recruiter in your market filters the same network with the same keywords, so the obvious profiles are already drowning in messages.',
        },
        {
          title: 'No signal on who will move',
          text: 'A perfect profile is no use if the person started a new job last month. Without tenure and career signals you message people who will never reply.',
        },
        {
          title: 'Generic outreach, few replies',
          text: 'Copy-and-paste messages read like copy-and-paste messages, and personalising each one by hand doesn’t scale past a handful a day.',
        },
      ],
    },
    {
      type: 'features',
      eyebrow: 'Quotient Source',
      title: 'Search in plain words, contact the likeliest fits first',
      items: [
        {
          title: 'Plain-language role search',
          text: 'Paste the job description or describe the person; Quotient turns it into the search and keeps it updated as you refine.',
        },
        {
          title: 'Unlimited profile search',
          text: 'Filter by skills, seniority, location, industry and past employers without counting search credits.',
        },
        {
          title: 'Top 10% candidate insights',
          text: 'Each profile is scored against the role, so the strongest matches sit at the top of the list instead of on page nine.',
        },
        {
          title: 'Most likely to join',
          text: 'Tenure, recent moves and career direction flag the people who are open to a conversation right now.',
        },
        {
          title: 'Personalised multi-step outreach',
          text: 'Sequences written around each candidate’s background, with follow-ups sent and replies gathered in one inbox.',
        },
        {
          title: 'Straight into an assessment',
          text: 'Interested candidates get a job simulation link, so the hiring manager receives proven skills, not just a list of names.',
        },
      ],
    },
    {
      type: 'beforeAfter',
      eyebrow: 'A sourcer’s day',
      title: 'The same role, sourced two ways',
      beforeLabel: 'Manual sourcing',
      afterLabel: 'With Quotient Source',
      tone: 'muted',
      rows: [
        {
          label: 'Building the search',
          before: 'An hour of boolean strings per role, rebuilt for every new title.',
          after: 'A sentence or the job description; the search is built for you.',
        },
        {
          label: 'Choosing who to contact',
          before: 'Scrolling page after page and guessing from headlines.',
          after: 'A ranked list with match scores and likely-to-join flags.',
        },
        {
          label: 'Outreach',
          before: 'One template sent to everyone, follow-ups tracked in a spreadsheet.',
          after: 'Personalised sequences with automatic follow-ups and one reply inbox.',
        },
        {
          label: 'Handing over',
          before: 'A list of profiles the hiring manager has to screen all over again.',
          after: 'Candidates who already passed a job simulation, each with a skills report.',
        },
      ],
    },
    {
      type: 'stats',
      title: 'What a sourcing push looks like in numbers',
      items: [
        { value: '550', label: 'candidates sourced for an apparel retailer in 50 days' },
        { value: 'Top 10%', label: 'of matches highlighted on every search' },
        { value: '12', label: 'job roles a year per user on the Standard and Professional plans' },
      ],
    },
    {
      type: 'faq',
      title: 'Sourcing questions recruiters ask us',
      items: [
        {
          question: 'Where do the candidate profiles come from?',
          answer:
            'Quotient Source searches public professional profiles and ranks them against your role. Results refresh every time you search, so you never work from a list that went stale months ago.',
        },
        {
          question: 'How many roles can I source for?',
          answer:
            'The Standard and Professional plans include 12 job roles a year per user, with unlimited profile search and engagement. Enterprise plans have unlimited roles.',
        },
        {
          question: 'What does “most likely to join” mean?',
          answer:
            'It weighs how long someone has been in their role, how often they have moved before and where their career is heading, so you reach people when they are open to hearing from you.',
        },
        {
          question: 'Can candidates go from outreach straight to an assessment?',
          answer:
            'Yes. Anyone who replies with interest can receive a job simulation link, and their score and skills report sit next to their profile.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related solutions',
      items: [
        {
          title: 'Managed sourcing',
          text: 'No time to source? Our specialists run the search and deliver assessed candidates.',
          href: '/solutions/managed-sourcing/',
        },
        {
          title: 'Talent discovery',
          text: 'Find career changers, past finalists and internal talent that keyword filters hide.',
          href: '/solutions/talent-discovery/',
        },
        {
          title: 'Diversity hiring',
          text: 'Search on skills rather than pedigree to widen every shortlist.',
          href: '/solutions/diversity-hiring/',
        },
        {
          title: 'All platform features',
          text: 'Sourcing, job simulations, auto-grading, video interviews and scheduling.',
          href: '/features/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Find the candidates your competitors haven’t messaged yet',
      text: 'Start a free trial, or book a demo and we will run your hardest open role through Quotient Source with you.',
    },
  ],
};
