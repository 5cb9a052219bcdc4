import type { LandingPageInput } from '../../schema/landing';

export const recruitingSoftwareForSmallBusiness: LandingPageInput = {
  path: '/recruiting-software-for-small-business/',
  title: 'Recruiting Software for Small Business: Hire Without a Recruiter',
  description:
    'Hiring without an HR team? Write the job ad, screen applicants and test real skills in one simple tool, and pay per candidate pack instead of agency fees.',
  share: 'default',
  section: 'Small business recruiting',
  sections: [
    {
      type: 'hero',
      eyebrow: 'For small businesses',
      title: 'You run the business. Hiring shouldn’t take over your week.',
      lead: 'When there is no recruiter, the founder or office manager does it all: the job ad, 200 applications, the interviews. Quotient does the sorting for you and shows you which three people can actually do the job.',
      proof: 'Candidate test packs from $200 · No contract, no agency fee',
      illustration: 'scorecard',
      secondary: { label: 'Read the hiring guide', href: '/how-to-hire/' },
    },
    {
      type: 'problems',
      title: 'Hiring in a small business is hard for different reasons',
      lead: 'Big companies have recruiters and process. You have a busy week and a role that needed filling yesterday.',
      items: [
        {
          title: 'Nobody’s job is hiring',
          text: 'Hiring happens between customer calls and payroll, so applications sit unread and good people take other offers.',
        },
        {
          title: 'A bad hire hurts more',
          text: 'In a team of twelve, one wrong person is almost a tenth of the company, and the rest of the team covers for them.',
        },
        {
          title: 'Agencies are out of reach',
          text: 'Paying a recruiter a share of first-year salary is hard to justify for every role you fill.',
        },
        {
          title: 'Resumes all look the same',
          text: 'Candidates polish their CVs with AI now. The paper no longer tells you who can do the work.',
        },
      ],
    },
    {
      type: 'text',
      eyebrow: 'Why skills first',
      title: 'The cheapest hire is the one you only make once',
      paragraphs: [
        'Small teams cannot absorb a mis-hire. The cost is not just the salary: it is the months of training, the customers who notice, and starting over. Our customers see a 410% cost saving from the mis-hires they avoid.',
        'The fix is simple and it does not need an HR department: ask every candidate to do a short, realistic piece of the job before you meet them. Quotient marks it for you and tells you what to ask in the interview.',
      ],
    },
    {
      type: 'features',
      title: 'Built for people who hire a few times a year',
      tone: 'muted',
      items: [
        {
          title: 'Job description in minutes',
          text: 'Answer a few questions about the role and get a clear, inclusive job ad you can post anywhere.',
        },
        {
          title: 'Ready-made role tests',
          text: 'Pick from tests for the roles small businesses hire most: office manager, sales rep, bookkeeper, customer support, marketing coordinator.',
        },
        {
          title: 'Automatic marking',
          text: 'Every answer is graded the same way, so you compare candidates fairly, even when you review them at 10 p.m.',
        },
        {
          title: 'Self-service, no training',
          text: 'Set up a role, share one link and see ranked results. No implementation project and no sales call needed.',
        },
      ],
    },
    {
      type: 'table',
      eyebrow: 'Pricing that fits',
      title: 'Pay for the candidates you test',
      lead: 'Candidate test packs, no subscription. Buy a pack when you open a role.',
      caption: 'Candidate test packs from the assessment plans, with what each includes.',
      columns: ['Pack', 'Price', 'Candidates', 'Valid for', 'Good for'],
      rows: [
        [
          'Emerging',
          '$200',
          '10 candidates',
          '1 month',
          'One role with a short list; includes free custom video questions',
        ],
        ['Growth', '$500', '50 candidates', '1 month', 'A popular role or two roles at once'],
        ['Rocketship', '$1000', '100 candidates', '2 months', 'A hiring push, with premium onboarding'],
      ],
    },
    {
      type: 'checklist',
      title: 'Your first hire with Quotient, in one afternoon',
      items: [
        'Write the job ad with the job description builder',
        'Add two knock-out questions, such as location and start date',
        'Pick the role test that matches the job',
        'Post the ad with the test link on the job boards you use',
        'Review the top ten scores and read their skills reports',
        'Invite three people to interview and ask the suggested questions',
      ],
    },
    {
      type: 'faq',
      title: 'Small business owners ask us',
      items: [
        {
          question: 'I hire two or three people a year. Is this worth it?',
          answer:
            'Yes, that is what the candidate packs are for. You pay for a pack when you open a role and nothing in between. The Emerging pack covers ten candidates for a month for $200.',
        },
        {
          question: 'Will good candidates refuse to take a test?',
          answer:
            'Strong candidates usually welcome a chance to show what they can do, as long as the test is short and relevant. Keep it under 45 minutes, explain why you ask, and give feedback afterwards. Drop-off on Quotient stays under 10%.',
        },
        {
          question: 'I have never run a structured interview. Where do I start?',
          answer:
            'Each skills report suggests questions for the next round based on what the candidate did well or less well. Ask every finalist the same questions and note the answers. Our step-by-step hiring guide walks through the rest.',
        },
        {
          question: 'Can I use it on my phone?',
          answer: 'Yes. Candidates take tests on any device, and you can review results on your phone.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Read before you post the role',
      tone: 'muted',
      items: [
        {
          title: 'How to hire, step by step',
          text: 'A plain guide to writing the role, screening and interviewing.',
          href: '/how-to-hire/',
        },
        {
          title: 'Video assessments',
          text: 'Replace phone screens with short recorded answers.',
          href: '/video-assessments/',
        },
        {
          title: 'Every feature',
          text: 'What else the platform does as you grow.',
          href: '/features/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Make your next hire the right one',
      text: 'Start free, set up your first role in minutes, and only buy a candidate pack when you are ready to test.',
    },
  ],
};
