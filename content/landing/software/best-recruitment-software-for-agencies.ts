import type { LandingPageInput } from '../../schema/landing';

export const bestRecruitmentSoftwareForAgencies: LandingPageInput = {
  path: '/best-recruitment-software-for-agencies/',
  title: 'Recruitment Software for Agencies: Shortlists Clients Trust',
  description:
    'Recruitment agency software that sources faster, tests candidates before submission and sends clients shortlists with skills reports and video introductions.',
  share: 'default',
  section: 'Agency recruitment software',
  sections: [
    {
      type: 'hero',
      eyebrow: 'For recruitment and staffing agencies',
      title: 'Win more placements with shortlists your clients can’t argue with',
      lead: 'Clients no longer pay for resumes. Quotient helps your recruiters source faster, test candidates before submission and send every shortlist with a skills report and a short video introduction.',
      proof: 'A staffing firm closed 25 diverse positions · Consultants hired in 48 hours',
      illustration: 'sourcing',
    },
    {
      type: 'problems',
      eyebrow: 'Agency pain',
      title: 'Where agency margins leak',
      tone: 'muted',
      items: [
        {
          title: 'Submissions that go nowhere',
          text: 'Every candidate a client rejects after the first interview costs your recruiter a day and costs you credibility.',
        },
        {
          title: 'Speed decides who gets paid',
          text: 'On contingent roles the first agency with a credible shortlist wins. Manual sourcing and screening lose that race.',
        },
        {
          title: 'Candidates ghost',
          text: 'Strong candidates juggle several agencies. Slow, generic contact loses them to the recruiter who replied first.',
        },
        {
          title: 'Hard to prove quality',
          text: 'Every agency says its candidates are great. Without evidence, you compete on fee instead of value.',
        },
      ],
    },
    {
      type: 'features',
      eyebrow: 'Built for agency desks',
      title: 'Source, test and submit from one place',
      items: [
        {
          title: 'Sourcing at desk speed',
          text: 'Search professional profiles with skills, seniority and location filters, and see the candidates most likely to move first.',
          href: '/candidate-sourcing-software/',
        },
        {
          title: 'Pre-submission assessments',
          text: 'Send a job simulation before you submit. Only candidates who can do the work reach your client.',
        },
        {
          title: 'Client-ready skills reports',
          text: 'Share a clean report per candidate, in your agency’s colours, with strengths, gaps and suggested interview questions.',
        },
        {
          title: 'Video introductions',
          text: 'A two-minute one-way video lets the client meet the candidate before committing an hour.',
          href: '/video-assessments/',
        },
        {
          title: 'Talent pools you can reuse',
          text: 'Every assessed candidate stays searchable by skill score, so the runner-up for one client is the placement for the next.',
          href: '/recruiting-crm-software/',
        },
        {
          title: 'Text recruiting for temp desks',
          text: 'Reach hourly and temporary workers where they answer: by SMS, with opt-out handled for you.',
          href: '/text-recruiting-software/',
        },
      ],
    },
    {
      type: 'stats',
      title: 'What agencies deliver with Quotient',
      eyebrow: 'Agency results',
      items: [
        { value: '25', label: 'diverse positions closed by one staffing firm' },
        { value: '48 h', label: 'to hire consultants for a client project' },
        { value: '550 / 213', label: 'candidates sourced and assessed in 50 days' },
      ],
    },
    {
      type: 'checklist',
      title: 'How to choose recruitment software for an agency',
      lead: 'Agency needs differ from in-house teams. Check these before you sign.',
      items: [
        'Reports can be shared with clients without giving them a login',
        'Branding shows your agency, not the software vendor',
        'Candidates are reusable across clients, with consent tracked',
        'Pricing works per recruiter or per role, not per client',
        'Sourcing, testing and outreach do not need three separate tools',
        'Candidates can complete everything on a phone',
      ],
      tone: 'muted',
    },
    {
      type: 'faq',
      title: 'Agency owners and recruiters ask',
      items: [
        {
          question: 'Will clients see the Quotient brand?',
          answer:
            'Shared reports and assessment pages carry your agency’s logo and colours. Clients see your agency’s work.',
        },
        {
          question: 'Can we test candidates for many different clients?',
          answer:
            'Yes. Create a role per client requirement from the library or from the client’s job description, and keep each client’s candidates and reports separate.',
        },
        {
          question: 'Does testing slow down submission?',
          answer:
            'Usually the opposite. Candidates complete short simulations within a day, and a shortlist with evidence gets a faster client decision than a stack of CVs.',
        },
        {
          question: 'We place contractors. Does it work for short engagements?',
          answer:
            'Yes. Sourcing and assessing in parallel rather than one after the other is how one consulting firm hires consultants within 48 hours of a signed engagement.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Send your next shortlist with proof',
      text: 'Try Quotient on a live requirement, or book a demo to see a client-ready skills report.',
    },
  ],
};
