import type { LandingPageInput } from '../../schema/landing';

export const managedSourcing: LandingPageInput = {
  path: '/solutions/managed-sourcing/',
  title: 'Managed Sourcing: Assessed Shortlists Without an Agency',
  description:
    'Our sourcing specialists and AI find, engage and assess candidates for you, delivering the first fit candidates in under 20 hours.',
  share: 'default',
  section: 'Solutions',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Managed sourcing',
      title: 'A sourcing team on demand, without the agency markup',
      lead: 'No sourcer free for a niche role? Hand it to us. Quotient’s sourcing specialists run the search with our AI, reach out in your name and send you candidates who have already passed a job simulation, so your team only meets people worth meeting.',
      proof: '2+ fit candidates in under 20 hours · 550 candidates sourced in 50 days for one retailer',
      illustration: 'sourcing',
    },
    {
      type: 'audiences',
      title: 'Who hands sourcing to us',
      items: [
        {
          role: 'Lean talent teams',
          quote: 'We have one recruiter and twelve open roles. Sourcing is what falls off the list.',
          need: 'A team that runs search and outreach, so your recruiter can run the interviews.',
        },
        {
          role: 'Hiring managers on their own',
          quote: 'I posted the job three weeks ago and I’m still reading the wrong applications.',
          need: 'A shortlist of assessed candidates delivered to you, with a report on each.',
        },
        {
          role: 'Teams tired of agency fees',
          quote: 'We pay a large share of first-year salary for CVs we still have to screen ourselves.',
          need: 'Sourcing and skills testing in one service, with every candidate’s results attached.',
        },
      ],
    },
    {
      type: 'beforeAfter',
      title: 'Agency search against managed sourcing',
      beforeLabel: 'Typical agency',
      afterLabel: 'Quotient managed sourcing',
      tone: 'muted',
      rows: [
        {
          label: 'What you receive',
          before: 'CVs chosen on the agency’s judgement.',
          after: 'Candidates who passed your job simulation, with skills reports.',
        },
        {
          label: 'What you can see',
          before: 'The finalists, not the search.',
          after: 'Search criteria, outreach and pipeline, visible in your dashboard.',
        },
        {
          label: 'First candidates',
          before: 'Often a week or two before the first CVs arrive.',
          after: 'Two or more fit candidates in under 20 hours.',
        },
        {
          label: 'The pipeline afterwards',
          before: 'Stays with the agency.',
          after: 'Every sourced candidate stays in your account for the next opening.',
        },
      ],
    },
    {
      type: 'stats',
      title: 'What sourcing on Quotient has delivered',
      items: [
        { value: '2+', label: 'fit candidates delivered in under 20 hours' },
        { value: '550', label: 'candidates sourced for one retailer in 50 days' },
      ],
    },
    {
      type: 'timeline',
      tone: 'muted',
      title: 'What the first week looks like',
      items: [
        {
          when: 'Kickoff',
          title: 'Role calibrated',
          text: 'A short call with the hiring manager turns the role into search criteria and a job simulation.',
        },
        {
          when: 'Under 20 hours',
          title: 'First fit candidates',
          text: 'Our specialists and AI search, reach out and deliver the first assessed candidates.',
        },
        {
          when: 'Days 2–5',
          title: 'Pipeline fills',
          text: 'Outreach continues daily, and every interested candidate takes the simulation before reaching you.',
        },
        {
          when: 'Every week',
          title: 'Calibration',
          text: 'We review scores and feedback with you and tune the search until the role is filled.',
        },
      ],
    },
    {
      type: 'checklist',
      title: 'What the service includes',
      items: [
        'A dedicated account manager and sourcing specialist',
        'AI-ranked search across professional profiles',
        'Personalised multi-step outreach in your company’s name',
        'A job simulation for every interested candidate',
        'Skills reports and suggested interview questions',
        'Interview slots booked through automated scheduling',
      ],
    },
    {
      type: 'faq',
      title: 'Questions about managed sourcing',
      items: [
        {
          question: 'How is this different from a recruitment agency?',
          answer:
            'An agency chooses candidates on its own judgement and keeps the pipeline. We source in the open, test every candidate with your job simulation, and everything we find stays in your account.',
        },
        {
          question: 'Which roles suit managed sourcing?',
          answer:
            'Roles where applicants don’t come to you: niche technical skills, senior specialists, new locations, or any role your team can’t give daily sourcing time.',
        },
        {
          question: 'Do candidates know who they are talking to?',
          answer:
            'Yes. Outreach goes out in your company’s name, and you approve the message and the role description first.',
        },
        {
          question: 'Can we bring sourcing in-house later?',
          answer:
            'Yes. Our specialists use the same Quotient Source tools that come with the Standard and Professional plans, and your pipeline stays with you.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related solutions',
      items: [
        {
          title: 'AI candidate sourcing',
          text: 'Run the search yourself with the tools our specialists use.',
          href: '/solutions/sourcing/',
        },
        {
          title: 'Consulting staffing',
          text: 'Source, test and hire consultants within 48 hours of a signed engagement.',
          href: '/solutions/consulting/',
        },
        {
          title: 'Talent acquisition',
          text: 'One platform and one standard for the whole hiring team.',
          href: '/solutions/talent-acquisition/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Hand us your hardest role',
      text: 'Book a demo to calibrate a role with our sourcing team, or start a free trial to try the platform first.',
    },
  ],
};
