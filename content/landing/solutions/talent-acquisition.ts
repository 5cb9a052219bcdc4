import type { LandingPageInput } from '../../schema/landing';
import { trustedByLine } from '../../customer-count';

export const talentAcquisition: LandingPageInput = {
  path: '/solutions/talent-acquisition/',
  title: 'Talent Acquisition Software for TA Leaders',
  description:
    'Sourcing, skills tests, video interviews and scheduling on one platform, with funnel reports that show TA leaders quality of hire and time saved.',
  share: 'default',
  section: 'Solutions',
  sections: [
    {
      type: 'hero',
      eyebrow: 'For talent acquisition leaders',
      title: 'Run hiring as a system, not a string of favours',
      lead: 'Your CEO asks how long hiring takes, your CFO asks what it costs and every hiring manager interviews their own way. Quotient puts sourcing, skills testing, interviews and scheduling on one platform with one scorecard, so you can answer all three.',
      proof: `${trustedByLine} · Hiring cycle cut by 50%`,
      illustration: 'sourcing',
    },
    { type: 'logos' },
    {
      type: 'stats',
      eyebrow: 'The business case',
      title: 'Figures you can take to the leadership meeting',
      items: [
        { value: '410%', label: 'cost saving from mis-hires avoided' },
        { value: '50%', label: 'shorter hiring cycle' },
        { value: '<10%', label: 'candidate drop-off, against 40%+ elsewhere' },
      ],
    },
    {
      type: 'text',
      tone: 'muted',
      eyebrow: 'Why it pays',
      title: 'Where the 410% cost saving comes from',
      paragraphs: [
        'A mis-hire costs far more than a salary: recruiting fees, onboarding, a manager’s time, missed targets and then the search to replace them. Most of that cost starts with decisions made on resumes and unstructured interviews, which predict job performance poorly.',
        'Testing the work of the role before the interview changes the odds. Customers who moved their first rounds to Quotient job simulations measured a 410% cost saving from the mis-hires they avoided, on top of the recruiter hours no longer spent on screening calls.',
      ],
    },
    {
      type: 'problems',
      title: 'What keeps TA leaders up at night',
      items: [
        {
          title: 'Every manager hires differently',
          text: 'Questions, scorecards and standards vary by team, so quality of hire depends on who happened to be on the panel.',
        },
        {
          title: 'Quality of hire is a guess',
          text: 'You can report time to fill, but not whether the people you hired were the right ones.',
        },
        {
          title: 'Tool sprawl',
          text: 'Sourcing in one tab, tests in another, video in a third and scheduling by email, with nothing joined up.',
        },
        {
          title: 'Recruiters buried in admin',
          text: 'Screening calls and calendar juggling leave little time for the candidates and managers who need attention.',
        },
      ],
    },
    {
      type: 'features',
      tone: 'muted',
      title: 'One platform for every stage',
      lead: 'Each stage has its own page if you want the detail.',
      items: [
        {
          title: 'Sourcing',
          text: 'AI-ranked profiles and personalised outreach for roles that need a search.',
          href: '/solutions/sourcing/',
        },
        {
          title: 'Screening',
          text: 'Knock-out questions and job simulations in place of resume triage.',
          href: '/solutions/candidate-screening/',
        },
        {
          title: 'Interviewing',
          text: 'One-way video and automated scheduling for every round.',
          href: '/solutions/video-interview/',
        },
        {
          title: 'Reporting',
          text: 'Funnel, time to hire and score distributions by role, team and source, in one dashboard.',
        },
      ],
    },
    {
      type: 'steps',
      title: 'How every candidate is judged the same way',
      lead: 'The four-step method behind each assessment gives all your hiring managers one standard.',
      items: [
        {
          title: 'Analysis',
          text: 'Each role is broken into the competencies your best performers share.',
        },
        {
          title: 'Structuring',
          text: 'Competencies become a job simulation and a rubric that every team uses.',
        },
        {
          title: 'Judgement',
          text: 'Answers are auto-graded against the rubric, whichever manager owns the role.',
        },
        {
          title: 'Synthesis',
          text: 'Results roll up into reports you can compare across teams and quarters.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Solutions TA teams pair with this',
      items: [
        {
          title: 'Diversity hiring',
          text: 'Wider pools and skills-first screening you can report on.',
          href: '/solutions/diversity-hiring/',
        },
        {
          title: 'Managed sourcing',
          text: 'Extra sourcing capacity for the roles your team can’t get to.',
          href: '/solutions/managed-sourcing/',
        },
        {
          title: 'All platform features',
          text: 'Every module, from sourcing to reporting, in one overview.',
          href: '/features/',
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions TA leaders ask',
      items: [
        {
          question: 'Can we standardise without forcing every team into one test?',
          answer:
            'Yes. The rubric and the four-step method are shared; each team picks and adjusts the simulation for its roles, and reports compare them on the same scale.',
        },
        {
          question: 'How long does a rollout take?',
          answer:
            'An assessment takes under five minutes to set up from the library. Most teams start with one or two high-volume roles and add others as managers see the reports.',
        },
        {
          question: 'What do candidates think of it?',
          answer:
            'They rate the experience 4.7 out of 5 on average. Clear instructions, practice questions and custom feedback make the process feel fair, and drop-off stays under 10%.',
        },
        {
          question: 'Can we start with one module?',
          answer:
            'Yes. Sourcing, assessment and interview each have their own plans, and they share candidates and reports when you add more.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Give your hiring one standard',
      text: 'Book a demo to see the reporting dashboard on your own roles, or start a free trial with your work email.',
    },
  ],
};
