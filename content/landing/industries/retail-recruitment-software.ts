import type { LandingPageInput } from '../../schema/landing';
import { customerCount } from '../../customer-count';

export const retailRecruitmentSoftware: LandingPageInput = {
  path: '/industry/retail-recruitment-software/',
  title: 'Retail Recruitment Software for Seasonal and Volume Hiring',
  description:
    'Staff every store before peak season: phone-first screening, one-way video, and self-scheduled interviews with reminders to cut no-shows.',
  share: 'default',
  section: 'Industries',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Retail recruitment',
      title: 'Staff every store before the holiday rush',
      lead: 'Peak season means hundreds of hires in a few weeks, applicants who apply from their phones and interviews that many candidates never turn up to. Quotient screens on customer-service skills, lets candidates interview when they can, and books and reminds everyone else automatically.',
      proof: 'Candidate drop-off under 10% · 550 candidates sourced and 213 assessed in 50 days',
      illustration: 'reviewer',
      screen: {
        employer: 'Cobble & Thread',
        role: 'Assistant Store Manager',
        task: 'Plan a Saturday rota with two people out sick',
        questions: [
          'Two staff call in sick on a Saturday. What do you do?',
          'A customer wants a refund with no receipt. What now?',
          'Which store task would you hand to a new starter?',
        ],
        stage: 'Book store visit',
        skills: [
          { name: 'Rota planning', score: 91 },
          { name: 'Customer de-escalation', score: 88 },
          { name: 'Stock and shrink control', score: 82 },
          { name: 'Coaching new starters', score: 79 },
          { name: 'Sales target tracking', score: 65 },
        ],
        candidates: [
          { person: 'Keisha Morgan', detail: 'Shift Supervisor · Fernway', score: 87 },
          { person: 'Diego Alvarez', detail: 'Restaurant Manager · Oakfire', score: 83 },
          { person: 'Maya Patel', detail: 'Sales Associate · Loom & Co', score: 77 },
          { person: 'Connor Walsh', detail: 'Key Holder · Brightmart', score: 72 },
        ],
      },
    },
    { type: 'logos', label: `Retailers and ${customerCount} other businesses hire with Quotient` },
    {
      type: 'problems',
      title: 'What seasonal hiring does to a store manager',
      tone: 'muted',
      items: [
        {
          title: 'Seasonal volume',
          text: 'Hiring needs jump several times over in the weeks before peak, on top of running the store.',
        },
        {
          title: 'No-shows',
          text: 'Booked interviews go unattended, and every empty slot is an hour of a manager’s shift wasted.',
        },
        {
          title: 'Phone-first applicants',
          text: 'Candidates apply between shifts on their phones; long forms and desktop-only tests lose them.',
        },
        {
          title: 'Turnover that never stops',
          text: 'High churn means the hiring you do for peak starts all over again in January.',
        },
      ],
    },
    {
      type: 'timeline',
      eyebrow: 'Peak-season plan',
      title: 'An eight-week run-up to your busiest weekend',
      items: [
        {
          when: '8 weeks out',
          title: 'Roles and screening set',
          text: 'Pick store associate, cashier and stockroom simulations, and add knock-out questions on shifts and location.',
        },
        {
          when: '6 weeks out',
          title: 'Applicants screened on their phones',
          text: 'A short situational test of customer service and reliability scores every applicant automatically.',
        },
        {
          when: '4 weeks out',
          title: 'One-way video, no booking',
          text: 'Top scorers record a few answers; store managers review them between tasks on the floor.',
        },
        {
          when: '3 weeks out',
          title: 'Self-scheduled interviews',
          text: 'Shortlisted candidates pick a slot and get reminders, so fewer interviews go empty.',
        },
        {
          when: '2 weeks out',
          title: 'Offers and onboarding',
          text: 'Offers go out while candidates are still keen, and the store is staffed before the first busy weekend.',
        },
      ],
    },
    {
      type: 'features',
      title: 'Built for high-volume store hiring',
      tone: 'muted',
      items: [
        {
          title: 'Situational judgement tests',
          text: 'A difficult customer, a long queue and a stock problem: see how candidates would handle a real shift.',
        },
        {
          title: 'Phone-first one-way video',
          text: 'Candidates answer on their phones at any time of day, with no app to install.',
        },
        {
          title: 'Self-scheduling with reminders',
          text: 'Candidates book their own interview slot and get automatic reminders before it.',
        },
        {
          title: 'Pre-screening for availability',
          text: 'Knock-out questions on shifts, weekends and travel remove mismatches before anyone spends time.',
        },
        {
          title: 'Store-by-store reporting',
          text: 'Applicants, scores and open roles by location, so regional managers know where to help.',
        },
      ],
    },
    {
      type: 'caseStudy',
      company: 'Harbor Retail',
      title: 'How an apparel retailer sourced 550 candidates and assessed 213 in 50 days',
      challenge:
        'Harbor Retail was opening new stores and preparing for its busiest season at the same time. Store managers ran every interview themselves and kept losing candidates to retailers who replied faster.',
      approach:
        'Harbor used Quotient Source to find people with retail and customer-service experience near each store, sent every interested candidate a short situational simulation, and let the top scorers book their own interviews.',
      outcome:
        'In 50 days Harbor sourced 550 candidates and assessed 213, and store managers only interviewed people who had already shown how they treat a customer.',
      metrics: [
        { value: '550', label: 'candidates sourced' },
        { value: '213', label: 'candidates assessed' },
        { value: '50 days', label: 'from the first search to staffed stores' },
      ],
      quote: {
        text: 'Our managers stopped interviewing everyone who applied. They met the people who already knew how to look after a customer.',
        name: 'Naomi Feld',
        role: 'Head of Talent Acquisition',
      },
    },
    {
      type: 'faq',
      title: 'Questions retail recruiters and store managers ask',
      items: [
        {
          question: 'How do you reduce interview no-shows?',
          answer:
            'Candidates choose their own slot, so it fits around their other job or classes, and automatic reminders go out before the interview. A one-way video round means some conversations need no booking at all.',
        },
        {
          question: 'Can candidates apply and interview from a phone?',
          answer:
            'Yes. Screening questions, simulations and one-way video all work in a mobile browser, with no app or account.',
        },
        {
          question: 'Can store managers use it without training?',
          answer:
            'Yes. Managers get a ranked list and short videos to watch, and they can review them on a phone between tasks.',
        },
        {
          question: 'Can we reuse candidates after the season?',
          answer:
            'Yes. Seasonal applicants stay in your account with their scores, so you can bring back your best people next year or offer them permanent roles.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related pages',
      items: [
        {
          title: 'One-way video interviews',
          text: 'Interviews candidates record between shifts, with no booking.',
          href: '/solutions/video-interview/',
        },
        {
          title: 'University recruitment',
          text: 'Reach students for seasonal and graduate roles.',
          href: '/solutions/university-recruitment/',
        },
        {
          title: 'Managed sourcing',
          text: 'Let our specialists fill the pipeline for new store openings.',
          href: '/solutions/managed-sourcing/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Be fully staffed before the first busy weekend',
      text: 'Start a free trial and set up your store associate screening today, or book a demo to plan your peak season.',
    },
  ],
};
