import type { LandingPageInput } from '../../schema/landing';

export const diversityHiring: LandingPageInput = {
  path: '/solutions/diversity-hiring/',
  title: 'Diversity Hiring Software: Wider Pools, Skills-First Screening',
  description:
    'Reach beyond your usual networks and judge every candidate on the same job simulation, graded on the work rather than name, school or employer.',
  share: 'default',
  section: 'Solutions',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Diversity hiring',
      title: 'A diverse team starts with a wider pool and a fairer first look',
      lead: 'If every search returns the same profiles and every screen rewards the same schools, your shortlist will look like your last one. Quotient widens where you search and judges every candidate on the same job simulation, so talent is what gets people through.',
      proof: 'A staffing firm closed 25 diverse positions with Quotient',
      illustration: 'sourcing',
    },
    {
      type: 'problems',
      title: 'Where diverse candidates fall out of the process',
      tone: 'muted',
      items: [
        {
          title: 'Small, homogeneous pools',
          text: 'Referrals and the usual job boards reach people who look like the team you already have.',
        },
        {
          title: 'Biased resume screens',
          text: 'Names, schools, employers and career gaps sway a six-second resume read, often without anyone noticing.',
        },
        {
          title: 'Unstructured interviews',
          text: 'Different questions for different candidates let affinity decide who seems like a fit.',
        },
        {
          title: 'Long, opaque processes',
          text: 'Candidates without insider networks drop out when the steps are unclear and feedback never comes.',
        },
      ],
    },
    {
      type: 'features',
      title: 'Remove the filters that don’t predict performance',
      items: [
        {
          title: 'Sourcing beyond your network',
          text: 'Search by skills rather than pedigree and find people from adjacent industries and non-traditional routes.',
        },
        {
          title: 'Skills before resumes',
          text: 'Every applicant takes the same job simulation first, so the shortlist is decided by the work.',
        },
        {
          title: 'One rubric for every answer',
          text: 'Auto-grading scores each response against the same criteria, removing drift between reviewers.',
        },
        {
          title: 'Structured video interviews',
          text: 'Every candidate answers the same questions in the same order, and reviewers compare answers side by side.',
        },
        {
          title: 'An experience that keeps people in',
          text: 'Clear instructions, practice questions, phone-friendly tests and custom feedback for every candidate.',
        },
      ],
    },
    {
      type: 'caseStudy',
      company: 'Atlas Staffing',
      title: 'How a staffing firm closed 25 diverse positions',
      challenge:
        'Atlas Staffing’s clients asked for diverse shortlists for technical and customer-facing roles, but its recruiters kept drawing on the same referral networks and job boards, and resume screens narrowed the pool further.',
      approach:
        'Recruiters used Quotient Source to search on skills across a much wider set of profiles, then sent every interested candidate the same job simulation before anyone read a resume. Clients received shortlists ranked by score, with a skills report for each person.',
      outcome:
        'Atlas closed 25 diverse positions for one healthcare client, and the client accepted the shortlists because every candidate came with evidence of skill.',
      metrics: [
        { value: '25', label: 'diverse positions closed for clients' },
        { value: '1 rubric', label: 'for every candidate, whichever client they applied to' },
      ],
      quote: {
        text: 'Our clients wanted diverse shortlists and proof of skill. For the first time we could give them both in the same document.',
        name: 'Renee Calloway',
        role: 'Managing Director',
      },
      tone: 'muted',
    },
    {
      type: 'checklist',
      title: 'Fair-hiring practices built into every role',
      lead: 'The defaults do the work, so fairness doesn’t depend on each manager remembering.',
      items: [
        'The same simulation and time limit for every applicant to a role',
        'Scoring against a written rubric, not a reviewer’s impression',
        'Skills search that doesn’t start from school or employer',
        'Structured interview questions asked in the same order',
        'Practice questions, so first-time test takers start on equal footing',
        'Feedback for every candidate, including those not selected',
      ],
    },
    {
      type: 'text',
      eyebrow: 'What it is and isn’t',
      title: 'Diversity through a fair process, not quotas',
      tone: 'muted',
      paragraphs: [
        'Quotient doesn’t select candidates by demographic group and doesn’t ask you to. It removes signals that don’t predict performance, such as schools, names and former employers, and puts the one that does in their place: how someone does the work.',
        'Your leadership and legal teams set your goals. The platform gives them a consistent process and a skills report behind every decision, so progress can be explained as well as measured.',
      ],
    },
    {
      type: 'links',
      title: 'Related solutions',
      items: [
        {
          title: 'Talent discovery',
          text: 'Find career changers and overlooked applicants by searching on skills.',
          href: '/solutions/talent-discovery/',
        },
        {
          title: 'University recruitment',
          text: 'Campus hiring decided on potential instead of the name of the university.',
          href: '/solutions/university-recruitment/',
        },
        {
          title: 'AI candidate sourcing',
          text: 'Search and outreach beyond the profiles everyone else is messaging.',
          href: '/solutions/sourcing/',
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions about diversity hiring',
      items: [
        {
          question: 'Does skills-first screening lower the bar?',
          answer:
            'No, it raises it. Every candidate is held to the same job-related standard, and job simulations predict performance better than resumes do.',
        },
        {
          question: 'How do we reach candidates outside our usual channels?',
          answer:
            'Search by skills and experience instead of titles and employers, include adjacent industries and career changers, and send outreach that speaks to each person’s background.',
        },
        {
          question: 'Can candidates ask for adjustments such as extra time?',
          answer:
            'Yes. Time limits are set per role and can be extended for a candidate who asks. Say in the invitation how to request an adjustment.',
        },
        {
          question: 'Why do diverse candidates drop out, and how does this help?',
          answer:
            'Long, unclear processes lose people without inside connections first. Quotient keeps candidate drop-off under 10%, against 40% or more on typical assessment tools, with clear steps and feedback for everyone.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Widen the pool and judge the work',
      text: 'Start a free trial and send a skills-first simulation to your next applicants, or book a demo with our team.',
    },
  ],
};
