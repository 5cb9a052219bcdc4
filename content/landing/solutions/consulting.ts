import type { LandingPageInput } from '../../schema/landing';
import { trustedByLine } from '../../customer-count';

export const consulting: LandingPageInput = {
  path: '/solutions/consulting/',
  title: 'Consulting Staffing: Hire Proven Consultants in 48 Hours',
  description:
    'When a client signs, the clock starts. Source, test and hire proven consultants within 48 hours, with skills reports your client can read.',
  share: 'default',
  section: 'Solutions',
  sections: [
    {
      type: 'hero',
      eyebrow: 'For consulting and IT services firms',
      title: 'Engagement signed on Monday, consultant billable by Wednesday',
      lead: 'Every day a role sits empty is revenue you don’t bill and a client who starts to doubt you. Quotient sources and tests consultants who are ready for the engagement, so you can hire within 48 hours.',
      proof: `Consultants hired in 48 hours · ${trustedByLine}`,
      illustration: 'sourcing',
    },
    {
      type: 'timeline',
      eyebrow: 'The 48-hour hire',
      title: 'How a role gets filled in two days',
      items: [
        {
          when: 'Hour 0',
          title: 'Engagement signed',
          text: 'The skills in the statement of work become a role profile and a matching job simulation.',
        },
        {
          when: 'Hour 4',
          title: 'Bench and market searched',
          text: 'Quotient Source ranks your bench, past applicants and new profiles, and starts personalised outreach.',
        },
        {
          when: 'Hour 24',
          title: 'Skills proven',
          text: 'Interested consultants complete the simulation and a short one-way video, graded automatically.',
        },
        {
          when: 'Hour 36',
          title: 'Client shortlist',
          text: 'You send two or three consultants with skills reports instead of polished CVs.',
        },
        {
          when: 'Hour 48',
          title: 'Billable',
          text: 'The client interview is booked by automated scheduling, the decision is made and work starts.',
        },
      ],
    },
    {
      type: 'problems',
      title: 'What slows a consulting firm down',
      tone: 'muted',
      items: [
        {
          title: 'Unbilled days',
          text: 'Every day between signature and start is margin lost, and utilisation targets don’t wait for recruiting.',
        },
        {
          title: 'CVs the client stopped trusting',
          text: 'Every firm sends glowing CVs. Clients want proof that the consultant can do the work on day one.',
        },
        {
          title: 'A bench nobody can search',
          text: 'Your own consultants’ skills live in old CVs and partners’ memories, so you hire outside for skills you already have.',
        },
        {
          title: 'Partners screening at midnight',
          text: 'Senior people run screening calls between client meetings, and the best candidates wait or walk.',
        },
      ],
    },
    {
      type: 'features',
      title: 'Built for speed without guesswork',
      items: [
        {
          title: 'Engagement-ready simulations',
          text: 'ERP configuration, data migration, process mapping, client communication: test the skills the statement of work names.',
        },
        {
          title: 'Client-ready skills reports',
          text: 'Strengths, gaps and suggested interview questions in a report you can put in front of the client.',
        },
        {
          title: 'One-way video for client fit',
          text: 'Consultants answer client-style questions on video, so you judge communication before anyone books a call.',
        },
        {
          title: 'Bench and market sourcing',
          text: 'Search your own consultants and the open market in one place, ranked against the engagement.',
        },
      ],
    },
    {
      type: 'caseStudy',
      company: 'Ridgeway Advisory',
      title: 'Every consultant profile reaches the client with proof of skill',
      challenge:
        'Ridgeway, an IT and operations consultancy, kept winning work it could not staff in time. Clients waited a week or more for CVs, and some started the project with another firm.',
      approach:
        'The firm moved first-round screening to Quotient: a job simulation built from the skills in each statement of work, then a one-way video with client-style questions. Partners only met consultants who had passed both.',
      outcome:
        'Clients now meet assessed consultants within days of signature instead of waiting a week for CVs, and every profile reaches the client with a skills report attached.',
      metrics: [
        { value: '100%', label: 'of consultant profiles sent with a skills report' },
        { value: '2 steps', label: 'before a partner’s time is spent: simulation, then video' },
      ],
      quote: {
        text: 'Our clients stopped asking for more CVs. They read the skills reports and say yes.',
        name: 'Daniel Okafor',
        role: 'Managing Director',
      },
      tone: 'muted',
    },
    {
      type: 'checklist',
      title: 'What your client receives with every consultant',
      items: [
        'A skills report scored against the engagement’s requirements',
        'One-way video answers to client-style questions',
        'Strengths and gaps, stated plainly',
        'Suggested questions for the client’s own interview',
        'A booked interview slot that suits both sides',
        'The same rubric applied to every consultant you present',
      ],
    },
    {
      type: 'faq',
      title: 'Questions consulting firms ask',
      items: [
        {
          question: 'Can we test skills specific to a client’s systems or industry?',
          answer:
            'Yes. Adjust a library simulation in minutes or have us build one from the statement of work, then reuse it for every consultant on that engagement.',
        },
        {
          question: 'Can our client see the results?',
          answer:
            'You decide. Share each consultant’s skills report with the client, or keep reports internal and send only your shortlist.',
        },
        {
          question: 'Does it work for contractors as well as permanent staff?',
          answer:
            'Yes. The process is the same, and many firms start with contract consultants because that is where speed matters most.',
        },
        {
          question: 'How does hiring in 48 hours work across time zones?',
          answer:
            'Simulations and video interviews are asynchronous, so consultants complete them in their own daytime, and scheduling books the client interview in everyone’s local time.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related solutions',
      items: [
        {
          title: 'Consultant hiring',
          text: 'Case simulations for analyst, associate and lateral hiring into your firm.',
          href: '/solutions/consultant-hiring/',
        },
        {
          title: 'Managed sourcing',
          text: 'Our specialists source and assess consultants for you when the bench runs dry.',
          href: '/solutions/managed-sourcing/',
        },
        {
          title: 'One-way video interviews',
          text: 'Judge client presence before anyone books a call.',
          href: '/solutions/video-interview/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Staff your next engagement before the kickoff call',
      text: 'Book a demo with a real statement of work, or start a free trial and build your first consultant simulation today.',
    },
  ],
};
