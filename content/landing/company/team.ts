import type { LandingPageInput } from '../../schema/landing';
import { trustedByLine } from '../../customer-count';

export const team: LandingPageInput = {
  path: '/about/team/',
  title: 'Our Team: The People Building Quotient',
  description:
    'Meet the Quotient team and advisors: recruiters, assessment scientists, engineers and designers building AI sourcing, skill assessments and video interviews.',
  share: 'default',
  section: 'Team',
  updated: '2026-11-22',
  sections: [
    {
      type: 'hero',
      eyebrow: 'About Quotient',
      title: 'The people behind Quotient',
      lead: 'We are recruiters, assessment scientists, engineers and designers who think hiring should judge people on what they can do. These are the people who build Quotient, and the independent advisors who check our work.',
      proof: trustedByLine,
      illustration: 'team',
      primary: { label: 'See open roles', href: '/company/careers/' },
      secondary: { label: 'How we hire', href: '/company/hiring/' },
    },
    {
      type: 'people',
      group: 'team',
      eyebrow: 'Team',
      title: 'The team',
      lead: 'Every module has an owner you can name: the science behind the simulations, the engineering and machine learning that grade them, and the people who help customers hire with them.',
    },
    {
      type: 'people',
      group: 'advisors',
      eyebrow: 'Advisors',
      title: 'Our advisors',
      lead: 'Independent experts who review our assessment science, our approach to employment law and AI regulation, and how we work with talent teams. They advise; they never make decisions about candidates.',
      tone: 'muted',
    },
    {
      type: 'links',
      title: 'More about Quotient',
      items: [
        {
          title: 'Careers',
          text: 'Open roles in engineering, assessment science, design, customer success, sales and recruiting, each with its pay range.',
          href: '/company/careers/',
        },
        {
          title: 'How we hire',
          text: 'The stages, the skills test, the timeline and the adjustments you can ask for when you apply to Quotient.',
          href: '/company/hiring/',
        },
        {
          title: 'Newsroom',
          text: 'Product launches, our Series A, the partner program and the awards we run, with dates.',
          href: '/company/newsroom/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'See what the team builds',
      text: 'Start a free trial with your work email, or book a 30-minute demo with the people who build Quotient.',
    },
  ],
};
