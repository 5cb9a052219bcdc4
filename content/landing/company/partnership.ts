import type { LandingPageInput } from '../../schema/landing';

export const partnership: LandingPageInput = {
  path: '/partnership/',
  title: 'Partner Program: Referral, Agency and Technology Partners',
  description:
    'Partner with Quotient as a referral partner, a staffing agency or reseller, or a technology integration partner: benefits, tiers, how it works and how to apply.',
  share: 'default',
  section: 'Partnership',
  updated: '2026-11-22',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Partner program',
      title: 'Grow with Quotient: refer, resell or integrate',
      lead: 'Staffing agencies, recruitment process outsourcing providers, HR consultancies and HR software companies partner with Quotient to give their clients skills-based hiring, under their own brand or ours.',
      proof: 'Open since April 2026 · no fee to join · a named partner manager',
      illustration: 'dashboard',
      primary: { label: 'Become a partner', href: '#contactUs' },
      secondary: { label: 'Read the launch news', href: '/company/newsroom/#partner-programme-launch' },
    },
    {
      type: 'features',
      eyebrow: 'Ways to partner',
      title: 'Three ways to partner with Quotient',
      items: [
        {
          title: 'Referral partners',
          text: 'Consultants, advisors and communities who introduce hiring teams to Quotient. You make the introduction; we run the sale and pay you a referral fee of 15% of the client’s first-year subscription.',
        },
        {
          title: 'Agency and reseller partners',
          text: 'Staffing agencies, RPO providers and HR consultancies who run assessments and video interviews for their clients, co-branded, at partner pricing across all client accounts.',
        },
        {
          title: 'Technology partners',
          text: 'Applicant tracking systems, HRIS and HR software that connect to Quotient, so results and stage changes flow back without copying data by hand.',
        },
      ],
    },
    {
      type: 'checklist',
      title: 'What partners get',
      lead: 'Every partner gets the basics; agencies and resellers get more as they grow with us.',
      tone: 'muted',
      items: [
        'Volume pricing across all your client accounts',
        'Co-branded candidate experiences and skills reports for your clients',
        'Onboarding and training for your recruiting team, with a certification for each person',
        'A listing in the Quotient partner directory',
        'A named partner manager and a shared channel for client questions',
        'A free sandbox workspace to build demos and test integrations',
        'Joint case studies, webinars and event invitations with our marketing team',
        'Early access to new simulations and features, and a say in the roadmap',
      ],
    },
    {
      type: 'table',
      eyebrow: 'Tiers',
      title: 'Partner tiers for agencies and resellers',
      lead: 'Tiers are reviewed every six months and only ever move you up during a contract year.',
      caption:
        'Partner tiers for agency and reseller partners: who each suits, what it includes and what it asks.',
      columns: ['Tier', 'Who it suits', 'What you get', 'What we ask'],
      rows: [
        [
          'Registered',
          'Agencies trying Quotient with their first clients',
          'Partner pricing, the sandbox, onboarding and a directory listing',
          'One person on your team completes the partner training',
        ],
        [
          'Certified',
          'Agencies running Quotient for several clients',
          'A deeper partner discount, co-branded reports and a named partner manager',
          'Three active client accounts and two certified recruiters',
        ],
        [
          'Premier',
          'Agencies and RPOs where Quotient is part of the service they sell',
          'Our best pricing, joint marketing, roadmap sessions and priority support for your clients',
          'Ten active client accounts and a joint business plan reviewed each quarter',
        ],
      ],
    },
    {
      type: 'steps',
      title: 'How the partner program works',
      lead: 'Most partners go from first conversation to their first client in under a month.',
      items: [
        {
          title: 'Tell us about you',
          text: 'Send the contact form with your company, your clients and the kind of partnership you have in mind.',
        },
        {
          title: 'Introductory call',
          text: 'Within five working days, a partner manager calls to agree the partner type, tier and terms.',
        },
        {
          title: 'Onboard and certify',
          text: 'Your team trains in the sandbox and your recruiters earn their certification, usually within two weeks.',
        },
        {
          title: 'Launch with clients',
          text: 'Run your first client assessments or list your integration, with your partner manager on hand.',
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions about the partner program',
      items: [
        {
          question: 'Does it cost anything to join?',
          answer:
            'No. There is no fee to join any tier. Agency and reseller partners pay partner pricing for the assessments and interviews they use; referral partners pay nothing.',
        },
        {
          question: 'Who owns the client relationship?',
          answer:
            'You do. Agency and reseller partners contract with and bill their clients directly. For referrals, we contract with the client, and you stay their advisor.',
        },
        {
          question: 'When is the referral fee paid?',
          answer:
            'Within 30 days of the client paying their first annual invoice, for clients who sign within six months of your introduction and were not already talking to us.',
        },
        {
          question: 'Can our clients see Quotient branding?',
          answer:
            'Certified and Premier partners can co-brand candidate invitations, the assessment experience and skills reports with their own logo and colors.',
        },
        {
          question: 'Do we have to be exclusive?',
          answer:
            'No. You can partner with other assessment or interview vendors; we only ask that you do not share our simulations or partner pricing with them.',
        },
        {
          question: 'Who is responsible for candidates’ personal data?',
          answer:
            'Your client, or you when you hire for your own agency, decides how candidates’ data is used; Quotient processes it for them under a data processing agreement. Partners sign one data processing agreement that covers all their client accounts.',
        },
      ],
    },
    {
      type: 'action',
      title: 'Become a Quotient partner',
      text: 'Tell us about your company and your clients in the contact form, and a partner manager will reply within five working days.',
      primary: { label: 'Talk to our partner team', href: '#contactUs' },
      secondary: { label: 'Email partners@quotient.example', href: 'mailto:partners@quotient.example' },
    },
  ],
};
