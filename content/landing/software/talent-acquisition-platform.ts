import type { LandingPageInput } from '../../schema/landing';

export const talentAcquisitionPlatform: LandingPageInput = {
  path: '/talent-acquisition-platform/',
  title: 'Talent Acquisition Platform: Source, Assess and Hire in One',
  description:
    'A talent acquisition platform for TA leaders: one candidate record from sourcing to offer, skills data at every stage and funnel reports your leadership trusts.',
  share: 'default',
  section: 'Talent acquisition platform',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Talent acquisition platform',
      title: 'One platform for the whole talent acquisition funnel',
      lead: 'Talent leaders juggle a sourcing tool, a test vendor, a video tool and a scheduling app, and still cannot say which channel brings the people who succeed. Quotient puts every stage on one candidate record with skills data you can report on.',
      proof: 'Hiring cycle cut by 50% · Time to hire down 60%',
      illustration: 'dashboard',
    },
    {
      type: 'problems',
      title: 'The problems that grow with your hiring plan',
      items: [
        {
          title: 'Tool sprawl',
          text: 'Four vendors, four logins and four contracts, with candidate data copied between them by hand.',
        },
        {
          title: 'No quality-of-hire signal',
          text: 'You can count applicants and time to fill, but not which source or stage predicts who performs.',
        },
        {
          title: 'Inconsistent hiring managers',
          text: 'Each manager interviews their own way, so the bar moves between teams and offices.',
        },
        {
          title: 'Expensive services for hard roles',
          text: 'Specialist roles go to agencies by default, because the in-house team lacks the time to source them.',
        },
      ],
    },
    { type: 'logos' },
    {
      type: 'features',
      eyebrow: 'Across the funnel',
      title: 'What your team gets at each stage',
      tone: 'muted',
      items: [
        {
          title: 'Attract and source',
          text: 'AI sourcing with top 10% insights and personalised multi-step outreach, plus a recruitment CRM for talent pools.',
          href: '/candidate-sourcing-software/',
        },
        {
          title: 'Screen and assess',
          text: 'Pre-screening questions and competency-based job simulations with auto-grading and detailed skills reports.',
        },
        {
          title: 'Interview',
          text: 'One-way video interviews for first rounds and structured live interviews with shared scorecards.',
          href: '/video-assessments/',
        },
        {
          title: 'Coordinate',
          text: 'Automated, panel-aware interview scheduling with reminders and self-rescheduling.',
          href: '/automated-interview-scheduling-software/',
        },
        {
          title: 'Decide',
          text: 'Evidence per skill, side-by-side comparison and suggested questions for the final round.',
        },
        {
          title: 'Report',
          text: 'Time to hire, pass rates, drop-off and source quality by role, team and location.',
        },
      ],
    },
    {
      type: 'text',
      eyebrow: 'A skills-based function',
      title: 'Make skills the common language of hiring',
      paragraphs: [
        'When every candidate for a role is measured on the same job-related tasks, hiring managers stop arguing about resumes and start comparing evidence. Recruiters can push back on a “culture fit” rejection with a score, and leadership can see whether a new source brings stronger people or just more of them.',
        'Quotient builds each assessment in four steps: analysis of the role, structuring it into tasks, judgement against a rubric and synthesis into a report. The result is a skills profile for every candidate that follows them through the funnel and into your reporting.',
      ],
    },
    {
      type: 'stats',
      title: 'Measured across our customers',
      items: [
        { value: '60%', label: 'shorter time to hire' },
        { value: '<10%', label: 'candidate drop-off, against 50%+ elsewhere' },
        { value: '4.7/5', label: 'average candidate experience score' },
        { value: '410%', label: 'cost saving from avoided mis-hires' },
      ],
    },
    {
      type: 'faq',
      title: 'Questions from talent acquisition leaders',
      items: [
        {
          question: 'How does Quotient work with our ATS and HRIS?',
          answer:
            'Your ATS stays the system of record. Quotient handles sourcing, assessment, interviews and scheduling, and sends results and stage changes back so recruiters do not copy data by hand.',
        },
        {
          question: 'Can different business units run different processes?',
          answer:
            'Yes. Each team can have its own roles, assessments and interview plans, while reporting rolls up so you can compare them.',
        },
        {
          question: 'How do we get hiring managers to use it?',
          answer:
            'Managers do not need training or a seat: they get a shortlist link with skills reports and video answers, and rate candidates in the browser.',
        },
        {
          question: 'What does a rollout look like?',
          answer:
            'Most teams start with two or three high-volume or hard-to-fill roles, compare results against their usual process for a month, then extend role by role.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related reading for TA leaders',
      items: [
        {
          title: 'How to hire top talent',
          text: 'What the best-performing hiring teams do differently.',
          href: '/how-to-hire-top-talent/',
        },
        {
          title: 'DEI solutions',
          text: 'Widen your talent pool and measure fairness by stage.',
          href: '/dei-solutions/',
        },
        {
          title: 'Talent sourcing partners',
          text: 'Add managed sourcing capacity for hard roles.',
          href: '/talent-sourcing-partners/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Bring your hiring funnel onto one platform',
      text: 'Book a demo with your own funnel numbers, or start a free trial on one role.',
    },
  ],
};
