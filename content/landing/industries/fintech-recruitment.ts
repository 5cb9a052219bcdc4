import type { LandingPageInput } from '../../schema/landing';

export const fintechRecruitment: LandingPageInput = {
  path: '/industry/fintech-recruitment/',
  title: 'Fintech Recruitment Software for Engineering, Quant and Risk Roles',
  description:
    'Hire the engineers, quants and compliance talent that banks and big tech also want, with rigorous job simulations and a consistent, documented process.',
  share: 'default',
  section: 'Industries',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Fintech recruitment',
      title: 'Hire the engineers and quants everyone else is chasing',
      lead: 'Fintech competes with banks for risk and compliance people and with big tech for engineers, while regulators expect every hire into a controlled role to be justified. Quotient tests real skills with rigorous simulations and keeps a record of how each decision was made.',
      proof: '90%+ prediction accuracy · Hiring cycle cut by 50%',
      illustration: 'report',
      screen: {
        employer: 'Tillwise Payments',
        role: 'Fraud Risk Analyst',
        task: 'Work a card-fraud alert queue and write up 2 cases',
        questions: [
          'Walk us through an alert you escalated, and why.',
          'When is a transaction pattern worth a SAR filing?',
          'Which monitoring rule would you retire, and why?',
        ],
        stage: 'Advance to panel',
        skills: [
          { name: 'Transaction monitoring', score: 93 },
          { name: 'AML case judgement', score: 90 },
          { name: 'SQL for alert triage', score: 86 },
          { name: 'KYC and sanctions rules', score: 80 },
          { name: 'Written case notes', score: 66 },
        ],
        candidates: [
          { person: 'Priya Natarajan', detail: 'AML Analyst · Corvid Bank', score: 89 },
          { person: 'Samuel Achebe', detail: 'Fraud Analyst · Paylo', score: 84 },
          { person: 'Hana Kobayashi', detail: 'KYC Specialist · Ledgerly', score: 78 },
          { person: 'Liam Doherty', detail: 'Risk Associate · Farrow Bank', score: 73 },
        ],
      },
    },
    {
      type: 'problems',
      title: 'What makes fintech hiring different',
      tone: 'muted',
      items: [
        {
          title: 'Scarce quant and engineering talent',
          text: 'The people who can build a payments ledger or price credit risk have offers from banks, big tech and three other start-ups.',
        },
        {
          title: 'Compliance-minded roles',
          text: 'KYC, AML and risk hires need judgement within rules, and a resume can’t show how someone handles a suspicious transaction.',
        },
        {
          title: 'Decisions you must be able to explain',
          text: 'Auditors, investors and your own risk team expect a consistent, documented hiring process.',
        },
        {
          title: 'Long loops lose candidates',
          text: 'Multi-round technical loops take weeks, and the best engineers accept elsewhere before your panel meets.',
        },
      ],
    },
    {
      type: 'audiences',
      eyebrow: 'Who signs off',
      title: 'Three people every fintech hire has to satisfy',
      items: [
        {
          role: 'CTO',
          quote: 'I need engineers who treat money movement as something you can’t get wrong twice.',
          need: 'Engineering simulations on transaction logic, reconciliation and secure code, graded before any panel.',
        },
        {
          role: 'Chief Risk Officer',
          quote: 'A risk analyst who has only memorised the rules is a risk in their own right.',
          need: 'Case-file simulations that show judgement on ambiguous alerts, explained in the candidate’s own words.',
        },
        {
          role: 'Head of People',
          quote: 'When someone asks why we hired a person, I need more than the panel liked them.',
          need: 'The same test and rubric for every candidate, with a skills report stored for each decision.',
        },
      ],
    },
    {
      type: 'features',
      tone: 'muted',
      title: 'Simulations for the roles fintech depends on',
      items: [
        {
          title: 'Backend and payments engineering',
          text: 'Extend a transaction service, find a reconciliation bug or review code for security flaws, graded automatically.',
        },
        {
          title: 'Quant and data',
          text: 'Model a credit-risk scenario or analyse a transactions dataset, scored on method as well as result.',
        },
        {
          title: 'Compliance and risk judgement',
          text: 'Work a realistic KYC or AML case file and explain the decision in writing.',
        },
        {
          title: 'Consistent, recorded decisions',
          text: 'The same task and rubric for every candidate, and a skills report behind every score that you can keep on file.',
        },
      ],
    },
    {
      type: 'testimonial',
      quote:
        'Our regulators and our board both want to know why we hired someone. Now every hire has a skills report behind it, and we can show anyone exactly why we chose them.',
      name: 'Marcus Hale',
      role: 'VP People',
      company: 'Ledgerline',
      result: 'A skills report behind every hire',
    },
    {
      type: 'checklist',
      tone: 'muted',
      title: 'Fintech roles teams hire with Quotient',
      lead: 'Start from the library for each of these and tune difficulty to the seniority you need.',
      items: [
        'Backend and platform engineers',
        'Payments and ledger engineers',
        'Quantitative and credit-risk analysts',
        'Data scientists and analysts',
        'KYC and AML analysts',
        'Compliance officers',
        'Product managers for regulated products',
        'Support specialists for financial products',
      ],
    },
    {
      type: 'links',
      title: 'Related pages',
      items: [
        {
          title: 'Hiring for SaaS companies',
          text: 'Scale engineering and go-to-market teams after a funding round.',
          href: '/solutions/saas/',
        },
        {
          title: 'Candidate screening',
          text: 'Knock-out questions and simulations before any interview.',
          href: '/solutions/candidate-screening/',
        },
        {
          title: 'Martech recruitment',
          text: 'Simulations for growth, marketing ops and sales roles.',
          href: '/industry/martech-recruitment/',
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions fintech hiring teams ask',
      items: [
        {
          question: 'Can we keep our assessment content confidential?',
          answer:
            'Yes. Custom simulations are private to your account, and you can swap in new tasks between hiring cycles so answers don’t circulate.',
        },
        {
          question: 'Does this help when regulators or auditors review our hiring?',
          answer:
            'It gives reviewers what they look for: the same job-related test for every candidate, a written rubric and a stored report for each decision. Your compliance team decides how to use them.',
        },
        {
          question: 'How hard are the engineering and quant tests?',
          answer:
            'As hard as the role. You set the difficulty, time limits and topics, from graduate analyst to staff engineer.',
        },
        {
          question: 'How quickly can we hire?',
          answer: 'Teams that test skills before interviewing typically halve their hiring cycle.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Build a fintech team you can defend',
      text: 'Book a demo to see engineering and compliance simulations, or start a free trial with your work email.',
    },
  ],
};
