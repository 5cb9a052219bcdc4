import type { LandingPageInput } from '../../schema/landing';

export const talentSourcingPartners: LandingPageInput = {
  path: '/talent-sourcing-partners/',
  title: 'Talent Sourcing Partners: Managed Sourcing With Assessed Slates',
  description:
    'A talent sourcing partner that runs your searches with AI and experienced sourcers, then delivers slates of interested, skills-assessed candidates each week.',
  share: 'default',
  section: 'Talent sourcing partners',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Managed sourcing',
      title: 'A sourcing partner that delivers interested, assessed candidates',
      lead: 'When your team lacks the hours for a hard search, our sourcers run it for you on Quotient. You get a weekly slate of people who said yes to a conversation and passed a skills assessment, not a list of names.',
      proof: '2+ fit candidates in under 20 hours · 550 candidates sourced in 50 days for one retailer',
      illustration: 'sourcing',
    },
    {
      type: 'text',
      eyebrow: 'When it makes sense',
      title: 'For the roles your team can’t get to',
      paragraphs: [
        'Most in-house teams can fill their common roles. Trouble starts with the specialist engineer, the senior seller in a new market, or the twenty hires needed by next quarter. Those roles end up with agencies, at agency prices, with little visibility into how the search is going.',
        'A sourcing partnership gives you the extra capacity without handing over the process. You keep the relationship with candidates and the hiring decision; we add sourcers, technology and a transparent pipeline you can watch every day.',
      ],
    },
    {
      type: 'process',
      title: 'How a sourcing partnership runs',
      tone: 'muted',
      items: [
        {
          title: 'Kick-off and calibration',
          text: 'A 45-minute intake with the hiring manager. We agree must-haves, deal-breakers, target companies and the pitch.',
        },
        {
          title: 'First profiles within two days',
          text: 'Your sourcer shares a calibration batch; you mark each profile yes, no or maybe and say why.',
        },
        {
          title: 'Outreach in your name',
          text: 'Personalised sequences go out from your domain, so candidates meet your brand from the first message.',
        },
        {
          title: 'Assessment before handover',
          text: 'Interested candidates complete a short job simulation. You receive their skills report along with the profile.',
        },
        {
          title: 'Weekly slate and review',
          text: 'Every week: new interested, assessed candidates, pipeline numbers and what we are changing.',
        },
        {
          title: 'Handover to your process',
          text: 'Candidates move into your interview process; we stay on until the role is filled or the agreed volume is met.',
        },
      ],
    },
    {
      type: 'table',
      title: 'Agency, in-house sourcer or sourcing partner',
      caption: 'How three ways of adding sourcing capacity compare.',
      columns: ['Factor', 'Contingent agency', 'Hiring an in-house sourcer', 'Quotient sourcing partner'],
      rows: [
        [
          'Cost model',
          'A share of first-year salary per hire',
          'Salary, benefits and tools',
          'A fixed fee agreed up front',
        ],
        ['Time to start', 'Days', 'Two to three months to hire and ramp', 'Days'],
        ['Who candidates meet', 'The agency', 'Your company', 'Your company'],
        ['Visibility', 'Submissions only', 'Full', 'Full, in a live dashboard'],
        [
          'Skills evidence',
          'CV and agency notes',
          'Depends on your process',
          'Skills report for every candidate',
        ],
      ],
    },
    {
      type: 'stats',
      title: 'What sourcing on Quotient delivers',
      items: [
        { value: '550 / 213', label: 'candidates sourced and assessed in 50 days' },
        { value: '<20 h', label: 'to the first 2+ fit candidates' },
        { value: '<14 days', label: 'from posting to signed offer' },
      ],
    },
    {
      type: 'faq',
      title: 'Before you choose a sourcing partner',
      items: [
        {
          question: 'What roles do you source for?',
          answer:
            'Professional roles in sales, marketing, customer success, product, engineering, data and finance, including senior and specialist positions, remote or on site.',
        },
        {
          question: 'How is it different from a recruitment agency?',
          answer:
            'We source and engage candidates for your process rather than placing them ourselves. Candidates deal with your company, you see the whole pipeline, and there is no percentage fee on hire.',
        },
        {
          question: 'Do we need a Quotient licence?',
          answer:
            'No. Managed sourcing includes the technology. If you later want to run searches yourself, your pipelines move to your own account.',
        },
        {
          question: 'How quickly do we see candidates?',
          answer:
            'A calibration batch within two working days of kick-off, and the first interested, assessed candidates usually within the first week.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Prefer to source yourself?',
      items: [
        {
          title: 'Candidate sourcing software',
          text: 'The same AI search our sourcers use, for your team.',
          href: '/candidate-sourcing-software/',
        },
        {
          title: 'Best recruitment software for agencies',
          text: 'For agencies that want to source and assess at speed.',
          href: '/best-recruitment-software-for-agencies/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Tell us about the role you can’t fill',
      text: 'Book a demo and we will scope a sourcing plan, or start a free trial to try the tools first.',
    },
  ],
};
